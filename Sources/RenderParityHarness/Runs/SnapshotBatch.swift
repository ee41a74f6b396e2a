import Foundation
import RenderParity

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
                    jobs.append(Job(input: input + "/" + relative, output: folder + "/" + Corpus.goldenName(forFixture: relative)))
                }
            } else {
                let name = (input as NSString).lastPathComponent
                jobs.append(Job(input: input, output: folder + "/" + (name.hasSuffix(".json") ? Corpus.goldenName(forFixture: name) : name + ".txt")))
            }
        }
        return SnapshotBatch(jobs: jobs)
    }

    /// Writes every snapshot atomically, on all cores; returns the errors of the files that failed, in job order.
    public func write() -> [ParityError] {
        ParallelMap.map(jobs) { job -> ParityError? in
            do throws(ParityError) {
                try FileBytes.writeAtomically(RenderSnapshot.make(from: try FileBytes.read(job.input)), to: job.output)
                return nil
            } catch {
                return error
            }
        }.compactMap { $0 }
    }
}
