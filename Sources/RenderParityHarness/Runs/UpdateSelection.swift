/// `parity update --only NAME…`: the goldens a person named, after reading a report.
///
/// A name is accepted in every form a report prints it: the fixture's path under the fixtures
/// folder (`nodes/badge.json`, as `verify`, `compare` and the review page print it), with or
/// without that folder, or the golden's path with the snapshots folder
/// (`test-snapshots/nodes/badge.txt`, as `update` prints it). The folders are the corpus's
/// own (`Corpus.fixturesLabel`, `snapshotsLabel`), as the reports print them. Reports escape control
/// characters as `\u00xx` (`ControlCharacterEscaping`), so the escaped form names the
/// file too. A name that matches nothing is an error, never ignored: a typo would otherwise
/// accept nothing and look like success.
public enum UpdateSelection {
    /// The golden each of `names` stands for; throws `unknownName` for the first that names nothing.
    public static func goldens(named names: [String], in corpus: Corpus, standalone: [String]) throws(ParityError)
        -> Set<String>
    {
        let known = printedForms(corpus, standalone: standalone)
        var goldens: Set<String> = []
        for name in names {
            guard let golden = known[name] else { throw .unknownName(name: ControlCharacterEscaping.escaped(name)) }
            goldens.insert(golden)
        }
        return goldens
    }

    /// Every printed form of every name a run can report, and the golden it stands for.
    static func printedForms(_ corpus: Corpus, standalone: [String]) -> [String: String] {
        var forms: [String: String] = [:]
        func add(_ name: String, golden: String) {
            for form in [name, ControlCharacterEscaping.escaped(name)] { forms[form] = golden }
        }
        for fixture in corpus.fixtures {
            let golden = Corpus.goldenName(forFixture: fixture)
            add(fixture, golden: golden)
            add(FolderLabel.file(fixture, in: corpus.fixturesLabel), golden: golden)
            add(corpus.goldenLabel(golden), golden: golden)
        }
        // Standalone and obsolete goldens are reported under their golden's own name.
        for golden in standalone + corpus.obsoleteGoldens(standalone: standalone) {
            add(golden, golden: golden)
            add(corpus.goldenLabel(golden), golden: golden)
        }
        return forms
    }
}
