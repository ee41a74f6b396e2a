import Foundation
import RenderParity
import Testing

@testable import RenderParityVocabulary

/// The loader (spec/vocabulary.md): the built-in file, `extends`, and the stated limits, each an
/// error and never a trap. Every error a file can give, worded, is VocabularyCasesTests'.
struct VocabularyLoaderTests {
    @Test func theBuiltinVocabularyIsItsFileAsShipped() throws {
        let builtin = Vocabulary.builtin
        #expect(builtin.identity.name == "renderparity-dsl")
        #expect(builtin.identity.version == "1")
        let file = try Data(
            contentsOf: VocabularyFiles.folder.appendingPathComponent("../dsl-nodes.json").standardized)
        #expect(BuiltinVocabularyFile.bytes == Array(file), "regenerate with scripts/generate.py")
        #expect(builtin.identity.hash == ContentHash.sha256(Array(file)))
        #expect(builtin.nodeTypes.count == 14)
        #expect(builtin.identity.description == "renderparity-dsl 1 (\(builtin.identity.hash.prefix(12)))")
    }

    /// FIPS 180-4's examples.
    @Test func contentHashIsSHA256() {
        #expect(ContentHash.sha256([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            ContentHash.sha256(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(
            ContentHash.sha256(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(
            ContentHash.sha256([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// Lengths around the padding's edges: whole chunks are read in place and the rest copied with
    /// the padding, which takes one chunk or two (digests from `sha256sum`).
    @Test func contentHashAtPaddingEdges() {
        let digests = [
            55: "576a1bf8d4478657e6dc4af9398544765c2a92cde28478b019235cfed315fc09",
            56: "9b20501dfd1d99161c257950f3444f3e49230c351c5c8e0943ef369f85f5205d",
            63: "30b345906b493f06f69444b6521113511c242f30e29840462950035043682f1e",
            64: "d8bc63b4fc1156e5e7d95a418b9bf54cd3174bedbc2db40f74895349b229b3c0",
            65: "1ee23b0fbcaecc1aff4a9e8f1645f35ab2c8e13609cd73b68df8b5e3f63ce073",
            119: "7a6589821178918ca8d9edaba5abfc1e9b2669564f4469b66885379c1530b2c8",
            120: "655250427d56b1b0eeb8497d21428704273458a01772d6881b65c0abac0f8a98",
            128: "54c9eb041badfd7064645067b107661fed6113197ce2dd066ba69618abd3732f",
        ]
        for (count, digest) in digests {
            let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 * 7) }
            #expect(ContentHash.sha256(bytes) == digest, "\(count) bytes")
        }
    }

    /// The resolver words why it cannot read the base; the error points at the `extends` that asked.
    @Test func aMissingBaseIsReportedAtItsExtends() {
        let file = Array(#"{"format": 1, "name": "acme", "version": "1", "extends": "nowhere.json", "nodes": []}"#.utf8)
        do throws(VocabularyError) {
            _ = try VocabularyLoader.load(file, file: "acme.json", resolve: VocabularyFiles.resolver(in: "extension"))
            Issue.record("loaded")
        } catch {
            #expect(error.message == "acme.json: $.extends: cannot read nowhere.json")
        }
    }

    /// Loading does not hash (`LazyContentHash`): a fresh `parity snapshot` never asks. The
    /// hash, when asked for, is the file's; on top of a base, from the base's, itself asked then.
    @Test func theHashIsWorkedOutWhenFirstAskedFor() throws {
        let bytes = try VocabularyFiles.bytes("acme.json", in: "extension")
        let base = try VocabularyLoader.load(Vocabulary.builtinFile, file: "base.json")
        #expect(!base.identity.content.isKnown)
        #expect(base.identity.hash == ContentHash.sha256(Vocabulary.builtinFile))
        #expect(base.identity.content.isKnown)
        let extended = try VocabularyLoader.load(bytes, file: "acme.json")
        #expect(!extended.identity.content.isKnown)
        let expected = ContentHash.sha256(Array(Vocabulary.builtin.identity.hash.utf8) + [0x0A] + bytes)
        #expect(extended.identity.hash == expected)
        #expect(extended.identity == VocabularyIdentity(name: "acme-dsl", version: "1.0.0", hash: expected))
        #expect(extended.identity != VocabularyIdentity(name: "acme-dsl", version: "1.0.0", hash: base.identity.hash))
    }

    // MARK: - Extending

    @Test func anExtensionAddsNodesCasesAndCommonFieldsAndReplacesInPlace() throws {
        let acme = try VocabularyFiles.load("acme.json", in: "extension")
        let builtin = Vocabulary.builtin
        #expect(acme.nodeTypes == builtin.nodeTypes + ["button"])
        #expect(
            acme.definition.enumeration(named: "ImageSize")?.cases == [
                "small", "default", "large", "xlarge", "xxlarge",
            ])
        #expect(acme.definition.commonFields.map(\.name) == ["accessibilityLabel", "testID"])
        let divider = acme.definition.nodes.first { $0.type == "divider" }
        #expect(divider?.fields.map(\.name) == ["thickness"])
        #expect(
            acme.definition.nodes.firstIndex { $0.type == "divider" } == builtin.nodeTypes.firstIndex(of: "divider"))
        let bytes = try VocabularyFiles.bytes("acme.json", in: "extension")
        #expect(acme.identity.hash == ContentHash.sha256(Array(builtin.identity.hash.utf8) + [0x0A] + bytes))
    }

    @Test func anExtensionOfAnExtensionHashesTheChain() throws {
        let acme = try VocabularyFiles.load("acme.json", in: "extension")
        let team = try VocabularyFiles.load("team.json", in: "extension")
        #expect(team.nodeTypes == acme.nodeTypes + ["rating"])
        let bytes = try VocabularyFiles.bytes("team.json", in: "extension")
        #expect(team.identity.hash == ContentHash.sha256(Array(acme.identity.hash.utf8) + [0x0A] + bytes))
    }

    /// A document of the built-in DSL reads the same through an extension that only adds.
    @Test func anExtensionKeepsTheBaseDocumentsSnapshots() throws {
        let acme = try VocabularyFiles.load("acme.json", in: "extension")
        let json = Array(
            #"{"type": "vstack", "children": [{"type": "button", "title": "Go", "testID": "go"}, {"type": "image", "system_name": "star", "size": "xxlarge"}, {"type": "divider"}]}"#
                .utf8)
        #expect(
            RenderSnapshot.text(from: json, vocabulary: acme) == """
                VStack(spacing=8.0, align=center) [children=3]
                  Button(title="Go", style=plain, enabled=true, testID="go")
                  Image(name="star", color=default, size=xxlarge)
                  Divider(thickness=1.0)

                """)
    }

    // MARK: - Limits (spec/vocabulary.md §6)

    static func file(nodes: [String], enums: String = "{}") -> [UInt8] {
        Array(
            (#"{"format": 1, "name": "big", "version": "1", "document": {}, "enums": \#(enums), "nodes": ["#
                + nodes.joined(separator: ", ") + "]}").utf8)
    }

    static func loadError(_ bytes: [UInt8], resolve: VocabularyLoader.Resolve? = nil) -> VocabularyError? {
        do throws(VocabularyError) {
            if let resolve {
                _ = try VocabularyLoader.load(bytes, file: "big.json", resolve: resolve)
            } else {
                _ = try VocabularyLoader.load(bytes, file: "big.json")
            }
            return nil
        } catch {
            return error
        }
    }

    @Test func aFileOverOneMebibyteIsRefusedUnread() {
        let bytes = Self.file(nodes: []) + [UInt8](repeating: 0x20, count: 10_000_000)
        #expect(Self.loadError(bytes)?.problem == .tooLarge(bytes: bytes.count, limit: 1 << 20))
    }

    @Test func tenThousandNodeTypesAreOverTheLimit() {
        let nodes = (0..<10_000).map { #"{"type": "t\#($0)", "line": "T\#($0)", "fields": []}"# }
        let error = Self.loadError(Self.file(nodes: nodes))
        #expect(error?.problem == .limit(what: "node types", limit: 1000))
        #expect(error?.path.description == "$.nodes[1000]")
    }

    @Test func moreThan64FieldsOrMemberNamesOrCasesAreOverTheLimit() {
        let fields = (0..<65).map { #"{"name": "f\#($0)", "type": "number", "default": 0}"# }
        let wide = #"{"type": "wide", "line": "Wide", "fields": [\#(fields.joined(separator: ", "))]}"#
        #expect(Self.loadError(Self.file(nodes: [wide]))?.problem == .limit(what: "fields", limit: 64))

        let nodes = (0..<65).map { node in
            let fields = (0..<64).map { #"{"name": "n\#(node)f\#($0)", "type": "number", "default": 0}"# }
            return #"{"type": "t\#(node)", "line": "T\#(node)", "fields": [\#(fields.joined(separator: ", "))]}"#
        }
        #expect(Self.loadError(Self.file(nodes: nodes))?.problem == .limit(what: "member names", limit: 4096))

        let cases = (0..<257).map { "\"c\($0)\"" }.joined(separator: ", ")
        #expect(
            Self.loadError(Self.file(nodes: [], enums: #"{"Many": [\#(cases)]}"#))?.problem
                == .limit(what: "cases", limit: 256))
    }

    @Test func anExtendsChainDeeperThanEightIsRefused() {
        let link = { (next: Int) in
            Array(#"{"format": 1, "name": "link", "version": "1", "extends": "link\#(next).json", "nodes": []}"#.utf8)
        }
        let error = Self.loadError(link(1)) { reference, _ throws(VocabularyError) in
            let next = (Int(reference.dropFirst(4).dropLast(5)) ?? 0) + 1
            return (reference, link(next))
        }
        #expect(error?.problem == .extendsTooDeep(limit: 8))
    }

    /// Loading is cheap enough to do for every run: this is correctness, not a timing (the
    /// benchmark times a 100-node vocabulary); it must simply finish and agree with itself.
    @Test func aLoadedCopyOfTheBuiltinHasItsIdentity() throws {
        let copy = try VocabularyLoader.load(BuiltinVocabularyFile.bytes, file: "copy.json")
        #expect(copy.identity == Vocabulary.builtin.identity)
        #expect(copy.definition == Vocabulary.builtin.definition)
    }
}
