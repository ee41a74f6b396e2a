/// The layout flags a snapshot states explicitly (spec §3.2), because they are
/// what renderers most often get wrong: who fills the width offered to it, and
/// who shares a row's width with its siblings.
public enum LayoutResolution {
    /// The container a node sits in directly.
    public enum Parent: Sendable {
        case hstack
        case other
    }

    /// HStack, Stat and Card always take the full width (`fillsWidth=true`). The snapshot's
    /// line formats spell this out; renderers ask here (`LayoutResolutionTests` holds the two together).
    public static func fillsWidth(_ node: UINode) -> Bool {
        switch node {
        case .hstack, .stat, .card: true
        default: false
        }
    }

    /// A Stat or Spacer that is a direct child of an HStack shares the row equally
    /// (SwiftUI `frame(maxWidth: .infinity)`, Compose `Modifier.weight(1f)`).
    public static func isWeighted(_ node: UINode, in parent: Parent) -> Bool {
        switch node {
        case .stat: isWeighted(type: .stat, in: parent)
        case .spacer: isWeighted(type: .spacer, in: parent)
        default: false
        }
    }

    /// `isWeighted` for a node known only by its type (the tape writer's case).
    static func isWeighted(type: NodeType, in parent: Parent) -> Bool {
        parent == .hstack && (type == .stat || type == .spacer)
    }
}
