import RenderParityText

/// Strings: quotes, escapes, surrogate pairs and UTF-8 well-formedness (spec §1.1).
extension JSONScanner {
    /// Scans the string starting at the opening quote and returns its tape entry.
    /// Most strings are plain ASCII up to the closing quote: that case is settled here,
    /// inline in the reader's loop; anything else goes on in `scanRestOfString`.
    @inline(__always)
    mutating func scanString() throws(JSONReadFailure) -> JSONDocument.Entry {
        let start = position + 1
        let end = ByteScanning.endOfPlainString(buffer, from: start)
        guard let entry = Self.plainString(in: buffer, from: start, to: end) else {
            return try scanRestOfString(from: end, start: start)
        }
        position = end + 1
        return entry
    }

    /// The entry of the string whose contents run from `start` to `end`, the first byte that
    /// needs attention, when that byte is its closing quote and the string is within the tape's
    /// limits; nil when `scanRestOfString` must go on. Static, so that no call copies the scanner.
    @inline(__always)
    static func plainString(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int)
        -> JSONDocument.Entry?
    {
        guard end < buffer.count, buffer[end] == UInt8(ascii: "\""), end - start < JSONDocument.Entry.countLimit,
            start < JSONDocument.Entry.payloadLimit
        else { return nil }
        return .init(kind: .string, count: end - start, payload: start)
    }

    /// A plain string of at most 16 bytes (`shortPlainString`): its length, and its bytes as a
    /// name's signature words (`NameSignature`), zero past its end.
    struct ShortString {
        let count: Int
        let head: UInt64
        let middle: UInt64
    }

    /// The string whose opening quote is at `quote` when it is plain (`plainString`) and at most
    /// 16 bytes long, read with two word loads; nil for any other string, and near the end of
    /// the input, where the words would run past it.
    ///
    /// Why: nearly every member name and most values of a renderer's document are such strings
    /// (`"type"`, `"label"`, `"#FF9500"`). The general search (`endOfPlainString`) loops, and a
    /// name's words were then read again for its signature: two thirds of a member name's
    /// instructions on the 10 MB dashboard. Here the first flagged byte of the two words ends the
    /// string; it must be its closing quote. Static, so that no call copies the scanner.
    /// `bound` is `shortStringBound(in: buffer)`, made once per document: the three checks it
    /// stands for, each made for every string, were a tenth of a short string's instructions.
    @inline(__always)
    static func shortPlainString(at quote: Int, base: UnsafePointer<UInt8>, below bound: Int) -> ShortString? {
        guard UInt(bitPattern: quote) < UInt(bitPattern: bound) else { return nil }
        let raw = UnsafeRawPointer(base + (quote &+ 1))
        let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
        let headEnds = ByteScanning.plainStringEnds(head) & ByteScanning.highBits
        // Most strings end in the first word: the second is read only for the others.
        if headEnds != 0 {
            let count = headEnds.trailingZeroBitCount &>> 3
            guard raw.load(fromByteOffset: count, as: UInt8.self) == UInt8(ascii: "\"") else { return nil }
            return ShortString(count: count, head: head & Self.bytesBelow(headEnds), middle: 0)
        }
        let middle = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
        let middleEnds = ByteScanning.plainStringEnds(middle) & ByteScanning.highBits
        // 16 when no byte is flagged: then the byte after the two words must be the quote.
        let count = 8 &+ middleEnds.trailingZeroBitCount &>> 3
        guard raw.load(fromByteOffset: count, as: UInt8.self) == UInt8(ascii: "\"") else { return nil }
        return ShortString(count: count, head: head, middle: middle & Self.bytesBelow(middleEnds))
    }

    /// A member name of at most 16 bytes as `shortName` reads it: its length, and its bytes xored
    /// with quotes (`"`), zero past its end, as two words (`ShortNameTable.Slot`).
    struct ShortName {
        let count: Int
        let head: UInt64
        let middle: UInt64
    }

