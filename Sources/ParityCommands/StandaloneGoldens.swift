import RenderParityHarness

/// The goldens `verify` and `update` handle besides the fixtures' snapshots.
enum StandaloneGoldens {
    static func all(root: String) -> [StandaloneGolden] {
        [StandaloneGolden(name: IconMapFile.resolutionGoldenName) { () throws(ParityError) in try IconMapFile.resolutionGolden(root: root) }]
    }
}
