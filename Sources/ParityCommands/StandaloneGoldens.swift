import RenderParityHarness

/// The goldens `verify` and `update` handle besides the fixtures' snapshots.
enum StandaloneGoldens {
    static func all(root: String) -> [StandaloneGolden] { [] }
}
