import RenderParityHarness

/// Why a parity expectation failed, as a value; `message` is the one place it is
/// worded, and `expectParity` records it as a Swift Testing issue.
public enum ParityTestingProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The corpus could not be found or listed.
    case corpusUnavailable(ParityError)
    /// The corpus has no fixtures (a run over it would pass having checked nothing).
    case emptyCorpus(root: String)
    /// No fixture name matched a filter.
    case noFixtureMatched(filter: String, root: String)
    /// The fixture's golden does not exist; tests never write one.
    case missingGolden(fixture: String, goldenPath: String)
    /// A fixture, golden or artifact could not be read or written.
    case file(ParityError)
    /// `RENDERPARITY_ARTIFACTS` points at the goldens, which tests never write.
    case artifactsWouldOverwriteGoldens(folder: String)
    /// The snapshot differs from the golden: verify's message and diff.
    case mismatch(explanation: String)

    public var message: String {
        switch self {
        case let .corpusUnavailable(error):
            "parity corpus unavailable: \(error.message); set \(ParityCorpus.environmentVariable) or pass ParityCorpus(root:)"
        case let .emptyCorpus(root):
            "parity corpus \(root) has no fixtures under \(Corpus.fixturesFolder)/"
        case let .noFixtureMatched(filter, root):
            "no fixtures matched '\(filter)' in \(root)/\(Corpus.fixturesFolder)"
        case let .missingGolden(fixture, goldenPath):
            "\(fixture): no golden at \(goldenPath); run 'parity update' in the corpus and review it (tests never write goldens)"
        case let .file(error):
            error.message
        case let .artifactsWouldOverwriteGoldens(folder):
            "\(ParityArtifacts.environmentVariable)=\(folder) is the goldens' folder; artifacts go elsewhere (tests never write goldens)"
        case let .mismatch(explanation):
            explanation
        }
    }

    public var description: String { message }
}
