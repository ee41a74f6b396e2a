import RenderParityText

/// The fast path's tokens (`readFast`): the first byte of the next one past any whitespace,
/// read once, from the input's base address (the exact path skips whitespace with `afterWhitespace`).
extension JSONScanner {
    /// The next token's first byte, at or after `at` past any whitespace, with `at` moved to it;
    /// 0 at the end of the input (no token starts with it: a NUL byte is no token either).
    ///
    /// Why: a byte above 0x20 is no whitespace and is the token, the common case (one compare);
    /// the caller reads it here and not again, and the end of the input is checked once.
    @inline(__always)
    static func token(_ base: UnsafePointer<UInt8>, at: inout Int, end: Int) -> UInt8 {
        guard at < end else { return 0 }
        let byte = base[at]
        guard byte <= 0x20 else { return byte }
        // Whitespace, or a control character (no token: the caller gives up on it).
        guard ByteScanning.isWhitespace(byte) else { return byte }
        // Most gaps are one space (`, "b"`); a longer one is a line break and its indentation.
        let after = at &+ 1
        if after < end, base[after] > 0x20 {
            at = after
            return base[after]
        }
        at = endOfSpace(base, from: after, end: end)
        return at < end ? base[at] : 0
    }

    /// The index of the first byte at or after `index` that is not whitespace, `end` if there is
    /// none (`afterWhitespace`, from the input's base address: no checks for a missing one).
    @inline(__always)
    static func afterSpace(_ base: UnsafePointer<UInt8>, from index: Int, end: Int) -> Int {
        guard index < end, ByteScanning.isWhitespace(base[index]) else { return index }
        return endOfSpace(base, from: index &+ 1, end: end)
    }

    /// `afterSpace` from `start`: runs of indentation a word at a time (a xor with spaces and a
    /// trailing-zero count, as `ByteScanning.endOfWhitespace`), other whitespace a byte at a time.
    static func endOfSpace(_ base: UnsafePointer<UInt8>, from start: Int, end: Int) -> Int {
        var index = start
        let raw = UnsafeRawPointer(base)
        while index &+ 8 <= end {
            let notSpaces =
                UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                ^ (ByteScanning.ones &* 0x20)
            if notSpaces == 0 {
                index &+= 8
                continue
            }
            index &+= notSpaces.trailingZeroBitCount &>> 3
            guard ByteScanning.isWhitespace(base[index]) else { return index }
            index &+= 1
        }
        while index < end, ByteScanning.isWhitespace(base[index]) { index &+= 1 }
        return index
    }
}