    /// The bytes from after the quote at `quote` to the next quote, when there are at most 16 of
    /// them, read with two word loads as `shortPlainString` does (within the same bound); nil
    /// otherwise.
    ///
    /// Why: only the closing quote is searched for, not every byte that ends a plain stretch
    /// (half the operations): the caller matches the bytes against names that are plain
    /// (`ShortNameTable`), so they are a plain string when they match. Xored with quotes and
    /// zero past the end, no two byte strings without a quote have the same words, whatever
    /// other bytes (a 0 included) they hold.
    @inline(__always)
    static func shortName(at quote: Int, base: UnsafePointer<UInt8>, below bound: Int) -> ShortName? {
        guard UInt(bitPattern: quote) < UInt(bitPattern: bound) else { return nil }
        let raw = UnsafeRawPointer(base + (quote &+ 1))
        let quotes = ByteScanning.ones &* UInt64(UInt8(ascii: "\""))
        let head = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self)) ^ quotes
        let headEnds = ByteScanning.zeroBytes(head) & ByteScanning.highBits
        if headEnds != 0 {
            return ShortName(
                count: headEnds.trailingZeroBitCount &>> 3, head: head & Self.bytesBelow(headEnds), middle: 0)
        }
        let middle = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) ^ quotes
        let middleEnds = ByteScanning.zeroBytes(middle) & ByteScanning.highBits
        // 16 when there is no quote in the words: then it must be the byte after them.
        if middleEnds == 0, raw.load(fromByteOffset: 16, as: UInt8.self) != UInt8(ascii: "\"") { return nil }
        return ShortName(
            count: 8 &+ middleEnds.trailingZeroBitCount &>> 3, head: head, middle: middle & Self.bytesBelow(middleEnds))
    }

    /// The quotes at which `shortPlainString` may read, 0 up to this bound (none for an input
    /// of 19 bytes or fewer): both words, the byte after them (a closing quote after 16 plain
    /// bytes) and the two after that (a name's colon and the byte after it, which the walk reads
    /// unchecked) are in the input, and the string's start is within the tape's payload.
    static func shortStringBound(in buffer: UnsafeBufferPointer<UInt8>) -> Int {
        max(0, min(buffer.count - 19, JSONDocument.Entry.payloadLimit - 1))
    }

    /// The index of the closing quote of the string whose contents start at `start`, when it has
    /// no escapes and is well-formed UTF-8 (`scanString`'s rule); nil for any other string, and
    /// for one the input ends in. `fastString` reads strings longer than `shortPlainString`'s
    /// with it, and `scanString` what it leaves.
    ///
    /// Why: `scanString` stops at each multi-byte sequence, checks it and searches on from it
    /// through a call each; a value such as `"Dining out — café ☕️"` took about 400
    /// instructions. Here plain stretches are searched a word at a time and a sequence is
    /// checked in place. From the input's base address: the words are read only where 8 bytes
    /// are left, the rest a byte at a time.
    static func endOfString(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int? {
        let raw = UnsafeRawPointer(base)
        var index = start
        while true {
            if index &+ 8 <= end {
                let flags =
                    ByteScanning.plainStringEnds(
                        UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)))
                    & ByteScanning.highBits
                if flags == 0 {
                    index &+= 8
                    continue
                }
                index &+= flags.trailingZeroBitCount &>> 3
            } else {
                while index < end, !ByteScanning.endsPlainString(base[index]) { index &+= 1 }
                guard index < end else { return nil }
            }
            let byte = base[index]
            if byte == UInt8(ascii: "\"") { return index }
            // An escape or a control character (`scanString`'s), or a byte that starts no sequence.
            guard let length = Self.utf8Length(base, at: index, end: end) else { return nil }
            index &+= length
        }
    }

    /// The length of the well-formed multi-byte UTF-8 sequence at `index` (`UTF8Sequence`'s table,
    /// written out: the call of `UTF8Sequence.expected` was not inlined here), nil if there is none.
    @inline(__always)
    static func utf8Length(_ base: UnsafePointer<UInt8>, at index: Int, end: Int) -> Int? {
        let lead = base[index]
        guard lead >= 0xC2, index &+ 1 < end else { return nil }
        let second = base[index &+ 1]
        if lead < 0xE0 { return second & 0xC0 == 0x80 ? 2 : nil }
        guard index &+ 2 < end, base[index &+ 2] & 0xC0 == 0x80 else { return nil }
        if lead < 0xF0 {
            let lowest: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
            let highest: UInt8 = lead == 0xED ? 0x9F : 0xBF
            return second >= lowest && second <= highest ? 3 : nil
        }
        guard lead <= 0xF4, index &+ 3 < end, base[index &+ 3] & 0xC0 == 0x80 else { return nil }
        let lowest: UInt8 = lead == 0xF0 ? 0x90 : 0x80
        let highest: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
        return second >= lowest && second <= highest ? 4 : nil
    }

    /// The bytes of a word below the lowest flagged one (`flags` has only high bits set), all of
    /// them when none is: the lowest flag, shifted to its byte's low bit, minus one.
    @inline(__always)
    private static func bytesBelow(_ flags: UInt64) -> UInt64 {
        ((flags & (0 &- flags)) &>> 7) &- 1
    }

    /// `scanString` from the first byte that needs attention (`index`) to the closing quote.
    private mutating func scanRestOfString(from index: Int, start: Int) throws(JSONReadFailure) -> JSONDocument.Entry {
        var index = index
        var hasEscapes = false
        while true {
            guard index < buffer.count else { throw failure(Messages.JSON.unterminatedString, at: start - 1) }
            let byte = buffer[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                hasEscapes = true
                index = try scanEscape(at: index)
            } else if byte < 0x20 {
                throw failure(Messages.JSON.controlCharacter(hex: hex4(UInt32(byte))), at: index)
            } else if let end = Self.endOfUTF8Sequence(in: buffer, at: index) {
                index = end
            } else {
                index = try scanUTF8Sequence(at: index)
            }
            index = ByteScanning.endOfPlainString(buffer, from: index)
        }
        position = index + 1
        guard index - start < JSONDocument.Entry.countLimit, start < JSONDocument.Entry.payloadLimit else {
            throw failure(Messages.JSON.stringTooLong, at: start - 1)
        }
        return .init(kind: .string, hasEscapes: hasEscapes, count: index - start, payload: start)
    }

    /// Checks the escape at `index` (a backslash) and returns the index after it.
    private func scanEscape(at index: Int) throws(JSONReadFailure) -> Int {
        guard index + 1 < buffer.count else { throw failure(Messages.JSON.unterminatedString, at: index) }
        switch buffer[index + 1] {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
            UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
            return index + 2
        case UInt8(ascii: "u"):
            let unit = try hexEscape(at: index)
            switch unit {
            case 0xD800...0xDBFF:
                guard index + 11 < buffer.count, buffer[index + 6] == UInt8(ascii: "\\"),
                    buffer[index + 7] == UInt8(ascii: "u"),
                    let low = try? hexEscape(at: index + 6), (0xDC00...0xDFFF).contains(low)
                else {
                    throw failure(Messages.JSON.loneHighSurrogate(hex: hex4(unit)), at: index)
                }
                return index + 12
            case 0xDC00...0xDFFF:
                throw failure(Messages.JSON.loneLowSurrogate(hex: hex4(unit)), at: index)
            default:
                return index + 6
            }
        default:
            throw failure(Messages.JSON.invalidEscape(escape: describeEscape(buffer[index + 1])), at: index)
        }
    }

    /// The value of the `\uXXXX` escape whose backslash is at `index`.
    private func hexEscape(at index: Int) throws(JSONReadFailure) -> UInt32 {
        guard index + 5 < buffer.count else { throw failure(Messages.JSON.unterminatedUnicodeEscape, at: index) }
        var value: UInt32 = 0
        for offset in 2...5 {
            guard let digit = JSONStringUnescaper.hexValue(buffer[index + offset]) else {
                throw failure(Messages.JSON.shortUnicodeEscape, at: index)
            }
            value = value << 4 | digit
        }
        return value
    }

    /// Checks one multi-byte UTF-8 sequence (RFC 3629 table 3-7) and returns the index after it.
    private func scanUTF8Sequence(at index: Int) throws(JSONReadFailure) -> Int {
        if let end = Self.endOfUTF8Sequence(in: buffer, at: index) { return end }
        let lead = buffer[index]
        let hex = String(lead, radix: 16, uppercase: true)
        throw failure(
            UTF8Sequence.expected(after: lead) == nil
                ? Messages.JSON.invalidUTF8Byte(hex: hex) : Messages.JSON.invalidUTF8Sequence(hex: hex), at: index)
    }

    /// The index after the well-formed multi-byte sequence at `index`; nil if there is none.
    /// Static and inlined into `scanRestOfString`: non-ASCII text is a few sequences between plain
    /// stretches, and a call of a scanner method per sequence copied the whole scanner.
    @inline(__always)
    static func endOfUTF8Sequence(in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        guard let (length, secondRange) = UTF8Sequence.expected(after: buffer[index]),
            length <= buffer.count - index, secondRange.contains(buffer[index + 1])
        else { return nil }
        for offset in 2..<length where buffer[index + offset] & 0xC0 != 0x80 { return nil }
        return index + length
    }

    private func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    private func describeEscape(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte)
            ? String(Character(Unicode.Scalar(byte)))
            : Messages.JSON.escapeByte(hex: String(byte, radix: 16, uppercase: true))
    }
}
