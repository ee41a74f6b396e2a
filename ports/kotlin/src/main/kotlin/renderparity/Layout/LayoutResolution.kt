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

    /** HStack, Stat and Card always take the full width (`fillsWidth=true`): the node table's `fillsWidth` column. */
    @JvmStatic
    fun fillsWidth(node: UINode): Boolean = node.parts?.type?.spec?.fillsWidth ?: false

    /** A Stat or Spacer that is a direct child of an HStack shares the row equally: the table's `weightedInHStack`. */
    @JvmStatic
    fun isWeighted(node: UINode, parent: Parent): Boolean =
        parent == Parent.HSTACK && (node.parts?.type?.spec?.weightedInHStack ?: false)
}
