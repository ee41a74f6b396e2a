/// The shapes of the node table's rows (`spec/dsl-nodes.json`); the rows themselves are
/// generated into `NodeTable.swift`. The decoder reads its rules from here (§2.1–§2.3) and the
/// snapshot writer its line formats (§3.1), so neither restates the table.

/// One field of a node or record: how its JSON value is checked and how the snapshot prints it.
///
/// Every spec here is plain data (no arrays, no `String`s, only pointers into tables that live as long
/// as the process, `ImmortalBuffer`): the decoder reads them for every member of every node,
/// and a spec that held arrays paid a retain and a release on each read.
struct FieldSpec: Sendable {
    /// The table's `type` column (spec/dsl-nodes.json `fieldTypes`).
    enum Kind: Sendable {
        case string, number, integer, enumeration, node, nodes, records, stringList, stringRows
    }

    let field: Field
    let kind: Kind
    /// A required field that fails fails its node (§2.2); an optional one falls back (§2.3).
    let required: Bool
    /// `", name="`: written before the value, without its first two bytes when it opens the line; nil
    /// for fields that print as lines of their own (children, child, data points, rows).
    let lead: StaticString?
    /// The word an absent optional string prints (`default`, `none`); nil when it is left out.
    let absentWord: StaticString?
    let defaultNumber: Double
    let range: ClosedRange<Double>
    let enumeration: EnumSpec?
    let defaultCase: Int
    /// `" [children="`: the count of what the field holds, after the attributes.
    let count: StaticString?
    /// The index in `NodeTable.records` of what a `records` field holds.
    let record: Int
    /// An SF Symbol name, collected for `parity icons`.
    let isIcon: Bool
    /// Optional, with no default and no absent word: left out of the line when absent (`maxLines`).
    let isOmittedWhenAbsent: Bool

    init(_ field: Field, _ kind: Kind, required: Bool = false, lead: StaticString? = nil, absentWord: StaticString? = nil,
         defaultNumber: Double = 0, range: ClosedRange<Double> = 0...0, enumeration: EnumSpec? = nil, defaultCase: Int = 0,
         count: StaticString? = nil, record: Int = 0, isIcon: Bool = false) {
        self.field = field
        self.kind = kind
        self.required = required
        self.lead = lead
        self.absentWord = absentWord
        self.defaultNumber = defaultNumber
        self.range = range
        self.enumeration = enumeration
        self.defaultCase = defaultCase
        self.count = count
        self.record = record
        self.isIcon = isIcon
        isOmittedWhenAbsent = !required && absentWord == nil && (kind == .string || kind == .integer)
    }

    /// What a diagnostic says was expected (§2.4).
    var expected: String {
        switch kind {
        case .string: "a string"
        case .number: "a number"
        case .integer: "an integer"
        case .enumeration: "one of \(enumeration?.list ?? "")"
        case .node: "a node"
        case .nodes: "an array of nodes"
        case .records: "an array of data points"
        case .stringList: "an array of strings"
        case .stringRows: "an array of arrays of strings"
        }
    }
}

extension UnsafeBufferPointer<FieldSpec> {
    /// The spec at `position` (one of `indices`), in place. Why: a `FieldSpec` passed as
    /// `fields[position]` was copied whole, 168 bytes by `memcpy`, at every call, for every
    /// field of every node; the decoder and the line writer take this pointer instead.
    @inline(__always)
    func spec(_ position: Int) -> UnsafePointer<FieldSpec> {
        // Never nil here: a row with fields has storage (`ImmortalBuffer`), and one without has no `indices`.
        baseAddress.unsafelyUnwrapped + position
    }
}

/// One node type's row: its line name, layout flags (§3.2) and fields in checking order.
struct NodeSpec: @unchecked Sendable {  // its buffer is immutable and never freed
    let type: NodeType
    let line: StaticString
    /// `fillsWidth=true` on every line (§3.2).
    let fillsWidth: Bool
    /// `weighted=true` as a direct child of a node that `weightsChildren` (§3.2).
    let weightedInHStack: Bool
    let weightsChildren: Bool
    let fields: UnsafeBufferPointer<FieldSpec>
    /// Every member a node of this type may have, `type` included (§2.3: others are unknown).
    let allowed: FieldSet
    /// The field whose elements are written below the line with a count, if any.
    let counted: Int?
    /// The field whose node, nodes, records or rows are written below the line, if any (at most one).
    let held: Int?

