import RenderParityHarness

/// Why a parity expectation failed, as a value; `message` is the one place it is
/// worded, and `ParityCallSite` records it as a Swift Testing issue or an XCTest failure.
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
    /// A corpus run's snapshot closure threw for this fixture, so there was nothing to compare.
    case snapshotThrew(fixture: String, error: String)

    public var message: String {
        switch self {
        case .corpusUnavailable(let error):
            "parity corpus unavailable: \(error.message); set \(ParityCorpus.environmentVariable) or pass ParityCorpus(root:)"
        case .emptyCorpus(let root):
            "parity corpus \(root) has no fixtures under \(Corpus.fixturesFolder)/"
        case .noFixtureMatched(let filter, let root):
            "no fixtures matched '\(filter)' in \(root)/\(Corpus.fixturesFolder)"
        case .missingGolden(let fixture, let goldenPath):
            "\(fixture): no golden at \(goldenPath); run 'parity update' in the corpus and review it (tests never write goldens)"
        case .file(let error):
            error.message
        case .artifactsWouldOverwriteGoldens(let folder):
            "\(ParityArtifacts.environmentVariable)=\(folder) is the goldens' folder; artifacts go elsewhere (tests never write goldens)"
        case .mismatch(let explanation):
            explanation
        case .snapshotThrew(let fixture, let error):
            "\(fixture): making the snapshot threw \(error)"
        }
    }

    /// `message` as one fixture's failure in a corpus run, which names the fixture first
    /// (XCTest has no test per fixture, so the message is where the name goes). Problems
    /// of the corpus itself stand for every fixture and have no name to give.
    func message(forFixture name: String) -> String {
        switch self {
        case .missingGolden, .mismatch, .snapshotThrew, .corpusUnavailable, .emptyCorpus, .noFixtureMatched: message
        case .file, .artifactsWouldOverwriteGoldens: "\(name): \(message)"
        }
    }

    /// A failure XCTest shows at the helper's own line, because the caller's location
    /// came as a run-time `SourceLocation`: the caller's location leads the message.
    static func located(_ message: String, at location: String) -> String { "\(location): \(message)" }

    public var description: String { message }
}
