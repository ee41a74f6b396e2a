/// An eight-bytes-at-a-time search for the reader's hottest loop: the plain
/// stretch of a string, which needs no attention (spec §1.1).
///
/// Why: the byte loop it replaces cost about seven instructions per byte, and
/// string contents are most of a document's bytes. Each word is tested with
/// the classic "has a zero byte" bit tricks, whose lowest flagged byte is exact
/// (a borrow only spreads upwards): that byte is the answer. `ByteScanningTests` checks it against the byte loop
/// (`endOfPlainStringBytewise`) on random inputs.
enum ByteScanning {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte at or after `start` that ends a string's plain stretch:
    /// `"`, `\`, a control character or a non-ASCII byte; `buffer.count` if there is none.
    @inline(__always)
    static func endOfPlainString(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = buffer.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= buffer.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let flags = (zeroBytes(word ^ (ones &* 0x22)) | zeroBytes(word ^ (ones &* 0x5C))
                    | lessThan0x20(word) | word) & highBits
                if flags != 0 { return index + flags.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        return endOfPlainStringBytewise(buffer, from: index)
    }

    /// The high bit of each byte of `word` that is zero, among other bits. A borrow can
    /// flag a byte above a zero byte, never below the lowest: the lowest flag is exact.
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word
    }

    /// The high bit of each byte below 0x20, among other bits; the lowest flag is exact, as above.
    @inline(__always)
    private static func lessThan0x20(_ word: UInt64) -> UInt64 {
        (word &- ones &* 0x20) & ~word
    }

    // MARK: - The simple forms

    static func endsPlainString(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte >= 0x80 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    static func endOfPlainStringBytewise(_ buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        while index < buffer.count, !endsPlainString(buffer[index]) { index += 1 }
        return index
    }
}
