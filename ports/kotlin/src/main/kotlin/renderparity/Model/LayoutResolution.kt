package renderparity

/**
 * The layout flags a snapshot states explicitly (spec §3.2), because they are
 * what renderers most often get wrong: who fills the width offered to it, and
 * who shares a row's width with its siblings.
 *
 * Twin of `LayoutResolution.swift`, in the model stage: it reads the typed model.
 */
object LayoutResolution {
    /** The container a node sits in directly. */
    enum class Parent { HSTACK, OTHER }

    /** HStack, Stat and Card always take the full width (`fillsWidth=true`): the built-in vocabulary's `fillsWidth`. */
    @JvmStatic
    fun fillsWidth(node: UINode): Boolean = node.parts?.type?.spec?.fillsWidth ?: false

    /** A Stat or Spacer that is a direct child of an HStack shares the row equally: the vocabulary's `weightedInHStack`. */
    @JvmStatic
    fun isWeighted(node: UINode, parent: Parent): Boolean =
        parent == Parent.HSTACK && (node.parts?.type?.spec?.weightedInHStack ?: false)
}
