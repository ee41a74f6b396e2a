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

    /// The resolution golden's content for a root (spec/icon-map.md §3): every map key and every
    /// icon the fixtures use (`usage`, when the caller has it already; otherwise collected here).
    public static func resolutionGolden(root: String, usage known: IconUsage? = nil) throws(ParityError) -> [UInt8] {
        let map = try load(root + "/" + defaultPath)
        let usage: IconUsage
        if let known { usage = known } else { usage = try IconUsage.collect(try Corpus(root: root)) }
        return IconResolution.golden(map.names + usage.names, map: map)
    }

    /// Where `verify` and `update` keep it.
    public static let resolutionGoldenName = "icon-map/resolution.txt"
}
