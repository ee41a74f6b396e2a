package renderparity

/**
 * A surface's data model and the protocol's update rule (spec/a2ui.md §3.3): `updateDataModel`
 * replaces the value at its path, creating missing objects on the way; an omitted or `null`
 * value removes the key; the root path replaces the whole model. Twin of `DataModel.swift`.
 */
class DataModel {
    var root: A2UIValue = A2UIValue.Obj(A2UIObject())
        private set

    /** The value at `pointer`, or null when any step is missing. */
    fun value(pointer: JSONPointer): A2UIValue? {
        var current = root
        for (token in pointer.tokens) {
            current = when (current) {
                is A2UIValue.Obj -> current.members[token] ?: return null
                is A2UIValue.Arr -> {
                    val index = JSONPointer.index(token) ?: return null
                    current.elements.getOrNull(index) ?: return null
                }
                else -> return null
            }
        }
        return current
    }

    /** Why an update could not be applied, for `A2UIFailure.DataModelPath`. */
    sealed class UpdateProblem {
        /** A step runs into a string, number, boolean or null. */
        data class ThroughScalar(val token: String) : UpdateProblem()
        /** An array index past the end (the end itself appends). */
        data class IndexPastEnd(val token: String, val count: Int) : UpdateProblem()
        /** A step into an array that is not an index. */
        data class NotAnIndex(val token: String) : UpdateProblem()
    }

    /**
     * Sets (`value` non-null and not JSON null) or removes the value at `pointer`. Iterative: the
     * path is walked down and the touched containers rebuilt, as copies, on the way back up.
     */
    fun update(pointer: JSONPointer, value: A2UIValue?): UpdateProblem? {
        val removing = value == null || value is A2UIValue.Null
        if (pointer.tokens.isEmpty()) {
            root = if (removing || value == null) A2UIValue.Obj(A2UIObject()) else value
            return null
        }
        val containers = ArrayList<A2UIValue>()
        var current: A2UIValue? = root
        for (token in pointer.tokens.dropLast(1)) {
            val container = current ?: A2UIValue.Obj(A2UIObject())
            containers.add(container)
            current = when (container) {
                is A2UIValue.Obj -> container.members[token]
                is A2UIValue.Arr -> {
                    val index = JSONPointer.index(token) ?: return UpdateProblem.NotAnIndex(token)
                    if (index > container.elements.size) return UpdateProblem.IndexPastEnd(token, container.elements.size)
                    container.elements.getOrNull(index)
                }
                else -> return UpdateProblem.ThroughScalar(token)
            }
        }
        var replacement: A2UIValue? = if (removing) null else value
        var container: A2UIValue = current ?: A2UIValue.Obj(A2UIObject())
        for (depth in pointer.tokens.indices.reversed()) {
            val token = pointer.tokens[depth]
            replacement = when (container) {
                is A2UIValue.Obj -> {
                    val obj = container.members.copied()
                    obj[token] = replacement
                    A2UIValue.Obj(obj)
                }
                is A2UIValue.Arr -> {
                    val index = JSONPointer.index(token) ?: return UpdateProblem.NotAnIndex(token)
                    val elements = ArrayList(container.elements)
                    if (index > elements.size) return UpdateProblem.IndexPastEnd(token, elements.size)
                    val placed = replacement
                    if (placed != null) {
                        if (index == elements.size) elements.add(placed) else elements[index] = placed
                    } else if (index < elements.size) {
                        elements.removeAt(index)
                    }
                    A2UIValue.Arr(elements)
                }
                else -> return UpdateProblem.ThroughScalar(token)
            }
            if (depth > 0) container = containers[depth - 1]
        }
        root = replacement ?: A2UIValue.Obj(A2UIObject())
        return null
    }
}
