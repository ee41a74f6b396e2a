import RenderParityHarness

/// The goldens `verify` and `update` handle besides the fixtures' snapshots.
enum StandaloneGoldens {
    /// The icon resolution golden belongs to a root with an icon map; a repository that
    /// vendors only fixtures and goldens has none to check.
    static func all(root: String) -> [StandaloneGolden] {
        guard FileBytes.exists(root + "/" + IconMapFile.defaultPath) else { return [] }
        return [StandaloneGolden(name: IconMapFile.resolutionGoldenName) { usage throws(ParityError) in try IconMapFile.resolutionGolden(root: root, usage: usage) }]
    }
}
