import RenderParityHarness

/// Why a parity expectation failed, as a value; `message` is the one place it is
/// worded, and `ParityCallSite` records it as a Swift Testing issue or an XCTest failure.
public enum ParityTestingProblem: Error, Equatable, Sendable, CustomStringConvertible {
    /// The corpus could not be found or listed.
    case corpusUnavailable(ParityError)
    /// The corpus's project file (`renderparity.json`, spec/vocabulary.md §8) is not one, or
    /// cannot be read: its one line, naming the file and the JSON path.
    case badProjectFile(ParityError)
    /// The corpus's vocabulary does not load (the loader's one line, spec/vocabulary.md §7).
    case badVocabulary(ParityError)
    /// The corpus has no fixtures (a run over it would pass having checked nothing); `fixtures`
    /// is its fixtures folder as reports name it.
    case emptyCorpus(root: String, fixtures: String)
    /// No fixture name matched a filter in the fixtures folder at `folder`.
    case noFixtureMatched(filter: String, folder: String)
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
        case .badProjectFile(let error), .badVocabulary(let error):
            "parity corpus unavailable: \(error.message)"
        case .emptyCorpus(let root, let fixtures):
            "parity corpus \(root) has no fixtures under \(fixtures)/"
        case .noFixtureMatched(let filter, let folder):
            "no fixtures matched '\(filter)' in \(folder)"
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
        case .missingGolden, .mismatch, .snapshotThrew, .corpusUnavailable, .badProjectFile, .badVocabulary,
            .emptyCorpus, .noFixtureMatched:
            message
        case .file, .artifactsWouldOverwriteGoldens: "\(name): \(message)"
        }
    }

    /// A failure XCTest shows at the helper's own line, because the caller's location
    /// came as a run-time `SourceLocation`: the caller's location leads the message.
    static func located(_ message: String, at location: String) -> String { "\(location): \(message)" }

    public var description: String { message }

    /// Why a corpus's project could not be opened: its vocabulary, or else its project file.
    init(loading error: ParityError) {
        if case .vocabulary = error { self = .badVocabulary(error) } else { self = .badProjectFile(error) }
    }
}
