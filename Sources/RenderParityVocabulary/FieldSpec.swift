import RenderParityJSON
import RenderParityText

/// One field of a node, record or envelope, compiled: how its JSON value is checked and how
/// the snapshot prints it (spec/vocabulary.md §3.2, §3.3).
///
/// Every spec here is plain data (no arrays, no `String`s on the hot path, only pointers into
/// storage that lives as long as the process, `ImmortalBuffer`): the decoder reads them for
/// every member of every node, and a spec that held arrays paid a retain and a release on
/// each read.
@usableFromInline package struct FieldSpec: Sendable {
    /// The field's type (spec/vocabulary.md §3.3).
    @usableFromInline package enum Kind: Sendable {
        case string, number, integer, boolean, enumeration, node, nodes, records, stringList, stringRows
    }

    @usableFromInline package let field: FieldID
    @usableFromInline package let kind: Kind
    /// A required field that fails fails its node (§2.2); an optional one falls back (§2.3).
    @usableFromInline package let required: Bool
    /// Read from the node's props object rather than the node itself (spec/vocabulary.md §2).
    @usableFromInline package let inProps: Bool
    /// `", name="`: written before the value, without its first two bytes when it opens the line; nil
    /// for fields that print as lines of their own (children, child, data points, rows).
    @usableFromInline package let lead: VocabularyText?
    /// The word an absent optional string prints (`default`, `none`); nil when it is left out.
    @usableFromInline package let absentWord: VocabularyText?
    /// A `number`'s default, or an `integer`'s when `hasDefault`.
    @usableFromInline package let defaultNumber: Double
    @usableFromInline package let hasDefault: Bool
    @usableFromInline package let defaultBoolean: Bool
    @usableFromInline package let range: ClosedRange<Double>
    @usableFromInline package let enumeration: EnumSpec?
    @usableFromInline package let defaultCase: Int
    /// `" [children="`: the count of what the field holds, after the attributes.
    @usableFromInline package let count: VocabularyText?
    /// The index in the vocabulary's records of what a `records` field holds.
    @usableFromInline package let record: Int
    /// An SF Symbol name, collected for `parity icons`.
    @usableFromInline package let isIcon: Bool
    /// Optional, with no default and no absent word: left out of the line when absent (`maxLines`).
    @usableFromInline package let isOmittedWhenAbsent: Bool
    /// A string prints as Q when required or left out when absent, else as B (spec/vocabulary.md §3.3).
    @usableFromInline package let printsQuoted: Bool
    /// How diagnostics name what a `records` field holds ("a data point"); empty for other kinds.
    @usableFromInline package let recordOwner: String
    /// What a diagnostic says was expected (§2.4): "a string", "one of a, b", "an array of data
    /// points". Worded when a diagnostic asks: wording it for every field when a vocabulary
    /// loaded was about 0.1M instructions of every process's start-up, for diagnostics most
    /// documents never have.
    @usableFromInline package var expected: String {
        Self.expected(kind, enumeration: enumeration, recordOwner: recordOwner)
    }

    package init(
        _ field: FieldID, _ kind: Kind, required: Bool = false, inProps: Bool = false, lead: String? = nil,
        absentWord: String? = nil, defaultNumber: Double = 0, hasDefault: Bool = false, defaultBoolean: Bool = false,
        range: ClosedRange<Double> = 0...0, enumeration: EnumSpec? = nil, defaultCase: Int = 0, count: String? = nil,
        record: Int = 0, recordOwner: String = "", isIcon: Bool = false
    ) {
        self.field = field
        self.kind = kind
        self.required = required
        self.inProps = inProps
        self.lead = lead.map(VocabularyText.init)
        self.absentWord = absentWord.map(VocabularyText.init)
        self.defaultNumber = defaultNumber
        self.hasDefault = hasDefault
        self.defaultBoolean = defaultBoolean
        self.range = range
        self.enumeration = enumeration
        self.defaultCase = defaultCase
        self.count = count.map(VocabularyText.init)
        self.record = record
        self.isIcon = isIcon
        isOmittedWhenAbsent =
            !required && absentWord == nil && !hasDefault
            && [.string, .number, .integer, .boolean, .enumeration].contains(kind)
        printsQuoted = required || isOmittedWhenAbsent
        self.recordOwner = recordOwner
    }

    /// What a value of this field must be (§2.4), worded in spec/messages.json.
    static func expected(_ kind: Kind, enumeration: EnumSpec?, recordOwner: String) -> String {
        switch kind {
        case .string: Messages.Decoding.expectedString
        case .number: Messages.Decoding.expectedNumber
        case .integer: Messages.Decoding.expectedInteger
        case .boolean: Messages.Decoding.expectedBoolean
        case .enumeration: Messages.Decoding.expectedCase(cases: enumeration?.list ?? "")
        case .node: Messages.Decoding.expectedNode
        case .nodes: Messages.Decoding.expectedNodes
        case .records: Messages.Decoding.expectedRecords(records: RecordPlural.of(recordOwner))
        case .stringList: Messages.Decoding.expectedStrings
        case .stringRows: Messages.Decoding.expectedStringRows
        }
    }
}

/// "a data point" → "data points": how an array of records is named in diagnostics. A record's
/// `owner` is written "a …" or "an …" (spec/vocabulary.md §3.4).
enum RecordPlural {
    static func of(_ owner: String) -> String {
        // `String(…) + "s"`: a `Substring` + `String` is the generic `+`, whose first call in a
        // process looked up its witnesses at run time (about 0.1M instructions of loading).
        for article in ["a ", "an "] where owner.hasPrefix(article) {
            return String(owner.dropFirst(article.count)) + "s"
        }
        return owner + "s"
    }
}

extension UnsafeBufferPointer<FieldSpec> {
    /// The spec at `position` (one of `indices`), in place. Why: a `FieldSpec` passed as
    /// `fields[position]` was copied whole, by `memcpy`, at every call, for every
    /// field of every node; the decoder and the line writer take this pointer instead.
    @inline(__always)
    @inlinable package func spec(_ position: Int) -> UnsafePointer<FieldSpec> {
        // Never nil here: a row with fields has storage (`ImmortalBuffer`), and one without has no `indices`.
        baseAddress.unsafelyUnwrapped + position
    }
}
