import Foundation
import Testing

@testable import RenderParity

/// The reader conformance corpus, `spec/json-cases/` (spec §1.1–1.2): every case must
/// read or fail exactly as its manifest line says, and both snapshot paths must agree.
struct JSONConformanceTests {
    struct Case: CustomStringConvertible {
        let name, expect, failure, path, firstLine, note: String
        var description: String { "\(name) (\(note))" }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("spec/json-cases")

    /// The manifest's lines; a malformed line is an error, so a case cannot vanish silently.
    static func manifest() throws -> [Case] {
        let text = try String(decoding: Data(contentsOf: folder.appendingPathComponent("manifest.tsv")), as: UTF8.self)
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "name\texpect\tfailure\tpath\tfirst_line\tnote")
        #expect(lines.last == "", "the manifest ends with a newline")
        lines = Array(lines.dropFirst().dropLast())
        return try lines.map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 6 else { throw ManifestError(line: line) }
            return Case(
                name: fields[0], expect: fields[1], failure: fields[2], path: fields[3], firstLine: fields[4],
                note: fields[5])
        }
    }

    struct ManifestError: Error, CustomStringConvertible {
        let line: String
        var description: String { "manifest line without 6 tab-separated fields: \(line)" }
    }

    static func bytes(of name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: folder.appendingPathComponent(name + ".json")))
    }

    @Test func everyFileIsInTheManifestAndBack() throws {
        let cases = try Self.manifest()
        #expect(cases.count >= 300)
        let listed = Set(cases.map { $0.name + ".json" })
        #expect(listed.count == cases.count, "a case name appears twice")
        let files = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.folder.path).filter { $0.hasSuffix(".json") })
        #expect(files.subtracting(listed).sorted() == [], "files without a manifest line")
        #expect(listed.subtracting(files).sorted() == [], "manifest lines without a file")
    }

    @Test func everyCaseReadsAsTheManifestSays() throws {
        for item in try Self.manifest() {
            let bytes = try Self.bytes(of: item.name)
            switch (item.expect, JSONReader.read(bytes)) {
            case ("accept", .success):
                break
            case ("reject", .failure(let failure)):
                #expect(failure.reason.rawValue == item.failure, "\(item): \(failure.message)")
                if case .duplicateKey(let path, _) = failure {
                    #expect(path.description == item.path, "\(item)")
                } else {
                    #expect(item.path == "-", "\(item)")
                }
            case (_, .failure(let failure)):
                Issue.record("\(item): expected \(item.expect), the reader failed: \(failure.message)")
            case (_, .success):
                Issue.record("\(item): expected \(item.expect) \(item.failure), the reader accepted it")
            }
        }
    }

    /// The snapshot's first line, by the fast path (`RenderSnapshot.make(from:)`) and by the tree path.
    @Test func everyCaseHasTheManifestsFirstLineOnBothPaths() throws {
        for item in try Self.manifest() {
            let bytes = try Self.bytes(of: item.name)
            let fast = RenderSnapshot.make(from: bytes)
            let simple = RenderSnapshot.make(from: DocumentDecoder.decode(bytes))
            let firstLine = String(decoding: fast.prefix { $0 != UInt8(ascii: "\n") }, as: UTF8.self)
            #expect(firstLine == item.firstLine, "\(item)")
            #expect(fast == simple, "\(item): the fast and the tree path differ")
        }
    }

    /// §1.1's size limit, too large to commit as a case: a string of 2^28 bytes is refused.
    @Test func aStringOf2To28BytesIsInvalidJSON() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: (1 << 28) + 2)
        bytes[0] = UInt8(ascii: "\"")
        bytes[bytes.count - 1] = UInt8(ascii: "\"")
        guard case .failure(let failure) = JSONReader.read(bytes) else {
            Issue.record("a 2^28-byte string was accepted")
            return
        }
        #expect(failure.reason == .invalidJSON)
    }

    /// Just under the limit, the same string reads: the limit is 2^28, not lower.
    @Test func aStringOf2To28Minus1BytesReads() {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: (1 << 28) + 1)
        bytes[0] = UInt8(ascii: "\"")
        bytes[bytes.count - 1] = UInt8(ascii: "\"")
        guard case .success = JSONReader.read(bytes) else {
            Issue.record("a string of 2^28 - 1 bytes was refused")
            return
        }
    }
}