    init(type: NodeType, line: StaticString, fillsWidth: Bool = false, weightedInHStack: Bool = false,
         weightsChildren: Bool = false, fields: [FieldSpec]) {
        self.type = type
        self.line = line
        self.fillsWidth = fillsWidth
        self.weightedInHStack = weightedInHStack
        self.weightsChildren = weightsChildren
        self.fields = ImmortalBuffer.make(fields)
        allowed = FieldSet([.type] + fields.map(\.field))
        counted = fields.firstIndex { $0.count != nil }
        held = fields.firstIndex { [.node, .nodes, .records, .stringRows].contains($0.kind) }
    }
}

/// An object inside a node that is not a node (a chart's data point): all its required fields must decode.
struct RecordSpec: @unchecked Sendable {  // likewise
    let line: StaticString
    /// How diagnostics name it ("unknown member of a data point").
    let owner: StaticString
    let fields: UnsafeBufferPointer<FieldSpec>
    let allowed: FieldSet

    init(line: StaticString, owner: StaticString, fields: [FieldSpec]) {
        self.line = line
        self.owner = owner
        self.fields = ImmortalBuffer.make(fields)
        allowed = FieldSet(fields.map(\.field))
    }
}

/// An enumeration's cases as the decoder matches them: bytes, not `String`s.
struct EnumSpec: @unchecked Sendable {  // likewise
    /// The names as the snapshot writes them, without building a `String`.
    let staticNames: UnsafeBufferPointer<StaticString>
    let signatures: UnsafeBufferPointer<NameSignature>

    init<Value: DSLEnumeration>(_: Value.Type) {
        staticNames = ImmortalBuffer.make(Value.names)
        signatures = ImmortalBuffer.make(Value.names.map(NameSignature.init))
    }

    /// The names as diagnostics list them.
    var names: [String] { staticNames.map(\.description) }

    /// "leading, center, trailing": what diagnostics list.
    var list: String { names.joined(separator: ", ") }
}

/// An enumeration of the DSL (generated from the table), matched against JSON bytes.
/// The snapshot prints `rawValue` bare (§3.3, E); case order is the table's.
public protocol DSLEnumeration: RawRepresentable<String>, CaseIterable, Equatable, Sendable where AllCases == [Self] {
    /// The raw values in case order, as static strings.
    static var names: [StaticString] { get }
}

extension DSLEnumeration {
    /// The case's index in table order.
    var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// The case at `position`; the first case for a position the table doesn't have (never, from the decoder).
    static func `case`(at position: Int) -> Self {
        let cases = allCases
        return cases.indices.contains(position) ? cases[position] : cases[0]
    }
}

extension NodeTable {
    /// `nodes` where the decoder reads them: a row is reached through a pointer, never copied.
    nonisolated(unsafe) static let rows = ImmortalBuffer.make(nodes)

    /// The row of the node type at `position` in `NodeType.names`.
    static func row(_ position: Int) -> UnsafePointer<NodeSpec>? {
        guard let base = rows.baseAddress, rows.indices.contains(position) else { return nil }
        return base + position
    }
}

extension NodeType {
    /// This type's row of the node table.
    var spec: NodeSpec { NodeTable.nodes[position] }

    var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// `names` as `NameSignature`s, for matching a `type` member's bytes.
    nonisolated(unsafe) static let signatures = ImmortalBuffer.make(names.map(NameSignature.init))
}

/// Storage for the node table's rows, made once and never freed: the table lives as long
/// as the process, and a pointer into it costs nothing to copy (an array costs a retain).
enum ImmortalBuffer {
    static func make<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let storage = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(elements.count, 1))
        _ = storage.initialize(from: elements)
        return UnsafeBufferPointer(rebasing: storage[..<elements.count])
    }
}

/// The largest `maxLines` accepted: the 32-bit limit both SwiftUI and Compose can hold (§2.3).
public enum NodeLimits {
    public static let maxLines = 2_147_483_647
}
