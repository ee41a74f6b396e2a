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

    static func find(in golden: [UInt8]) -> [GoldenDefect] {
        var defects: [GoldenDefect] = []
        if golden.isEmpty { return [.empty] }
        if golden.starts(with: [0xEF, 0xBB, 0xBF]) { defects.append(.byteOrderMark) }
        var line = 1, firstCRLF = 0, crlfCount = 0
        for index in golden.indices where golden[index] == 0x0A {
            if index > 0, golden[index - 1] == 0x0D {
                crlfCount += 1
                if firstCRLF == 0 { firstCRLF = line }
            }
            line += 1
        }
        if crlfCount > 0 { defects.append(.crlf(firstLine: firstCRLF, count: crlfCount)) }
        if golden.last != 0x0A { defects.append(.missingFinalNewline) }
        return defects
    }

    /// The golden with BOM removed, CR LF turned into LF, and a final LF ensured.
    static func repair(_ golden: [UInt8]) -> [UInt8] {
        let bytes = golden.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(golden.dropFirst(3)) : golden
        var repaired: [UInt8] = []
        repaired.reserveCapacity(bytes.count + 1)
        for (index, byte) in bytes.enumerated() where !(byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A) {
            repaired.append(byte)
        }
        if repaired.last != 0x0A, !repaired.isEmpty { repaired.append(0x0A) }
        return repaired
    }
}
