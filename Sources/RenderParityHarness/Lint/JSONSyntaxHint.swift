import RenderParity

/// What to do about a document that is not JSON (spec §2.5), from the mistakes models make:
/// a markdown fence or a sentence around the JSON, trailing commas, single quotes, comments,
/// unquoted names, Python literals, an unfinished document.
enum JSONSyntaxHint {
    static let fence = "remove the markdown code fence"
    static let prose = "remove the text around the JSON"
    static let trailingComma = "remove the trailing comma"
    static let singleQuotes = "use double quotes"
    static let curlyQuotes = "use straight double quotes"
    static let comment = "remove the comment"
    static let unquotedName = "put member names in double quotes"
    static let missingComma = "add a comma between the members"
    static let unfinished = "finish the document: close every { and ["

    static func hint(for failure: JSONReadFailure, in bytes: [UInt8]) -> String? {
        guard case .invalidJSON(let line, let column, _) = failure else { return nil }
        let text = String(decoding: bytes, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if trimmed.hasPrefix("```") || trimmed.hasSuffix("```\n") || text.contains("\n```") { return fence }
        if let first = trimmed.first, first != "{", first != "[", trimmed.contains("{") { return prose }
        let offset = SourcePosition(line: line, column: column, in: bytes).offset
        return hint(at: offset, in: bytes)
    }

    /// The hint for the byte the reader stopped at.
    private static func hint(at offset: Int, in bytes: [UInt8]) -> String? {
        guard offset < bytes.count else { return unfinished }
        let rest = String(decoding: bytes[offset...].prefix(12), as: UTF8.self)
        let before = bytes[..<offset].last { ![0x20, 0x0A, 0x0D, 0x09].contains($0) }
        if rest.hasPrefix("//") || rest.hasPrefix("/*") { return comment }
        if rest.hasPrefix("'") { return singleQuotes }
        if rest.hasPrefix("\u{201C}") || rest.hasPrefix("\u{201D}") || rest.hasPrefix("\u{2018}") { return curlyQuotes }
        if rest.hasPrefix("}") || rest.hasPrefix("]"), before == UInt8(ascii: ",") { return trailingComma }
        for (word, literal) in [
            ("True", "true"), ("False", "false"), ("None", "null"), ("undefined", "null"), ("nil", "null"),
        ]
        where rest.hasPrefix(word) { return literal }
        if let first = rest.unicodeScalars.first, first.properties.isAlphabetic || first == "_",
            before == UInt8(ascii: "{") || before == UInt8(ascii: ",")
        {
            return unquotedName
        }
        if rest.hasPrefix("\""), let before,
            [UInt8(ascii: "\""), UInt8(ascii: "}"), UInt8(ascii: "]")].contains(before)
                || (0x30...0x39).contains(before) || before == UInt8(ascii: "e")
        {
            return missingComma
        }
        return nil
    }
}
