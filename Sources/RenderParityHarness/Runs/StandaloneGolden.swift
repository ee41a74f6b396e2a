import RenderParity

/// A golden that is not the snapshot of a fixture, such as the icon resolution
/// golden: `produce` computes what it should contain from the whole corpus.
public struct StandaloneGolden: Sendable {
    public let name: String
    /// Given the icons the fixtures use when the run just decoded all of them (so nothing
    /// is decoded twice), or nil when it did not (`--filter`) and the golden must look itself.
    public let produce: @Sendable (IconUsage?) throws(ParityError) -> [UInt8]

    public init(name: String, produce: @escaping @Sendable (IconUsage?) throws(ParityError) -> [UInt8]) {
        self.name = name
        self.produce = produce
    }

    /// The standalone goldens of `corpus`: the icon resolution golden when its root has an
    /// icon map. A repository that vendors only fixtures and goldens has none, and a
    /// resolution golden left in it is obsolete like any golden without a source.
    public static func all(_ corpus: Corpus) -> [StandaloneGolden] {
        guard FileBytes.exists(corpus.root + "/" + IconMapFile.defaultPath) else { return [] }
        return [
            StandaloneGolden(name: IconMapFile.resolutionGoldenName) { usage throws(ParityError) in
                try IconMapFile.resolutionGolden(corpus, usage: usage)
            }
        ]
    }

    /// `all` of the corpus at `root`, as its project file describes it.
    public static func all(root: String) throws(ParityError) -> [StandaloneGolden] {
        all(try Corpus(project: try Project.open(root: root)))
    }

    /// What a `verify` or `update` pass over the fixtures learned: each fixture's icons
    /// (nil where it could not be read), and whether the pass covered the whole corpus.
    struct Pass {
        let fixtures: [String]
        let icons: [[IconUse]?]
        let coversCorpus: Bool

        var readEveryFixture: Bool { !icons.contains { $0 == nil } }
    }

    /// The goldens whose name contains `filter`, produced after `pass`. None when the pass
    /// met an unreadable fixture: they are made from every fixture, that fixture is reported
    /// already, and writing them without it would be wrong.
    static func produce(_ goldens: [StandaloneGolden], matching filter: String?, after pass: Pass) -> [(
        String, Result<[UInt8], ParityError>
    )] {
        guard pass.readEveryFixture else { return [] }
        let usage = pass.coversCorpus ? IconUsage(fixtures: pass.fixtures, icons: pass.icons.map { $0 ?? [] }) : nil
        return goldens.filter { golden in filter.map { golden.name.contains($0) } ?? true }.map { golden in
            do throws(ParityError) {
                return (golden.name, .success(try golden.produce(usage)))
            } catch {
                return (golden.name, .failure(error))
            }
        }
    }
}
