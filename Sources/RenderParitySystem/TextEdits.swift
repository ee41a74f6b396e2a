/// The edits of text the harness makes that would otherwise come from Foundation's `String`
/// methods (see SystemImports.swift; the standard library's `replacing(_:with:)` and
/// `split(separator:)` with a string need macOS 13). Matching is byte for byte in UTF-8, so the
/// result never depends on Unicode tables, locale or platform.
extension StringProtocol {
    /// The text with every occurrence of `target` replaced by `replacement`, left to right and
    /// not overlapping; with `ignoringASCIICase`, ASCII letters match in either case (as in
    /// `</SCRIPT`). An empty `target` changes nothing.
    public func replacingEvery(_ target: String, with replacement: String, ignoringASCIICase: Bool = false)
        -> String
    {
        fields(separatedBy: target, ignoringASCIICase: ignoringASCIICase).joined(separator: replacement)
    }

    /// The pieces between the occurrences of `separator`, left to right and not overlapping:
    /// `a, b` by `, ` is `a` and `b`; text without it is one piece; an empty `separator` gives
    /// the whole text as one piece.
    public func fields(separatedBy separator: String, ignoringASCIICase: Bool = false) -> [String] {
        let bytes = Array(utf8)
        let fold: (UInt8) -> UInt8 = { ignoringASCIICase && $0 >= 65 && $0 <= 90 ? $0 + 32 : $0 }
        let pattern = separator.utf8.map(fold)
        guard !pattern.isEmpty else { return [String(self)] }
        var fields: [String] = []
        var start = 0
        var index = 0
        while index + pattern.count <= bytes.count {
            if pattern.indices.allSatisfy({ fold(bytes[index + $0]) == pattern[$0] }) {
                fields.append(String(decoding: bytes[start..<index], as: UTF8.self))
                index += pattern.count
                start = index
            } else {
                index += 1
            }
        }
        fields.append(String(decoding: bytes[start...], as: UTF8.self))
        return fields
    }

    /// The text without the spaces and tabs at either end (what people type around an answer,
    /// or around a number written as a string).
    public func trimmingSpacesAndTabs() -> String {
        let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isBlank($0) }), let last = lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
