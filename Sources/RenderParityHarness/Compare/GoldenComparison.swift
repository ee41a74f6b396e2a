/// The result of comparing one actual snapshot with its golden, byte for byte.
/// Comparing never prints; the report layer decides how each case reads.
public enum GoldenComparison: Equatable, Sendable {
    case match
    case mismatch(LineDiff)
    /// There is no golden yet: run `parity update`.
    case missingGolden
    /// The golden breaks the file rules of spec §4, which a diff would only obscure.
    /// `contentMatches`: with the defects repaired it would equal the actual snapshot.
    case malformedGolden([GoldenDefect], contentMatches: Bool)

    public var passed: Bool { self == .match }

    /// Compares `actual` with `golden` (nil when the golden file does not exist).
    public static func compare(actual: [UInt8], golden: [UInt8]?) -> GoldenComparison {
        guard let golden else { return .missingGolden }
        if golden == actual { return .match }
        let defects = GoldenDefect.find(in: golden)
        if !defects.isEmpty {
            return .malformedGolden(defects, contentMatches: GoldenDefect.repair(golden) == actual)
        }
        return .mismatch(LineDiff(golden: golden, actual: actual))
    }
}

/// A way a golden file can break spec §4 (UTF-8, LF only, one final newline, no BOM).
public enum GoldenDefect: Equatable, Sendable {
    case byteOrderMark
    /// The first line (1-based) that ends in CR LF, and how many do.
    case crlf(firstLine: Int, count: Int)
    case missingFinalNewline
    case empty

    /// The spec §4 defects of a golden: the problems of diff §2 that a golden can have.
    static func find(in golden: [UInt8]) -> [GoldenDefect] {
        TextProblem.find(in: golden).compactMap { problem in
            switch problem {
            case .empty: .empty
            case .byteOrderMark: .byteOrderMark
            case .crlf(let line, let count): .crlf(firstLine: line, count: count)
            case .missingFinalNewline: .missingFinalNewline
            // A golden is written by `parity update` from a String, so it is UTF-8; the diff names it if not.
            case .invalidUTF8: nil
            }
        }
    }

    /// The golden with BOM removed, CR LF turned into LF, and a final LF ensured.
    static func repair(_ golden: [UInt8]) -> [UInt8] {
        var repaired = TextProblem.repairingLineEndings(golden)
        if repaired.last != 0x0A, !repaired.isEmpty { repaired.append(0x0A) }
        return repaired
    }
}
