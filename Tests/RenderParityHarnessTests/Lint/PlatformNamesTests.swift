import RenderParity
import Testing

@testable import RenderParityHarness

/// The platform-name table is data (spec §2.5): every key must be findable and every target a DSL name.
struct PlatformNamesTests {
    static let members = Set(
        NodeType.allCases.flatMap { Vocabulary.builtin.allowedMembers(ofType: $0.rawValue) ?? [] }
            + ["title", "layout", "spoken_summary", "label", "value"])
    static let values: Set<String> = Set(
        HorizontalAlignment.allCases.map(\.rawValue) + VerticalAlignment.allCases.map(\.rawValue)
            + StackAlignment.allCases.map(\.rawValue)
            + TextStyle.allCases.map(\.rawValue) + FontWeight.allCases.map(\.rawValue)
            + StatSize.allCases.map(\.rawValue)
            + ImageSize.allCases.map(\.rawValue) + ChartVariant.allCases.map(\.rawValue))

    @Test func keysAreFolded() {
        for table in [PlatformNames.types, PlatformNames.members, PlatformNames.values] {
            for key in table.keys { #expect(DidYouMean.folded(key) == key, "\(key)") }
        }
        for key in PlatformNames.typeMembers.union(PlatformNames.nestedFields) {
            #expect(DidYouMean.folded(key) == key, "\(key)")
        }
    }

    @Test func targetsAreDSLNames() {
        let types = Set(NodeType.allCases.map(\.rawValue))
        for (key, target) in PlatformNames.types { #expect(types.contains(target), "\(key) → \(target)") }
        for (key, target) in PlatformNames.members { #expect(Self.members.contains(target), "\(key) → \(target)") }
        for (key, target) in PlatformNames.values { #expect(Self.values.contains(target), "\(key) → \(target)") }
    }
}
