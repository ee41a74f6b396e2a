import RenderParityText

/// A parsed, validated JSON document stored as a flat tape (spec §1.1).
///
/// Why a tape: the decoder looks members up by name and skips whole subtrees,
/// and a flat array of small entries does both without one allocation per
/// value. Strings stay byte ranges into the input until someone asks for a
/// `String`, so a document's text is copied at most once.
///
/// Tape layout: a container entry is followed by its contents and records the
/// index just past them (`end`), so skipping a subtree is O(1). An object's
/// contents are key, value, key, value, … .
public struct JSONDocument: Sendable {
    public enum Kind: UInt8, Sendable {
        case object, array, string, number, `true`, `false`, null

        /// The JSON type's name as diagnostics print it (spec/messages.json).
        public var typeName: String {
            switch self {
            case .object: Messages.JSON.kindObject
            case .array: Messages.JSON.kindArray
            case .string: Messages.JSON.kindString
            case .number: Messages.JSON.kindNumber
            case .true, .false: Messages.JSON.kindBoolean
            case .null: Messages.JSON.kindNull
            }
        }
    }

    /// One tape entry packed into 8 bytes, so the tape stays near the input's size:
    /// tag (3 bits: a `Kind`, or 7 for a field name), has-escapes (1), count (28: string
    /// length or container size), payload (32: string offset, index past a container's
    /// subtree, or index into `numbers`).
    ///
    /// A field name is a member name that is one of the vocabulary's (`MemberNames`), escapes
    /// resolved. The reader recognises every one while the name's bytes are in cache, so the
    /// decoder and the snapshot writer never compare member names again (those reads missed
    /// the cache: a third of `ObjectMembers`' time). Its count holds the name's length in the
    /// input (8 bits: a name of at most 24 bytes is at most 144 bytes escaped) and its
    /// `FieldID` above that (bits 12–30); its payload is the name's offset, as for any string.
    ///
    /// A node type is the value of a member named the vocabulary's type key that the reader
    /// recognised as one of its node types (`MemberNames.types`: plain, at most 16 bytes): tag 7
    /// too, with `typeMark` (bit 31) set and the type's position among the node types where a
    /// field's `FieldID` goes. Why: `NodeDecoder.check` matched every node's `type` string by
    /// its bytes, long after the reader saw them and out of the cache by then (42–44% of its
    /// time); it now reads the position off the entry. For every reader of a string it is a
    /// string: its kind, length (`stringCount`, 8 bits as a name's), escapes (none) and offset
    /// are a plain string's; `field` is nil for it, so it is never taken for a member name.
    @usableFromInline package struct Entry: Sendable {
        @usableFromInline static let countLimit = 1 << 28
        @usableFromInline static let payloadLimit = 1 << 32
        @usableFromInline static let fieldTag: UInt64 = 7
        /// Set in a node type's entry (tag 7), clear in a field name's (see above).
        @usableFromInline static let typeMark: UInt64 = 1 << 31
        /// The bits that tell a field name (`fieldTag`, the mark clear) and which field it is,
        /// its length aside: a key named the type key is `typeKey(_:)` under this mask.
        @usableFromInline static let keyMask: UInt64 = 0xFFFF_F007
        /// Node types' positions below this fit beside the mark.
        @usableFromInline package static let nodeTypeLimit = 1 << 19

        @usableFromInline var bits: UInt64

        /// `count` and `payload` are within `countLimit` and `payloadLimit` (the reader checks
        /// both); they are converted without checks, which were a tenth of the reader's writing
        /// of a string's entry.
        @inlinable package init(kind: Kind, hasEscapes: Bool = false, count: Int = 0, payload: Int = 0) {
            bits =
                UInt64(kind.rawValue) | (hasEscapes ? 8 : 0) | UInt64(truncatingIfNeeded: count) << 4
                | UInt64(truncatingIfNeeded: payload) << 32
        }

        /// The entry with these bits (the reader's `ShortNameTable` keeps a name's).
        init(bits: UInt64) { self.bits = bits }

        /// The member name `key` (a string entry of at most 255 bytes), recognised as `field`:
        /// `key`'s bits but for its tag, the high bits of its count and where the field goes.
        @inlinable package init(field: FieldID, key: Entry) {
            bits = Self.fieldTag | (key.bits & 0xFFFF_FFFF_0000_0FF8) | UInt64(field.raw) << 12
        }

        /// The string `value` (plain, at most 255 bytes), recognised as the node type at
        /// `position` (below `nodeTypeLimit`): `value`'s bits but for its tag, the high bits of
        /// its count, the mark and the position.
        @inlinable package init(nodeType position: Int, value: Entry) {
            bits =
                Self.fieldTag | (value.bits & 0xFFFF_FFFF_0000_0FF8) | Self.typeMark
                | UInt64(truncatingIfNeeded: position) << 12
        }

        /// What a key named `field` is under `keyMask`, whatever its length and escapes.
        @inlinable package static func typeKey(_ field: FieldID) -> UInt64 { fieldTag | UInt64(field.raw) << 12 }

        @inlinable package var kind: Kind {
            let tag = bits & 7
            return tag == Self.fieldTag ? .string : Kind(rawValue: UInt8(tag)) ?? .null
        }

        /// The field a member name names, if the reader recognised it (see above); nil for a
        /// node type.
        @inlinable package var field: FieldID? {
            bits & (Self.typeMark | 7) == Self.fieldTag
                ? FieldID(Int(truncatingIfNeeded: bits >> 12 & 0x7_FFFF)) : nil
        }

        /// The position among the node types of a `type` value the reader recognised (see
        /// above); nil for any other entry.
        @inlinable package var nodeType: Int? {
            bits & (Self.typeMark | 7) == Self.typeMark | Self.fieldTag
                ? Int(truncatingIfNeeded: bits >> 12 & 0x7_FFFF) : nil
        }

        /// A string's length in the input, escapes unresolved, field names included.
        @inlinable var stringCount: Int { bits & 7 == Self.fieldTag ? Int(bits >> 4 & 0xFF) : count }

        @inlinable var hasEscapes: Bool { bits & 8 != 0 }

        /// Members (object) or elements (array); 0 for any other value, so walking the
        /// "elements" of a string or number is empty rather than a walk over unrelated entries.
        @inlinable var containerCount: Int {
            switch kind {
            case .object, .array: count
            default: 0
            }
        }

        /// The index just past this value, at `index`, and everything inside it (below 2^32,
        /// the reader's limit, so the addition wraps rather than checks).
        @inlinable package func end(at index: Int) -> Int {
            switch kind {
            case .object, .array: payload
            default: index &+ 1
            }
        }

        @inlinable package var count: Int {
            get { Int(bits >> 4 & 0x0FFF_FFFF) }
            set { bits = bits & ~(0x0FFF_FFFF << 4) | UInt64(newValue) << 4 }
        }
        @inlinable var payload: Int {
            get { Int(bits >> 32) }
            set { bits = bits & 0xFFFF_FFFF | UInt64(newValue) << 32 }
        }
    }

