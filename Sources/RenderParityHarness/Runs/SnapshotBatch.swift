import RenderParity
import RenderParitySystem

/// `parity snapshot --out DIR`: the snapshots of many documents written into a folder,
/// laid out as `parity compare --actual DIR` reads another implementation's.
public struct SnapshotBatch: Sendable {
    public struct Job: Sendable {
        public let input: String
        public let output: String
    }

    public let jobs: [Job]

    /// A FILE goes to `folder/<its name>.txt`; a folder's `*.json` keep their paths relative to it.
    /// `inputs` are absolute paths.
    public static func plan(_ inputs: [String], into folder: String) throws(ParityError) -> SnapshotBatch {
        var jobs: [Job] = []
        for input in inputs {
            if FileBytes.isDirectory(input) {
                for relative in try Corpus.list(input, suffix: ".json", required: true) {
                    jobs.append(
                        Job(
                            input: input + "/" + relative,
                            output: folder + "/" + Corpus.goldenName(forFixture: relative)))
                }
            } else {
                let name = PathText.lastComponent(input)
                jobs.append(
                    Job(
                        input: input,
                        output: folder + "/"
                            + (name.hasSuffix(".json") ? Corpus.goldenName(forFixture: name) : name + ".txt")))
            }
        }
        return SnapshotBatch(jobs: jobs)
    }

    /// Writes every snapshot atomically (temporary file + rename), with `workers` at once (default:
    /// every core); returns the errors of the files that failed, in job order. `sync` also flushes
    /// each file to disk before its rename (`--fsync`): off by default, since 10,000 files cost
    /// 1.7 s of fsync here and a snapshot folder is rebuilt, not kept.
    /// Each document is decoded with `vocabulary`; `render` makes what is written from a file's
    /// bytes (`parity a2ui snapshot --out` writes a stream's snapshot or its surface documents).
    public func write(
        sync: Bool = false, workers: Int? = nil, vocabulary: Vocabulary = .builtin,
        render: @escaping @Sendable ([UInt8], Vocabulary) -> [UInt8] = { RenderSnapshot.make(from: $0, vocabulary: $1) }
    ) -> [ParityError] {
        ParallelMap.map(jobs, jobs: workers) { job -> ParityError? in
            do throws(ParityError) {
                try FileBytes.writeAtomically(
                    render(try FileBytes.read(job.input), vocabulary), to: job.output, sync: sync)
                return nil
            } catch {
                return error
            }
        }.compactMap { $0 }
    }
}
