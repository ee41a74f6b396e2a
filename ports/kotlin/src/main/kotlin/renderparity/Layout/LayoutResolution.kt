package renderparity

/**
 * The layout flags a snapshot states explicitly (spec §3.2), because they are
 * what renderers most often get wrong: who fills the width offered to it, and
 * who shares a row's width with its siblings.
 *
 * Twin of `Layout/LayoutResolution.swift`.
 */
object LayoutResolution {
    /** The container a node sits in directly. */
    enum class Parent { HSTACK, OTHER }

    /** HStack, Stat and Card always take the full width (`fillsWidth=true`). */
    @JvmStatic
    fun fillsWidth(node: UINode): Boolean = when (node) {
        is UINode.HStack, is UINode.Stat, is UINode.Card -> true
        else -> false
    }

    /**
     * A Stat or Spacer that is a direct child of an HStack shares the row equally
     * (SwiftUI `frame(maxWidth: .infinity)`, Compose `Modifier.weight(1f)`).
     */
    @JvmStatic
    fun isWeighted(node: UINode, parent: Parent): Boolean {
        if (parent != Parent.HSTACK) return false
        return when (node) {
            is UINode.Stat, UINode.Spacer -> true
            else -> false
        }
    }
}
