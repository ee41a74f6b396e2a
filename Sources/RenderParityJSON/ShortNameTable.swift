import RenderParityText

/// The reader's table for its common member name (`JSONScanner.walk`): each of a vocabulary's
/// first 64 names of at most 16 plain bytes (`ByteScanning.endsPlainString`: no quote, escape,
/// control or non-ASCII byte), with the tape entry a key of that name gets (but for its offset)
/// and its bit among an object's names, found by the name's words as `shortName` reads a key.
///
/// Why: the name index (`NameIndex`) answers any name, through its signature, its position
/// and a probe loop; for the names nearly every member of a document has, this answers in one
/// slot, and the entry and bit the walk then needs are in it. A key's bytes up to its first
/// quote equal a name's only if they are that name (`shortName`), so the key is then a plain
/// string: nothing else about it is checked. A name the table could not place without a
/// collision is left out: the walk then reads it as any other name (`readOtherKey`), by the
/// name index.
///
/// A vocabulary's node types have a table of their own (`init(nodeTypes:)`): a `type` value's
/// words as `shortPlainString` reads a string (not xored with quotes), and the entry a value of
/// that type gets (`JSONDocument.Entry(nodeType:value:)`). Both paths of the reader read it
/// through `JSONScanner.nodeType`, and only a name's slot says it is that name.
/// `@unchecked Sendable`: its buffer is immutable and never freed (`ImmortalBuffer`).
@usableFromInline package struct ShortNameTable: @unchecked Sendable {
    struct Slot {
        /// The name's bytes xored with quotes (member names, `JSONScanner.shortName`) or as they
        /// are (node types, `shortPlainString`), zero past its end. An empty slot's head has a
        /// 0 byte below one that is not, which no key's or plain string's has.
        let head: UInt64
        let middle: UInt64
        /// The bits of a key entry of this name at offset 0 (`JSONDocument.Entry(field:key:)`),
        /// or of a value of this node type (`Entry(nodeType:value:)`).
        let entry: UInt64
        /// The name's bit among an object's first 64 (`JSONScanner.OpenContainer.fields`); 0
        /// for a node type.
        let bit: UInt64
    }

    /// How many multipliers are tried for a placement without collisions (see `NameIndex`).
    static let attempts = 512

    let multiplier: UInt64
    let shift: UInt64
    let slots: UnsafeBufferPointer<Slot>

    /// Member names: each slot's words xored with quotes, its entry a key's.
    init(_ names: [NameSignature]) {
        let quotes = ByteScanning.ones &* UInt64(UInt8(ascii: "\""))
        self.init(names, xoring: quotes) { position, count in
            let key = JSONDocument.Entry(kind: .string, count: count, payload: 0)
            return (JSONDocument.Entry(field: FieldID(position), key: key).bits, 1 << UInt64(position))
        }
    }

    /// A vocabulary's node types, in its order (`Vocabulary.types`): each slot's words the
    /// type's bytes, its entry a `type` value's. An empty type is left out (the fast path's
    /// lookup keeps an empty string's closing quote in its words: `JSONScanner.nodeType`).
    init(nodeTypes names: [NameSignature]) {
        self.init(names, xoring: 0, shortest: 1) { position, count in
            let value = JSONDocument.Entry(kind: .string, count: count, payload: 0)
            return (JSONDocument.Entry(nodeType: position, value: value).bits, 0)
        }
    }

    /// The first 64 of `names` that are plain and of `shortest` to 16 bytes, their words xored
    /// with `xoring`; `made` gives the entry and bit of the name at a position, of a length.
    private init(
        _ names: [NameSignature], xoring: UInt64, shortest: Int = 0, made: (Int, Int) -> (entry: UInt64, bit: UInt64)
    ) {
        // (position, the words of the name's bytes xored, its length)
        var eligible: [(position: Int, head: UInt64, middle: UInt64, count: Int)] = []
        for (position, name) in names.prefix(64).enumerated() where name.count >= shortest && name.count <= 16 {
            let bytes = (0..<name.count).map { offset in
                UInt8(truncatingIfNeeded: offset < 8 ? name.head >> (8 * offset) : name.middle >> (8 * (offset - 8)))
            }
            guard !bytes.contains(where: ByteScanning.endsPlainString) else { continue }
            eligible.append(
                (
                    position, (name.head ^ xoring) & NameSignature.mask(keeping: name.count),
                    (name.middle ^ xoring) & NameSignature.mask(keeping: name.count - 8),
                    name.count
                ))
        }
        // Eight slots a name: a multiplier then places n names without a collision with a chance
        // of about e^(-n/16), one in 55 for 64 names, so one of those tried nearly always does.
        // One table for every attempt, emptied of what the last one filled, and an attempt stops
        // at its first collision (as `NameIndex` does): a table per attempt cost its whole size.
        var bits: UInt64 = 4
        while (1 << bits) < 8 * eligible.count { bits += 1 }
        let shift = 64 - bits
        let empty = Slot(head: 0xFF00, middle: 0, entry: 0, bit: 0)
        var slots = [Slot](repeating: empty, count: 1 << Int(bits))
        var filled: [Int] = []
        filled.reserveCapacity(eligible.count)
        /// Places the names by `multiplier`, each in its slot if it is free; whether all were.
        func place(by multiplier: UInt64, stoppingAtACollision stops: Bool) -> Bool {
            for slot in filled { slots[slot] = empty }
            filled.removeAll(keepingCapacity: true)
            var placedAll = true
            for name in eligible {
                let slot = Self.slot(head: name.head, middle: name.middle, multiplier: multiplier, shift: shift)
                guard slots[slot].head == empty.head else {
                    placedAll = false
                    if stops { break } else { continue }
                }
                let (entry, bit) = made(name.position, name.count)
                slots[slot] = Slot(head: name.head, middle: name.middle, entry: entry, bit: bit)
                filled.append(slot)
            }
            return placedAll
        }
        var candidate: UInt64 = 0
        var placed = false
        for _ in 0..<Self.attempts where !placed {
            candidate &+= 0x9E37_79B9_7F4A_7C15
            placed = place(by: candidate, stoppingAtACollision: true)
        }
        // None placed them all: the first multiplier's slots, a name whose slot is taken left out.
        if !placed {
            candidate = 0x9E37_79B9_7F4A_7C15
            _ = place(by: candidate, stoppingAtACollision: false)
        }
        multiplier = candidate
        self.shift = shift
        self.slots = ImmortalBuffer.make(slots)
    }

    @inline(__always)
    static func slot(head: UInt64, middle: UInt64, multiplier: UInt64, shift: UInt64) -> Int {
        // The words' sum: the middle is 0 for most names, and two names whose sums tie (which no
        // multiplier separates) only leave one of them to the name index.
        Int(truncatingIfNeeded: ((head &+ middle) &* multiplier) &>> shift)
    }

    /// The slot of a key read by `shortName`; its name may be another (compare the words).
    @inline(__always)
    func slot(of key: JSONScanner.ShortName) -> UnsafePointer<Slot> { slot(head: key.head, middle: key.middle) }

    /// The slot of a name of these words; its name may be another (compare the words).
    @inline(__always)
    func slot(head: UInt64, middle: UInt64) -> UnsafePointer<Slot> {
        slots.baseAddress.unsafelyUnwrapped
            + Self.slot(head: head, middle: middle, multiplier: multiplier, shift: shift)
    }
}
