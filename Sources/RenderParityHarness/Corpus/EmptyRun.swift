/// Why a run has nothing to check: `0 passed, 0 failed` and exit 0 would
/// let a mistyped `--filter` or an empty corpus pass CI, so each of these is exit 1.
public enum EmptyRun: Equatable, Sendable {
    /// `--filter TEXT` (and `--shard`, if given) matched no fixture.
    case noMatch(filter: String?, shard: Shard?)
    /// The fixtures folder holds no `*.json` at all.
    case emptyCorpus(folder: String)
    /// `snapshot --out` was given files and folders without one JSON document among them.
    case noDocuments(inputs: [String])

    public var message: String {
        switch self {
        case .noMatch(let filter?, nil): "no fixtures matched --filter \(filter)"
        case .noMatch(let filter?, let shard?): "no fixtures matched --filter \(filter) in shard \(shard)"
        case .noMatch(nil, let shard?): "shard \(shard) has no fixtures (there are fewer fixtures than shards)"
        case .noMatch(nil, nil): "no fixtures matched"
        case .emptyCorpus(let folder): "no fixtures in \(folder): an empty corpus checks nothing"
        case .noDocuments(let inputs): "no *.json documents in \(inputs.joined(separator: ", "))"
        }
    }
}
