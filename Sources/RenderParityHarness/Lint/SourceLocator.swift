import RenderParity
import RenderParitySystem

/// Where things are in the bytes of a document that read as valid JSON (spec §1.1), found by
/// walking its text: the tape keeps no offsets, and only `lint` needs them (spec §2.5).
///
/// Why a walk per question: lint documents are small and diagnostics few, and walking the
/// text keeps positions out of the decoder's hot path. The walk never recurses, so the
/// deepest document the reader accepts is fine.
struct SourceLocator {
    let bytes: [UInt8]

    /// A member of an object: its unescaped name, where its name starts and where its value starts.
    struct Member {
        let name: String
        let nameOffset: Int
        let valueOffset: Int
    }

    /// Where `path` points: the member's name for a member, the element for an element, the
    /// root value for `$`. A path that leaves the document (a missing member) stops at the
    /// deepest value it reached; `found` says whether it got to the end.
    struct Location {
        let offset: Int
        /// The start of the value the path names, when it is in the document.
        let valueOffset: Int?
        var found: Bool { valueOffset != nil }
    }

    func locate(_ path: JSONPath) -> Location {
        var value = skipSpace(from: bomLength)
        var offset = value
        for component in path.components {
            switch component {
            case .key(let name):
                // The last match: for a duplicate name, the path names the repeated member (§1.2).
                guard let member = members(at: value).last(where: { $0.name == name }) else {
                    return Location(offset: offset, valueOffset: nil)
                }
                offset = member.nameOffset
                value = member.valueOffset
            case .index(let index):
                let elements = elements(at: value)
                guard elements.indices.contains(index) else { return Location(offset: offset, valueOffset: nil) }
                offset = elements[index]
                value = elements[index]
            }
        }
        return Location(offset: offset, valueOffset: value)
    }

    /// The members of the object at `offset`, in document order; empty if it is no object.
    func members(at offset: Int) -> [Member] {
        guard byte(offset) == UInt8(ascii: "{") else { return [] }
        var members: [Member] = []
        var cursor = skipSpace(from: offset + 1)
        while byte(cursor) == UInt8(ascii: "\"") {
            let nameEnd = skipString(cursor)
            let colon = skipSpace(from: nameEnd)
            let value = skipSpace(from: colon + 1)
            members.append(Member(name: string(cursor, nameEnd), nameOffset: cursor, valueOffset: value))
            cursor = skipSpace(from: skipValue(value))
            guard byte(cursor) == UInt8(ascii: ",") else { break }
            cursor = skipSpace(from: cursor + 1)
        }
        return members
    }

    /// Where each element of the array at `offset` starts; empty if it is no array.
    func elements(at offset: Int) -> [Int] {
        guard byte(offset) == UInt8(ascii: "[") else { return [] }
        var elements: [Int] = []
        var cursor = skipSpace(from: offset + 1)
        while cursor < bytes.count, byte(cursor) != UInt8(ascii: "]") {
            elements.append(cursor)
            cursor = skipSpace(from: skipValue(cursor))
            guard byte(cursor) == UInt8(ascii: ",") else { break }
            cursor = skipSpace(from: cursor + 1)
        }
        return elements
    }

    /// The source text of the value at `offset` (a string with its quotes).
    func text(at offset: Int) -> String {
        String(decoding: bytes[offset..<min(skipValue(offset), bytes.count)], as: UTF8.self)
    }

    /// The string value at `offset`, unescaped; nil if it is no string.
    func stringValue(at offset: Int) -> String? {
        byte(offset) == UInt8(ascii: "\"") ? string(offset, skipString(offset)) : nil
    }

    /// The JSON type of the value at `offset`, from its first byte.
    func kind(at offset: Int) -> JSONDocument.Kind? {
        switch byte(offset) {
        case UInt8(ascii: "{"): .object
        case UInt8(ascii: "["): .array
        case UInt8(ascii: "\""): .string
        case UInt8(ascii: "t"): .true
        case UInt8(ascii: "f"): .false
        case UInt8(ascii: "n"): .null
        case .some: .number
        case nil: nil
        }
    }

    // MARK: - Walking

    private var bomLength: Int { bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0 }

    private func byte(_ offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    private func skipSpace(from offset: Int) -> Int {
        var cursor = offset
        while let byte = byte(cursor), byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { cursor += 1 }
        return cursor
    }

    /// Just past the string whose opening quote is at `offset`.
    private func skipString(_ offset: Int) -> Int {
        var cursor = offset + 1
        while let byte = byte(cursor), byte != UInt8(ascii: "\"") { cursor += byte == UInt8(ascii: "\\") ? 2 : 1 }
        return cursor + 1
    }

    /// Just past the value at `offset`: containers are skipped by counting brackets outside strings.
    private func skipValue(_ offset: Int) -> Int {
        var cursor = offset
        var depth = 0
        while let byte = byte(cursor) {
            switch byte {
            case UInt8(ascii: "\""):
                cursor = skipString(cursor)
                if depth == 0 { return cursor }
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                if depth == 0 { return cursor }
                depth -= 1
                if depth == 0 { return cursor + 1 }
            case UInt8(ascii: ","), 0x20, 0x0A, 0x0D, 0x09:
                if depth == 0 { return cursor }
            default:
                break
            }
            cursor += 1
        }
        return cursor
    }

    /// The string between the quotes at `start` and `end - 1`, escapes resolved (by the strict
    /// reader, which reads the valid JSON string literal it already accepted once).
    private func string(_ start: Int, _ end: Int) -> String {
        let literal = bytes[start..<min(end, bytes.count)]
        guard literal.contains(UInt8(ascii: "\\")) else {
            return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
        }
        guard case .success(let document) = JSONReader.read(Array(literal)), document.kind(0) == .string else {
            return String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
        }
        return document.string(0)
    }
}

/// A byte offset as people count: line and column, both 1-based, columns in Unicode scalars
/// (as the reader's syntax errors, spec §2.4).
public struct SourcePosition: Equatable, Comparable, Sendable {
    public let offset: Int
    public let line: Int
    public let column: Int

    init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        for byte in bytes.prefix(offset) {
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.offset = offset
        self.line = line
        self.column = column
    }

    init(line: Int, column: Int, in bytes: [UInt8]) {
        var offset = 0
        var currentLine = 1
        while offset < bytes.count, currentLine < line {
            if bytes[offset] == 0x0A { currentLine += 1 }
            offset += 1
        }
        var scalars = 1
        while offset < bytes.count, scalars < column {
            offset += 1
            if offset >= bytes.count || bytes[offset] & 0xC0 != 0x80 { scalars += 1 }
        }
        self.offset = offset
        self.line = line
        self.column = column
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }
}
