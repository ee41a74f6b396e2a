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
        guard let first = bytes.first, let last = bytes.last, let base = bytes.baseAddress else { return true }
        if first == 0x20 || last == 0x20 { return true }
        // `none` and `default` as little-endian words (`default` as its first and last four bytes),
        // compared whole: colors such as `blue` and `#34C759` have those lengths, and comparing
        // them with a `String`'s UTF-8 view went byte by byte through its iterator.
        let raw = UnsafeRawPointer(base)
        if bytes.count == 4, raw.loadUnaligned(as: UInt32.self) == 0x656E_6F6E { return true }
        if bytes.count == 7, raw.loadUnaligned(as: UInt32.self) == 0x6166_6564,
            raw.loadUnaligned(fromByteOffset: 3, as: UInt32.self) == 0x746C_7561
        {
            return true
        }
        return firstEscaped(bytes, from: 0, orEquals: true) < bytes.count
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
        let (index, found) = ByteScanning.firstFlagged(buffer, from: start) { word in
            let escaped =
                ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x22))
                | ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x5C))
                | ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x7F)) | ByteScanning.lessThan0x20(word)
            return orEquals ? escaped | ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x3D)) : escaped
        }
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
