/// An enumeration of the DSL (generated from the table), matched against JSON bytes.
/// The snapshot prints `rawValue` bare (§3.3, E); case order is the table's.
public protocol DSLEnumeration: RawRepresentable<String>, CaseIterable, Equatable, Sendable where AllCases == [Self] {
    /// The raw values in case order, as static strings.
    static var names: [StaticString] { get }
}

extension DSLEnumeration {
    /// The case's index in table order.
    package var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The case at `position`; the first case for a position the table doesn't have (never, from the decoder).
    package static func `case`(at position: Int) -> Self {
        let cases = allCases
        return cases.indices.contains(position) ? cases[position] : cases[0]
    }
}
