/// An enumeration of the built-in DSL (generated from spec/dsl-nodes.json), as the typed model
/// holds it. The snapshot prints `rawValue` bare (§3.3, E); case order is the file's, which is
/// also the order of the decoder's `EnumSpec` cases, so a position means the same case in both.
public protocol DSLEnumeration: RawRepresentable<String>, CaseIterable, Equatable, Sendable where AllCases == [Self] {}

extension DSLEnumeration {
    /// The case's index in table order.
    package var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The case at `position`; the first case for a position the table doesn't have (never, from the decoder).
    package static func `case`(at position: Int) -> Self {
        let cases = allCases
        return cases.indices.contains(position) ? cases[position] : cases[0]
    }
}
