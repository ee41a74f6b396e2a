import RenderParityText

/// One of a vocabulary's member names, by its position in the vocabulary's list of names
/// (spec/vocabulary.md §6: at most 4,096 of them).
///
/// Why an index and not the name: the reader recognises every member name that is one of the
/// vocabulary's while its bytes are in cache (`MemberNames`), and the decoder then compares
/// small integers, never names.
@usableFromInline package struct FieldID: Hashable, Sendable {
    /// The most names a vocabulary may have: what a tape entry holds beside the name's length.
    @usableFromInline package static let limit = 4096

    @usableFromInline package let raw: UInt32

    @inlinable package init(_ raw: Int) { self.raw = UInt32(truncatingIfNeeded: raw) }

    @inlinable package var index: Int { Int(raw) }
}

/// The member names the reader recognises: a vocabulary's (`Vocabulary.names`), or none, for
/// JSON that is not a document of a vocabulary (a vocabulary file itself, a project file).
@usableFromInline package struct MemberNames: Sendable {
    /// No names: every key is left as it is.
    @usableFromInline package static let none = MemberNames([])

    @usableFromInline let index: NameIndex
    /// The first 64 names of at most 16 bytes, for the reader's common case.
    let short: ShortNameTable
    /// How many names there are.
    @usableFromInline package let count: Int
    /// The first 64 node types of at most 16 plain bytes: a string value of a member named the
    /// type key (`typeKey`) that is one of them is stamped with its position
    /// (`JSONDocument.Entry.nodeType`).
    let types: ShortNameTable
    /// What a key named the type key is under `Entry.keyMask`; all ones (no key) without one.
    let typeKey: UInt64
    /// Which node types `types` holds, for `JSONDocument.typeStamps`: its slots' address, which
    /// no other table's ever is (`ImmortalBuffer` never frees them); 0 without a type key.
    @usableFromInline package let typeStamps: Int

    /// `names` must be distinct, at most `FieldID.limit` and at most `NameSignature.maximumCount`
    /// bytes each (the vocabulary loader checks both); a longer one matches no key. `types` are
    /// the node types in the order the decoder matches them (`Vocabulary.types`), and `typeKey`
    /// the field whose string values name them; without it no value is stamped.
    package init(_ names: [NameSignature], types: [NameSignature] = [], typeKey: FieldID? = nil) {
        index = NameIndex(names)
        short = ShortNameTable(names)
        count = names.count
        self.types = ShortNameTable(nodeTypes: types)
        self.typeKey = typeKey.map(JSONDocument.Entry.typeKey) ?? .max
        typeStamps = typeKey == nil ? 0 : Int(bitPattern: self.types.slots.baseAddress)
    }

    /// The name a key with this signature is; nil for a key that is none of them.
    @inline(__always)
    @inlinable package func field(_ signature: NameSignature?) -> FieldID? {
        index.position(of: signature).map(FieldID.init)
    }
}
