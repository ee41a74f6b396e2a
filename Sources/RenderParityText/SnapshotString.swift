/// Writes strings as spec §3.3 Q (always quoted) and B (bare unless that would be ambiguous).
/// The writing itself is `SnapshotSink.quoted` and `bareOrQuoted`; these are the rules.
///
/// In the first stage (`RenderParityText`), with the sink that writes them: JSON paths (§3.5),
/// read failures and diagnostics (§2.4) quote with Q long before any snapshot line is written.
public enum SnapshotString {
    /// Q: `"` + escaped text + `"`.
    public static func quoted(_ text: String) -> String {
        var out: [UInt8] = []
        SnapshotSink.writing(into: &out) { $0.quoted(text) }
        return String(decoding: out, as: UTF8.self)
    }

    /// B: bare, or Q when bare text could be misread.
    public static func bareOrQuoted(_ text: String) -> String {
        needsQuotes(text) ? quoted(text) : text
    }

    /// B is quoted when the text is empty, exactly `none` or `default`, starts or
    /// ends with U+0020, or contains `"`, `\`, `=` or a control character (U+0000–U+001F, U+007F).
    public static func needsQuotes(_ text: String) -> Bool {
        text.withUTF8Bytes { needsQuotes($0) }
    }

    @inlinable static func needsQuotes(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return true }
        if isMisreadWhenBare(UnsafeRawPointer(base), count: bytes.count) { return true }
        return firstEscaped(bytes, from: 0, orEquals: true) < bytes.count
    }

    /// B's tests other than the bytes it escapes (`needsQuotes`), on `count` > 0 bytes: a space
    /// first or last, or exactly `none` or `default`. Those two are compared as little-endian
    /// words (`default` as its first and last four bytes): colors such as `blue` and `#34C759`
    /// have their lengths, and comparing with a `String`'s UTF-8 view went byte by byte.
    @inline(__always)
    @inlinable static func isMisreadWhenBare(_ bytes: UnsafeRawPointer, count: Int) -> Bool {
        if bytes.load(as: UInt8.self) == 0x20 || bytes.load(fromByteOffset: count - 1, as: UInt8.self) == 0x20 {
            return true
        }
        if count == 4 { return bytes.loadUnaligned(as: UInt32.self) == 0x656E_6F6E }
        if count == 7 {
            return bytes.loadUnaligned(as: UInt32.self) == 0x6166_6564
                && bytes.loadUnaligned(fromByteOffset: 3, as: UInt32.self) == 0x746C_7561
        }
        return false
    }

    /// The high bit of each byte of `word` that Q escapes (or that is `=` when `orEquals`),
    /// among other bits; the lowest is exact (`ByteScanning.zeroBytes`).
    @inline(__always)
    @inlinable static func escapeFlags(_ word: UInt64, orEquals: Bool) -> UInt64 {
        let escaped =
            ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x22))
            | ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x5C))
            | ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x7F)) | ByteScanning.lessThan0x20(word)
        return orEquals ? escaped | ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x3D)) : escaped
    }

    /// Whether any of the `count` bytes at `bytes` is one Q escapes (or `=` when `orEquals`),
    /// reading whole words that may run up to 7 bytes past them: the caller owns those bytes
    /// (`SnapshotSink`'s buffer), whatever they hold. A flag in a byte past the end is masked
    /// off; one inside cannot come from a byte past it, since a borrow only spreads upwards.
    @inline(__always)
    @inlinable static func anyEscaped(_ bytes: UnsafeRawPointer, count: Int, orEquals: Bool) -> Bool {
        var offset = 0
        while offset < count {
            var marked =
                escapeFlags(bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self), orEquals: orEquals)
                & ByteScanning.highBits
            let left = count &- offset
            if left < 8 { marked &= (1 &<< UInt64(8 &* left)) &- 1 }
            if marked != 0 { return true }
            offset &+= 8
        }
        return false
    }

    /// Whether the raw bytes of a JSON string with escapes (escapes still escaped, as the reader
    /// accepted them) are exactly what Q writes between its quotes for the string's text: every
    /// escape is one Q writes the same way (`\"`, `\\`, `\n`, `\r`, `\t`), and no byte is DEL.
    /// Outside its escapes such a string holds no `"`, `\` or control character (spec §1.1). Why:
    /// a text with quotes in it (`Budget \"3\"`) was unescaped into an array, then escaped again.
    /// Each of those escapes also makes B quote the text, so B writes these bytes quoted too.
    @inlinable package static func isWrittenAsQ(_ raw: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < raw.count {
            let byte = raw[index]
            if byte == 0x7F { return false }
            if byte == UInt8(ascii: "\\") {
                guard index &+ 1 < raw.count else { return false }
                switch raw[index &+ 1] {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
                    index &+= 2
                    continue
                default:
                    return false
                }
            }
            index &+= 1
        }
        return true
    }

    /// Bytes Q writes as an escape: `"`, `\`, and the control characters.
    @inlinable static func needsEscape(_ byte: UInt8) -> Bool {
        byte < 0x20 || byte == 0x7F || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The index of the first byte at or after `start` that a snapshot's Q writes as an escape
    /// (`needsEscape`: `"`, `\`, a control character, DEL), or that is `=` when
    /// `orEquals` (B's quoting test, `needsQuotes`); `buffer.count` if there is none.
    /// Why: the byte loop cost about five instructions per byte of every string a snapshot prints.
    @inline(__always)
    @inlinable package static func firstEscaped(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, orEquals: Bool = false
    ) -> Int {
        let (index, found) = ByteScanning.firstFlagged(buffer, from: start) { escapeFlags($0, orEquals: orEquals) }
        return found ? index : firstEscapedBytewise(buffer, from: index, orEquals: orEquals)
    }

    @inlinable package static func firstEscapedBytewise(
        _ buffer: UnsafeBufferPointer<UInt8>, from start: Int, orEquals: Bool = false
    ) -> Int {
        var index = start
        while index < buffer.count, !(needsEscape(buffer[index]) || orEquals && buffer[index] == UInt8(ascii: "=")) {
            index += 1
        }
        return index
    }

    /// A lowercase hex digit, for `\u00XX`.
    @inlinable static func hexDigit(_ value: UInt8) -> UInt8 {
        value < 10 ? UInt8(ascii: "0") + value : UInt8(ascii: "a") + value - 10
    }
}
