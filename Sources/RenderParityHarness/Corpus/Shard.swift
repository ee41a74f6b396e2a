/// `--shard K/N`: one of N deterministic parts of a corpus, so a large corpus can be split
/// across CI jobs. The fixtures that match `--filter`, in their bytewise order by relative path
/// (the corpus's listing order), are dealt out in turn: shard K gets the K-th, (K+N)-th, (K+2N)-th, …
/// Every fixture is in exactly one shard whatever the machine. Goldens that belong to no
/// fixture (obsolete goldens, the icon resolution golden, stray files) are checked by shard 1.
public struct Shard: Equatable, Sendable, CustomStringConvertible {
    /// 1-based.
    public let index: Int
    public let count: Int

    public init?(index: Int, count: Int) {
        guard count >= 1, index >= 1, index <= count else { return nil }
        self.index = index
        self.count = count
    }

    /// Reads `K/N` with 1 ≤ K ≤ N.
    public init?(_ text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2,
            parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let index = Int(parts[0]), let count = Int(parts[1])
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether this shard also checks what belongs to no fixture.
    public var isFirst: Bool { index == 1 }

    /// This shard's part of `fixtures` (already in corpus order).
    public func select<Item>(_ fixtures: [Item]) -> [Item] {
        fixtures.enumerated().compactMap { offset, fixture in offset % count == index - 1 ? fixture : nil }
    }
}
