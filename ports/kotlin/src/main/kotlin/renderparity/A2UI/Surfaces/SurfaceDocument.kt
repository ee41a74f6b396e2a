package renderparity

/**
 * One surface as the JSON document the one decoder reads with the imported vocabulary
 * (spec/a2ui.md §4): a `Surface` node holding the tree from `root`, every property written
 * as the vocabulary's fields say. `origins` maps each node's place in the document to the
 * stream's component (or item) it was made from, so a failure the decoder finds is
 * reported at the stream's path, not the document's. Twin of `SurfaceDocument.swift`.
 */
class SurfaceDocument(
    val surface: String,
    /** Compact JSON, UTF-8. */
    val bytes: ByteArray,
    internal val origins: Map<JSONPath, Origin>
) {
    class Origin(val path: JSONPath, val plan: NodePlan?)

    /**
     * `path`, a place in this document, as a place in the stream: the deepest node it passes
     * through is replaced by where that node came from, and members by their properties.
     */
    fun streamPath(path: JSONPath): JSONPath {
        val components = ArrayList(path.components)
        val rest = ArrayList<JSONPath.Component>()
        while (true) {
            val origin = origins[JSONPath(ArrayList(components))]
            if (origin != null) {
                var result = origin.path
                for ((position, component) in rest.withIndex()) {
                    when (component) {
                        is JSONPath.Component.Index -> result = result.appending(component.index)
                        is JSONPath.Component.Key -> {
                            val field = if (position == 0) origin.plan?.fields?.firstOrNull { it.member == component.name } else null
                            for (key in field?.property ?: property(component.name)) result = result.appending(key)
                        }
                    }
                }
                return result
            }
            if (components.isEmpty()) return path
            rest.add(0, components.removeAt(components.size - 1))
        }
    }

    companion object {
        /** A member named by its source (`label@value`): its property's keys. */
        fun property(member: String): List<String> =
            member.substringBefore('@').split(".").filter { it.isNotEmpty() }
    }
}
