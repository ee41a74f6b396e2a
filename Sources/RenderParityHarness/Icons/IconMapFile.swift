import RenderParity

/// Loads an icon map file, turning every way it can be broken into one `ParityError` line.
public enum IconMapFile {
    public static let defaultPath = "spec/icon-map.json"

    public static func load(_ path: String) throws(ParityError) -> IconMap {
        switch IconMap.decode(try FileBytes.read(path)) {
        case .success(let map): return map
        case .failure(let failure): throw .iconMap(path: path, problem: failure.message)
        }
    }

    /// The resolution golden's content for a corpus (spec/icon-map.md §3): every map key and every
    /// icon the fixtures use (`usage`, when the caller has it already; otherwise collected here,
    /// from the fields the corpus's vocabulary marks `icon`).
    public static func resolutionGolden(_ corpus: Corpus, usage known: IconUsage? = nil) throws(ParityError)
        -> [UInt8]
    {
        let map = try load(corpus.root + "/" + defaultPath)
        let usage: IconUsage
        if let known { usage = known } else { usage = try IconUsage.collect(corpus) }
        return IconResolution.golden(map.names + usage.names, map: map)
    }

    /// `resolutionGolden` of the corpus at `root`, as its project file describes it.
    public static func resolutionGolden(root: String) throws(ParityError) -> [UInt8] {
        try resolutionGolden(try Corpus(project: try Project.open(root: root)))
    }

    /// Where `verify` and `update` keep it.
    public static let resolutionGoldenName = "icon-map/resolution.txt"
}
