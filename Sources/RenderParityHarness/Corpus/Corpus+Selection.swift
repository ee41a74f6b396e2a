/// Which fixtures a run checks (a filter, a shard), and the refusal to run on none.
extension Corpus {
    /// The fixtures whose relative path contains `filter`, then `shard`'s part of them, in corpus order.
    public func fixtures(matching filter: String?, shard: Shard?) -> [String] {
        let matching = fixtures(matching: filter)
        return shard?.select(matching) ?? matching
    }

    /// Throws `nothingToCheck` (a finding, never a pass) when a run with this selection would check nothing:
    /// an empty corpus, or no fixture and none of the `standalone` golden names matching.
    public func requireSomethingToCheck(filter: String?, shard: Shard? = nil, standalone: [String] = [])
        throws(ParityError)
    {
        if fixtures.isEmpty { throw .nothingToCheck(.emptyCorpus(folder: fixturesPath)) }
        guard fixtures(matching: filter, shard: shard).isEmpty else { return }
        let standaloneMatches =
            (shard?.isFirst ?? true) && standalone.contains { name in filter.map { name.contains($0) } ?? true }
        if !standaloneMatches {
            throw .nothingToCheck(.noMatch(filter: filter.flatMap { $0.isEmpty ? nil : $0 }, shard: shard))
        }
    }
}
