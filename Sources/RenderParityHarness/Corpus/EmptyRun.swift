/// Why a run has nothing to check: `0 passed, 0 failed` reported as a pass would let a mistyped
/// filter or an empty corpus pass CI, so each of these is a finding.
public enum EmptyRun: Equatable, Sendable {
    /// The filter (and the shard, if given) matched no fixture.
    case noMatch(filter: String?, shard: Shard?)
    /// The fixtures folder holds no `*.json` at all.
    case emptyCorpus(folder: String)
    /// A batch of files and folders (`SnapshotBatch`) without one JSON document among them.
    case noDocuments(inputs: [String])

    public var message: String {
        switch self {
        case .noMatch(let filter?, nil): "no fixtures matched the filter \(filter)"
        case .noMatch(let filter?, let shard?): "no fixtures matched the filter \(filter) in shard \(shard)"
        case .noMatch(nil, let shard?): "shard \(shard) has no fixtures (there are fewer fixtures than shards)"
        case .noMatch(nil, nil): "no fixtures matched"
        case .emptyCorpus(let folder): "no fixtures in \(folder): an empty corpus checks nothing"
        case .noDocuments(let inputs): "no *.json documents in \(inputs.joined(separator: ", "))"
        }
    }
}
