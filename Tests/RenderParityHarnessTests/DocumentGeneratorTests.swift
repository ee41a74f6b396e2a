import RenderParity
import Testing

@testable import RenderParityHarness

/// Generated documents are the same bytes for the same seed, and exercise what breaks ports.
struct DocumentGeneratorTests {
    @Test func sameSeedSameBytesOtherSeedOtherBytes() {
        let first = (0..<50).map { DocumentGenerator.document(seed: 7, index: $0) }
        let again = (0..<50).map { DocumentGenerator.document(seed: 7, index: $0) }
        let other = (0..<50).map { DocumentGenerator.document(seed: 8, index: $0) }
        #expect(first == again)
        #expect(first != other)
    }

    /// `parity generate`'s files, each holding the document of its index.
    @Test func writesNumberedDocuments() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try DocumentGenerator.write(count: 3, seed: 9, into: folder.path)
        let names = try Corpus.list(folder.path, suffix: ".json", required: true)
        #expect(names == ["gen-00000.json", "gen-00001.json", "gen-00002.json"])
        for (index, name) in names.enumerated() {
            #expect(try FileBytes.read(folder.path + "/" + name) == DocumentGenerator.document(seed: 9, index: index))
        }
    }

    /// Names keep five digits until the count needs more, so they always sort in order.
    @Test func fileNamesWidenWithTheCount() {
        #expect(DocumentGenerator.fileName(index: 7, count: 100_000) == "gen-00007.json")
        #expect(DocumentGenerator.fileName(index: 7, count: 100_001) == "gen-000007.json")
        #expect(DocumentGenerator.fileName(index: 100_000, count: 100_001) == "gen-100000.json")
        #expect(DocumentGenerator.fileName(index: 0, count: 0) == "gen-00000.json")
    }

    /// SplitMix64's published first outputs for seed 0, so the sequence is portable by construction.
    @Test func seededRandomIsSplitMix64() {
        var random = SeededRandom(seed: 0)
        #expect(
            [random.next(), random.next(), random.next()] == [
                0xE220_A839_7B1D_CDAF, 0x6E78_9E6A_A1B9_65F4, 0x06C4_5D18_8009_454F,
            ])
    }

    /// Over 2,000 documents every failure reason, node type and diagnostic kind shows up.
    @Test func coversWhatBreaksPorts() {
        var reasons: Set<FailureReason> = []
        var kinds: Set<String> = []
        var lines: Set<String> = []
        var responses = 0
        for index in 0..<2_000 {
            let decoded = DocumentDecoder.decode(DocumentGenerator.document(seed: 20_261_121, index: index))
            if decoded.root == .response { responses += 1 }
            if case .failure(let failure) = decoded.content { reasons.insert(failure.reason) }
            for diagnostic in decoded.diagnostics {
                kinds.insert(String(describing: diagnostic.problem).prefix { $0 != "(" }.description)
            }
            for line in RenderSnapshot.text(from: DocumentGenerator.document(seed: 20_261_121, index: index)).split(
                separator: "\n")
            {
                lines.insert(String(line.drop { $0 == " " }.prefix { $0 != "(" && $0 != " " }))
            }
        }
        #expect(reasons == Set(FailureReason.allCases))
        #expect(
            kinds.isSuperset(of: [
                "dropped", "unknownType", "unknownMember", "unusableOptional", "notInEnum", "integerOutOfRange",
                "responseMember",
            ]))
        #expect(
            lines.isSuperset(of: [
                "VStack", "HStack", "ZStack", "Text", "Stat", "Image", "Badge", "Card", "Progress", "Chart",
                "DataPoint", "List", "Table", "Row", "Divider", "Spacer", "Unknown", "Error",
            ]))
        #expect(responses > 300)
    }
}
