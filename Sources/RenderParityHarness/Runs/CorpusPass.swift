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
        timedMap(corpus, filter: filter, standalone: standalone, shard: shard, jobs: jobs, transform).map(\.value)
    }

    /// `map`, with the time `clock` measured for each golden: making its snapshot and `transform`.
    static func timedMap<Result: Sendable>(
        _ corpus: Corpus, filter: String?, standalone: [StandaloneGolden], shard: Shard? = nil, jobs: Int? = nil,
        clock: RunClock = .monotonic, _ transform: @Sendable (Expected) -> Result
    ) -> [(value: Result, time: Duration)] {
        let fixtures = corpus.fixtures(matching: filter, shard: shard)
        let coversCorpus = fixtures.count == corpus.fixtures.count
        // Icons are only worth collecting when the standalone goldens can use them: after a whole pass.
        let collectIcons = !standalone.isEmpty && coversCorpus
        let results = ParallelMap.map(fixtures, jobs: jobs) { fixture -> ((Result, [IconUse]?), Duration) in
            clock.time { () -> (Result, [IconUse]?) in
                let golden = Corpus.goldenName(forFixture: fixture)
                do throws(ParityError) {
                    let made = try FixtureSnapshot.make(fixture, in: corpus, collectIcons: collectIcons)
                    return (
                        transform(Expected(name: fixture, golden: golden, snapshot: .success(made.snapshot))),
                        made.icons
                    )
                } catch {
                    return (transform(Expected(name: fixture, golden: golden, snapshot: .failure(error))), nil)
                }
            }
        }
        let pass = StandaloneGolden.Pass(
            fixtures: fixtures, icons: results.map(\.0.1), coversCorpus: coversCorpus)
        // Goldens that belong to no fixture are checked by the first shard only. They are produced
        // together, so the first one's time includes producing them all.
        var previous = clock.now()
        let standaloneResults = StandaloneGolden.produce(
            shard?.isFirst ?? true ? standalone : [], matching: filter, after: pass
        ).map { produced -> (value: Result, time: Duration) in
            let value = transform(Expected(name: produced.0, golden: produced.0, snapshot: produced.1))
            let end = clock.now()
            defer { previous = end }
            return (value, end - previous)
        }
        return results.map { (value: $0.0.0, time: $0.1) } + standaloneResults
    }
}
