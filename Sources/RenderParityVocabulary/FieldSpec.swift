/// One field of a node or record: how its JSON value is checked and how the snapshot prints it.
///
/// Every spec here is plain data (no arrays, no `String`s, only pointers into tables that live as long
/// as the process, `ImmortalBuffer`): the decoder reads them for every member of every node,
/// and a spec that held arrays paid a retain and a release on each read.
@usableFromInline package struct FieldSpec: Sendable {
    /// The table's `type` column (spec/dsl-nodes.json `fieldTypes`).
    @usableFromInline package enum Kind: Sendable {
        case string, number, integer, enumeration, node, nodes, records, stringList, stringRows
    }

    @usableFromInline package let field: Field
    @usableFromInline package let kind: Kind
    /// A required field that fails fails its node (§2.2); an optional one falls back (§2.3).
    @usableFromInline package let required: Bool
    /// `", name="`: written before the value, without its first two bytes when it opens the line; nil
    /// for fields that print as lines of their own (children, child, data points, rows).
    @usableFromInline package let lead: StaticString?
    /// The word an absent optional string prints (`default`, `none`); nil when it is left out.
    @usableFromInline package let absentWord: StaticString?
    @usableFromInline package let defaultNumber: Double
    @usableFromInline package let range: ClosedRange<Double>
    @usableFromInline package let enumeration: EnumSpec?
    @usableFromInline package let defaultCase: Int
    /// `" [children="`: the count of what the field holds, after the attributes.
    @usableFromInline package let count: StaticString?
    /// The index in `NodeTable.records` of what a `records` field holds.
    @usableFromInline package let record: Int
    /// An SF Symbol name, collected for `parity icons`.
    @usableFromInline package let isIcon: Bool
    /// Optional, with no default and no absent word: left out of the line when absent (`maxLines`).
    @usableFromInline package let isOmittedWhenAbsent: Bool

    @inlinable package init(
        _ field: Field, _ kind: Kind, required: Bool = false, lead: StaticString? = nil,
        absentWord: StaticString? = nil,
        defaultNumber: Double = 0, range: ClosedRange<Double> = 0...0, enumeration: EnumSpec? = nil,
        defaultCase: Int = 0,
        count: StaticString? = nil, record: Int = 0, isIcon: Bool = false
    ) {
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
    @inlinable package var expected: String {
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
    @inlinable package func spec(_ position: Int) -> UnsafePointer<FieldSpec> {
        // Never nil here: a row with fields has storage (`ImmortalBuffer`), and one without has no `indices`.
        baseAddress.unsafelyUnwrapped + position
    }
}
