import RenderParity

/// What every golden of a run should hold: each fixture's snapshot (those matching the
/// filter, in corpus order), then each standalone golden's, made from the icons the pass
/// over the fixtures collected. `verify` compares them with the goldens on disk and
/// `update` plans to write them, so both see the same thing.
enum CorpusPass {
    struct Expected {
        /// The fixture, or the standalone golden's name.
        let name: String
        let golden: String
        let snapshot: Result<[UInt8], ParityError>
    }

    /// `transform` of each expected golden. Fixtures are made and transformed by `jobs` workers
    /// (default: every core; `transform` reads the golden), results in corpus order.
    static func map<Result: Sendable>(
        _ corpus: Corpus, filter: String?, standalone: [StandaloneGolden], shard: Shard? = nil, jobs: Int? = nil,
        _ transform: @Sendable (Expected) -> Result
    ) -> [Result] {
        let fixtures = corpus.fixtures(matching: filter, shard: shard)
        let coversCorpus = fixtures.count == corpus.fixtures.count
        // Icons are only worth collecting when the standalone goldens can use them: after a whole pass.
        let collectIcons = !standalone.isEmpty && coversCorpus
        let results = ParallelMap.map(fixtures, jobs: jobs) { fixture -> (Result, [IconUse]?) in
            let golden = Corpus.goldenName(forFixture: fixture)
            do throws(ParityError) {
                let made = try FixtureSnapshot.make(fixture, in: corpus, collectIcons: collectIcons)
                return (
                    transform(Expected(name: fixture, golden: golden, snapshot: .success(made.snapshot))), made.icons
                )
            } catch {
                return (transform(Expected(name: fixture, golden: golden, snapshot: .failure(error))), nil)
            }
        }
        let pass = StandaloneGolden.Pass(fixtures: fixtures, icons: results.map(\.1), coversCorpus: coversCorpus)
        // Goldens that belong to no fixture are checked by the first shard only.
        return results.map(\.0)
            + StandaloneGolden.produce(shard?.isFirst ?? true ? standalone : [], matching: filter, after: pass).map {
                transform(Expected(name: $0.0, golden: $0.0, snapshot: $0.1))
            }
    }
}
