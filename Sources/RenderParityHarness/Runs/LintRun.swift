import RenderParity

/// `parity lint`: the diagnostics of every fixture, in corpus order.
public struct LintRun: Sendable {
    public struct Entry: Sendable {
        public let fixture: String
        public let document: DecodedDocument
    }

    public let entries: [Entry]
    public let unreadable: [ParityError]

    public var diagnosticCount: Int { entries.reduce(0) { $0 + $1.document.diagnostics.count } }

    public static func run(_ corpus: Corpus, filter: String? = nil) -> LintRun {
        let results: [Result<Entry, ParityError>] = ParallelMap.map(corpus.fixtures(matching: filter)) { fixture in
            do throws(ParityError) {
                return .success(Entry(fixture: fixture, document: try FixtureSnapshot.decode(fixture, in: corpus)))
            } catch {
                return .failure(error)
            }
        }
        return LintRun(entries: results.compactMap { try? $0.get() },
                       unreadable: results.compactMap { if case let .failure(error) = $0 { error } else { nil } })
    }
}
