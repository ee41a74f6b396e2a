/// Whether this process runs in CI, from the `CI` variable that CI services set. `CI=false`
/// and `CI=0` are how people say "not CI" (and some tools export them), so only a non-empty
/// value other than those counts.
enum CIEnvironment {
    static func isSet(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"] else { return false }
        return !["", "false", "0"].contains(value.lowercased())
    }
}
