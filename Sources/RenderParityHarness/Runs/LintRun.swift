import RenderParity

/// `parity lint`: the diagnostics of every fixture in corpus order, or of the documents
/// given, each in document order (spec §2.5).
public struct LintRun: Sendable {
    public struct Entry: Sendable {
        /// The fixture's name in the corpus, or the file as given (`<stdin>` for `-`).
        public let fixture: String
        public let linted: LintedDocument

        public var document: DiagnosedDocument { linted.decoded }
    }

    public let entries: [Entry]
    public let unreadable: [ParityError]

    public var diagnosticCount: Int { entries.reduce(0) { $0 + $1.linted.diagnostics.count } }

    /// The fixtures of `corpus`, with its vocabulary.
    public static func run(_ corpus: Corpus, filter: String? = nil) -> LintRun {
        run(corpus.fixtures(matching: filter), vocabulary: corpus.vocabulary) { fixture throws(ParityError) in
            try FileBytes.read(corpus.fixturePath(fixture))
        }
    }

    /// Lints documents of `vocabulary` by name; `read` gives each one's bytes.
    public static func run(
        _ names: [String], vocabulary: Vocabulary = .builtin, read: @Sendable (String) throws(ParityError) -> [UInt8]
    ) -> LintRun {
        let results: [Result<Entry, ParityError>] = ParallelMap.map(names) { name in
            do throws(ParityError) {
                return .success(
                    Entry(fixture: name, linted: LintedDocument(bytes: try read(name), vocabulary: vocabulary)))
            } catch {
                return .failure(error)
            }
        }
        return LintRun(
            entries: results.compactMap { try? $0.get() },
            unreadable: results.compactMap { if case .failure(let error) = $0 { error } else { nil } })
    }
}
