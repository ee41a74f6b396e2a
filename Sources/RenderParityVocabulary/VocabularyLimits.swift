import RenderParityJSON
import RenderParityText

/// What a vocabulary may hold (spec/vocabulary.md §6). Past these a file is an error that names
/// the limit, never a slow load or a trap: a vocabulary can come from anyone.
public enum VocabularyLimits {
    public static let fileBytes = 1 << 20
    public static let nodeTypes = 1000
    public static let fieldsPerRow = 64
    public static let memberNames = FieldID.limit
    public static let enumCases = 256
    /// Names, node types and enum cases: what a `NameSignature` holds.
    public static let nameBytes = NameSignature.maximumCount
    public static let extendsDepth = 8
}

/// The rules for the names a vocabulary gives (spec/vocabulary.md §3), checked where they are read.
enum Names {
    /// Line names the grammar writes itself (render-snapshot.md §3.1, §3.4). Lists, not sets, and
    /// lengths compared first (`isReserved`): hashing the name cost more than these few compares.
    static let reservedLines = ["Error", "Unknown", "Row"]
    /// Attributes the grammar writes itself (render-snapshot.md §3.2).
    static let reservedAttributes = ["fillsWidth", "weighted"]

    static func isReserved(_ name: String, in reserved: [String]) -> Bool {
        reserved.contains { VocabularyFileReader.same($0, name) }
    }

    // Each check takes its path as an autoclosure: it is made only for an error.

    /// A member name, node type or enum case: 1–24 bytes (what the reader's signatures hold).
    static func checkKey(
        _ name: String, what: String, reader: VocabularyFileReader, at path: @autoclosure () -> JSONPath
    )
        throws(VocabularyError)
    {
        guard (1...VocabularyLimits.nameBytes).contains(name.utf8.count) else {
            throw reader.error(
                .invalidName(name, what: what, rule: "1 to \(VocabularyLimits.nameBytes) bytes"), at: path())
        }
    }

    /// `[A-Z][A-Za-z0-9]*`, and not one the grammar owns: a line name is written bare.
    static func checkLine(_ name: String, reader: VocabularyFileReader, at path: @autoclosure () -> JSONPath)
        throws(VocabularyError)
    {
        let bytes = Array(name.utf8)
        guard let first = bytes.first, isUpper(first), bytes.allSatisfy({ isUpper($0) || isLower($0) || isDigit($0) }),
            !isReserved(name, in: reservedLines)
        else {
            throw reader.error(
                .invalidName(name, what: "a line name", rule: "[A-Z][A-Za-z0-9]*, not Error, Unknown or Row"),
                at: path())
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_]*`: an attribute, count label, enum or record name, written bare.
    static func checkIdentifier(
        _ name: String, what: String, reader: VocabularyFileReader, at path: @autoclosure () -> JSONPath
    )
        throws(VocabularyError)
    {
        let bytes = Array(name.utf8)
        let underscore = UInt8(ascii: "_")
        guard let first = bytes.first, isUpper(first) || isLower(first) || first == underscore,
            bytes.allSatisfy({ isUpper($0) || isLower($0) || isDigit($0) || $0 == underscore })
        else {
            throw reader.error(.invalidName(name, what: what, rule: "[A-Za-z_][A-Za-z0-9_]*"), at: path())
        }
    }

    static func isUpper(_ byte: UInt8) -> Bool { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) }
    static func isLower(_ byte: UInt8) -> Bool { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) }
    static func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
}
