/// The layout flags a snapshot states explicitly (spec §3.2), because they are
/// what renderers most often get wrong: who fills the width offered to it, and
/// who shares a row's width with its siblings.
public enum LayoutResolution {
    /// The container a node sits in directly.
    public enum Parent: Sendable {
        case hstack
        case other
    }

    /// HStack, Stat and Card always take the full width (`fillsWidth=true`): the node table's
    /// `fillsWidth` column, which the snapshot's line formats spell out.
    public static func fillsWidth(_ node: UINode) -> Bool {
        node.parts?.type.spec.fillsWidth ?? false
    }

    /// A Stat or Spacer that is a direct child of an HStack shares the row equally
    /// (SwiftUI `frame(maxWidth: .infinity)`, Compose `Modifier.weight(1f)`): the table's
    /// `weightedInHStack` and `weightsChildren` columns.
    public static func isWeighted(_ node: UINode, in parent: Parent) -> Bool {
        parent == .hstack && (node.parts?.type.spec.weightedInHStack ?? false)
    }
}
