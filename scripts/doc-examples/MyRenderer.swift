// A stand-in for a team's renderer, so the DocC articles' examples can `import MyRenderer`
// as a renderer's test target does and still type-check (scripts/build-docs.sh). Only its
// shape matters: the articles call `MyRenderer().snapshot(json:)`; it is never run.

/// Renders a JSON document into its own views, then writes their snapshot lines.
public struct MyRenderer {
    public init() {}

    /// The snapshot of the views this renderer built from `json` (spec/render-snapshot.md §3).
    public func snapshot(json: [UInt8]) -> String { "" }
}
