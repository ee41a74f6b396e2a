/// A byte-level problem of one side of a diff, named in words above it (diff §2):
/// a line diff would hide a BOM or a missing final newline and would drown in
/// CRLF, which changes every line.
public enum TextProblem: Equatable, Sendable {
    /// No bytes at all (then nothing else is checked).
    case empty
    case byteOrderMark
    /// The first line (1-based) that ends in CR LF, and how many do.
    case crlf(firstLine: Int, count: Int)
    /// The line (1-based) holding the first byte that is not well-formed UTF-8.
    case invalidUTF8(line: Int)
    case missingFinalNewline

    static let byteOrderMarkBytes: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The problems of `bytes`, in the order of diff §2.
    public static func find(in bytes: [UInt8]) -> [TextProblem] {
        if bytes.isEmpty { return [.empty] }
        var problems: [TextProblem] = []
        if bytes.starts(with: byteOrderMarkBytes) { problems.append(.byteOrderMark) }
        var line = 1
        var firstCRLF = 0
        var crlfCount = 0
        var firstInvalid = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if byte == 0x0A {
                    if index > 0, bytes[index - 1] == 0x0D {
                        crlfCount += 1
                        if firstCRLF == 0 { firstCRLF = line }
                    }
                    line += 1
                }
                index += 1
            } else if let (_, length) = LineText.scalar(in: bytes, at: index) {
                index += length
            } else {
                if firstInvalid == 0 { firstInvalid = line }
                index += 1
            }
        }
        if crlfCount > 0 { problems.append(.crlf(firstLine: firstCRLF, count: crlfCount)) }
        if firstInvalid > 0 { problems.append(.invalidUTF8(line: firstInvalid)) }
        if bytes.last != 0x0A { problems.append(.missingFinalNewline) }
        return problems
    }

    /// `bytes` without a leading BOM and with every CR LF turned into LF (diff §3 steps 1–2).
    public static func repairingLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        let start = bytes.starts(with: byteOrderMarkBytes) ? 3 : 0
        var repaired: [UInt8] = []
        repaired.reserveCapacity(bytes.count - start)
        var index = start
        while index < bytes.count {
            if !(bytes[index] == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
                repaired.append(bytes[index])
            }
            index += 1
        }
        return repaired
    }
}