    /// The input bytes, exactly as given (offsets point into them).
    @usableFromInline package let bytes: DocumentBytes
    @usableFromInline package var tape: TapeEntries
    /// The values of number entries, in document order.
    @usableFromInline package var numbers: [Double]
    /// For each object, how many objects enclose it, summed: how much indenting a
    /// line per object would take (two spaces per level), so writers can size their output.
    @usableFromInline package var objectNesting = 0
    /// Which node types the reader recognised in `type` values (`MemberNames.typeStamps`; 0:
    /// none), so a decoder of another vocabulary never takes them for its own.
    @usableFromInline package var typeStamps = 0

    /// The root value's index.
    public var root: Int { 0 }

    // MARK: - Values
    // The string accessors are `JSONTape`'s, through a view taken for the one call; loops
    // over a whole document take the view once instead (`withTape`).

    public func kind(_ index: Int) -> Kind { tape[index].kind }

    public func number(_ index: Int) -> Double { numbers[tape[index].payload] }

    public func string(_ index: Int) -> String { withTape { $0.string(index) } }

    /// Whether the string at `index` equals `name` (an ASCII field name), without building a `String`.
    public func stringEquals(_ index: Int, _ name: StaticString) -> Bool { withTape { $0.stringEquals(index, name) } }

    // MARK: - Containers

    /// Number of members (object) or elements (array); 0 for any other value.
    public func count(_ index: Int) -> Int { tape[index].containerCount }

    /// The index just past the value at `index` and everything inside it.
    public func next(_ index: Int) -> Int { tape[index].end(at: index) }

    /// The elements of the array at `index`, as value indices.
    public func elements(_ index: Int) -> JSONChildren {
        JSONChildren(document: self, first: index + 1, count: count(index), isObject: false)
    }

    /// The members of the object at `index`, as (key index, value index) pairs in document order.
    public func members(_ index: Int) -> JSONChildren {
        JSONChildren(document: self, first: index + 1, count: count(index), isObject: true)
    }

    /// The value of the member named `name`, if the object at `index` has one.
    public func member(_ index: Int, _ name: StaticString) -> Int? { withTape { $0.member(index, name) } }
}

/// Walks an object's members or an array's elements on a `JSONDocument` tape.
public struct JSONChildren: Sequence, Sendable {
    @usableFromInline package let document: JSONDocument
    @usableFromInline package let first: Int
    @usableFromInline package let count: Int
    @usableFromInline package let isObject: Bool

    public struct Member: Sendable {
        /// The key's index (objects); equal to `value` for arrays.
        public let key: Int
        public let value: Int

        // Explicit: a memberwise initializer is internal, and `@inlinable` code in other stages makes these.
        @inlinable package init(key: Int, value: Int) {
            self.key = key
            self.value = value
        }
    }

    public struct Iterator: IteratorProtocol {
        @usableFromInline package let children: JSONChildren
        @usableFromInline package var cursor: Int
        @usableFromInline package var remaining: Int

        public mutating func next() -> Member? {
            guard remaining > 0 else { return nil }
            remaining -= 1
            let key = cursor
            let value = children.isObject ? cursor + 1 : cursor
            cursor = children.document.next(value)
            return Member(key: key, value: value)
        }
    }

    public func makeIterator() -> Iterator { Iterator(children: self, cursor: first, remaining: count) }
}
