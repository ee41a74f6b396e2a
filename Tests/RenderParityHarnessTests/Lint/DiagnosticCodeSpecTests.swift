import Foundation
import RenderParity
import Testing

/// Codes are a contract (spec §2.5): each one the code can produce is in the spec's table, with its severity.
struct DiagnosticCodeSpecTests {
    static func section() throws -> String {
        let spec = try String(contentsOfFile: Repository.root + "/spec/render-snapshot.md", encoding: .utf8)
        let start = try #require(spec.range(of: "### 2.5 Diagnostic codes"))
        let end = try #require(spec.range(of: "## 3.", range: start.upperBound..<spec.endIndex))
        return String(spec[start.upperBound..<end.lowerBound])
    }

    @Test func everyCodeIsDocumented() throws {
        let section = try Self.section()
        for code in DiagnosticCode.allCases { #expect(section.contains("| `\(code.rawValue)` |"), "\(code.rawValue)") }
    }

    @Test func everyDocumentedCodeExists() throws {
        let rows = try Self.section().split(separator: "\n").filter { $0.hasPrefix("| `") }
        let documented = rows.compactMap { $0.split(separator: "`").dropFirst().first.map(String.init) }
        #expect(Set(documented) == Set(DiagnosticCode.allCases.map(\.rawValue)))
        #expect(documented.count == DiagnosticCode.allCases.count)
    }

    @Test func severitiesAreTheSpecs() throws {
        let section = try Self.section()
        for severity in DiagnosticSeverity.allCases { #expect(section.contains("| \(severity.rawValue) |")) }
    }
}
