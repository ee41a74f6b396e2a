/// The reference name lists shipped in `spec/icons/` (spec/icon-map.md §1.3):
/// every Compose Material icon with its artifact and deprecation, and the known
/// SF Symbols names. Read from the project at run time, never from elsewhere.
public struct IconCatalog: Sendable {
    public struct ComposeIcon: Equatable, Sendable {
        /// Needs `material-icons-extended` (not in `material-icons-core`).
        public let isExtended: Bool
        /// The AutoMirrored replacement when Compose deprecated this name.
        public let replacement: String?
    }

    public static let composeList = "spec/icons/compose-material-icons.tsv"
    public static let symbolList = "spec/icons/sf-symbols.txt"

    /// Keyed by target, `Theme.Name`.
    public let compose: [String: ComposeIcon]
    public let symbols: Set<String>

    public init(compose: [String: ComposeIcon], symbols: Set<String>) {
        self.compose = compose
        self.symbols = symbols
    }

    public static func load(root: String) throws(ParityError) -> IconCatalog {
        let tsvPath = root + "/" + composeList
        var compose: [String: ComposeIcon] = [:]
        for (number, line) in lines(try FileBytes.read(tsvPath)).enumerated() where number > 0 && !line.isEmpty {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count == 5 else {
                throw .unreadable(
                    path: tsvPath,
                    reason:
                        "line \(number + 1) has \(columns.count) columns, expected 5 (theme, name, set, automirrored, deprecated_use)"
                )
            }
            compose[columns[0] + "." + columns[1]] = ComposeIcon(
                isExtended: columns[2] == "extended", replacement: columns[4] == "-" ? nil : columns[4])
        }
        let symbols = Set(lines(try FileBytes.read(root + "/" + symbolList)).filter { !$0.isEmpty })
        return IconCatalog(compose: compose, symbols: symbols)
    }

    private static func lines(_ bytes: [UInt8]) -> [String] {
        String(decoding: bytes, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
