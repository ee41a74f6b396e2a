import Foundation
import RenderParity
import Testing

@testable import RenderParityHarness

/// The quality of `lint` on what models actually write: a hand-written corpus of
/// malformed documents (`Tests/Data/lint-corpus/`), each with the top diagnostic it should get.
/// At least 90% must get the right code, path and suggestion.
struct LintCorpusTests {
    static let folder = Repository.root + "/Tests/Data/lint-corpus"

    struct Case: Decodable {
        let file: String
        let code: String
        let path: String
        let suggestion: String?
        let mistake: String
    }

    struct Manifest: Decodable { let cases: [Case] }

    static func manifest() throws -> [Case] {
        try JSONDecoder().decode(Manifest.self, from: Data(contentsOf: URL(fileURLWithPath: folder + "/manifest.json")))
            .cases
    }

    /// What lint gave as the top diagnostic, as "code path suggestion", for the failure messages.
    static func top(_ file: String) throws -> LintDiagnostic? {
        LintedDocument(bytes: try FileBytes.read(folder + "/" + file)).diagnostics.first
    }

    @Test func atLeastNinetyPercentOfTopSuggestionsAreRight() throws {
        let cases = try Self.manifest()
        #expect(cases.count >= 100)
        var right = 0
        var wrong: [String] = []
        for item in cases {
            let top = try Self.top(item.file)
            if let top, top.code.rawValue == item.code, top.path.description == item.path,
                top.suggestion == item.suggestion
            {
                right += 1
            } else {
                wrong.append(
                    "\(item.file) (\(item.mistake)): expected \(item.code) \(item.path) \(item.suggestion ?? "nil"), got "
                        + (top.map { "\($0.code.rawValue) \($0.path) \($0.suggestion ?? "nil")" } ?? "no diagnostic"))
            }
        }
        let rate = Double(right) / Double(max(cases.count, 1))
        print("lint corpus: \(right) of \(cases.count) top suggestions right (\(String(format: "%.1f", rate * 100))%)")
        for line in wrong { print("  wrong: \(line)") }
        #expect(rate >= 0.9, "\(wrong.joined(separator: "\n"))")
    }

    @Test func everyCorpusFileIsInTheManifest() throws {
        let listed = Set(try Self.manifest().map(\.file))
        let files = Set(
            try FileManager.default.contentsOfDirectory(atPath: Self.folder).filter { $0 != "manifest.json" })
        #expect(listed == files)
    }

    @Test func everyExpectedCodeIsDocumented() throws {
        let codes = Set(DiagnosticCode.allCases.map(\.rawValue))
        for item in try Self.manifest() { #expect(codes.contains(item.code), "\(item.file): \(item.code)") }
    }
}
