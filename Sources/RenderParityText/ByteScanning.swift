/// Eight-bytes-at-a-time searches for the reader's hottest loops: the plain stretch of a
/// string, which needs no attention (spec §1.1), and a run of whitespace. The snapshot's
/// search for bytes to escape uses the same word tricks (`SnapshotString.firstEscaped`).
///
/// Why: the byte loop it replaces cost about seven instructions per byte, and
/// string contents are most of a document's bytes. Each word is tested with
/// the classic "has a zero byte" bit tricks, whose lowest flagged byte is exact
/// (a borrow only spreads upwards): that byte is the answer. `ReaderFastPathTests` checks each against its byte loop
/// (`…Bytewise`) on random inputs.
///
/// In the first stage (`RenderParityText`): the reader (a later stage) and the snapshot's
/// string writing both scan with it; its hot functions are `@inlinable` for the reader's loops.
@usableFromInline package enum ByteScanning {
    @usableFromInline package static let ones: UInt64 = 0x0101_0101_0101_0101
    @usableFromInline package static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that ends a string's plain stretch:
    /// `"`, `\`, a control character or a non-ASCII byte; `buffer.count` if there is none.
    @inline(__always)
    @inlinable package static func endOfPlainString(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let (index, found) = firstFlagged(buffer, from: start, plainStringEnds)
        return found ? index : endOfPlainStringBytewise(buffer, from: index)
    }

    /// The bytes of `word` that end a string's plain stretch (`endOfPlainString`), flagged by
    /// their high bit among other bits; the lowest flag is exact.
    @inline(__always)
    @inlinable package static func plainStringEnds(_ word: UInt64) -> UInt64 {
        zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C)) | lessThan0x20(word) | word
    }

    /// The index of the first byte at or after `start` that is not JSON whitespace (space, LF,
    /// CR, tab; spec §1.1), or `buffer.count`. Pretty-printed JSON is a third whitespace, mostly
    /// runs of indentation after a line break: a word is searched for its first byte that is not
    /// a space (a xor and a trailing-zero count), and only when that byte is other whitespace
    /// (a line break or a tab within the run) does the search go on after it.
    @inline(__always)
    @inlinable package static func endOfWhitespace(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        guard let base = buffer.baseAddress else { return index }
        let raw = UnsafeRawPointer(base)
        while index >= 0, index <= buffer.count &- 8 {
            let notSpaces =
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) ^ (ones &* 0x20)
            if notSpaces == 0 {
                index &+= 8
                continue
            }
            index &+= notSpaces.trailingZeroBitCount &>> 3
            guard isWhitespace(buffer[index]) else { return index }
            index &+= 1
        }
        return endOfWhitespaceBytewise(buffer, from: index)
    }

    /// Reads whole words from `start` while `flags` marks none of their bytes (by its high
    /// bit; the lowest mark must be exact). Returns the first marked byte's index and true, or
    /// where fewer than 8 bytes are left and false, for the caller's byte loop to finish.
    @inline(__always)
    @inlinable package static func firstFlagged(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, _ flags: (UInt64) -> UInt64
    ) -> (Int, Bool) {
        var index = start
        guard let base = buffer.baseAddress else { return (index, false) }
        let raw = UnsafeRawPointer(base)
        while index + 8 <= buffer.count {
            let marked =
                flags(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))) & highBits
            if marked != 0 { return (index + marked.trailingZeroBitCount / 8, true) }
            index += 8
        }
        return (index, false)
    }

    /// The high bit of each byte of `word` that is zero, among other bits. A borrow can
    /// flag a byte above a zero byte, never below the lowest: the lowest flag is exact.
    @inline(__always)
    @inlinable package static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word
    }

    /// The high bit of each byte below 0x20, among other bits; the lowest flag is exact, as above.
    @inline(__always)
    @inlinable package static func lessThan0x20(_ word: UInt64) -> UInt64 {
        (word &- ones &* 0x20) & ~word
    }

    // MARK: - The simple forms

    @inlinable package static func endsPlainString(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    @inlinable package static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }

    @inlinable package static func endOfWhitespaceBytewise(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int
    {
        var index = start
        while index < buffer.count, isWhitespace(buffer[index]) { index += 1 }
        return index
    }

    @inlinable package static func endOfPlainStringBytewise(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int)
        -> Int
    {
        var index = start
        while index < buffer.count, !endsPlainString(buffer[index]) { index += 1 }
        return index
    }
}
