package renderparity

/**
 * A location in a JSON document, written as the spec prints it (§3.5):
 * `$`, `$.layout.children[2].content`, `$["odd key"]`.
 *
 * Twin of `JSON/JSONPath.swift`.
 */
class JSONPath(val components: List<Component>) : Comparable<JSONPath> {
    sealed class Component {
        data class Key(val name: String) : Component()
        data class Index(val index: Int) : Component()
    }

    fun appending(key: String): JSONPath = JSONPath(components + Component.Key(key))

    fun appending(index: Int): JSONPath = JSONPath(components + Component.Index(index))

    val description: String
        get() {
            val text = StringBuilder("$")
            for (component in components) {
                when (component) {
                    is Component.Index -> text.append('[').append(component.index.toString()).append(']')
                    is Component.Key ->
                        if (isIdentifier(component.name)) text.append('.').append(component.name)
                        else text.append('[').append(SnapshotString.quoted(component.name)).append(']')
                }
            }
            return text.toString()
        }

    override fun toString(): String = description

    override fun equals(other: Any?): Boolean = other is JSONPath && other.components == components

    override fun hashCode(): Int = components.hashCode()

    /** Orders paths by their printed form, bytewise, so reports never depend on hash order. */
    override fun compareTo(other: JSONPath): Int = Bytewise.compare(description, other.description)

    companion object {
        @JvmField
        val root = JSONPath(emptyList())

        /** `[A-Za-z_][A-Za-z0-9_]*`, ASCII only (§3.5). */
        @JvmStatic
        fun isIdentifier(name: String): Boolean {
            if (name.length == 0) return false
            val first = name[0]
            if (first != '_' && !isLetter(first)) return false
            for (character in name) {
                if (character != '_' && !isLetter(character) && character !in '0'..'9') return false
            }
            return true
        }

        private fun isLetter(character: Char): Boolean = character in 'a'..'z' || character in 'A'..'Z'
    }
}
