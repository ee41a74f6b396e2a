package renderparity

/**
 * A data-model location (RFC 6901, spec/a2ui.md §3.3): its reference tokens, unescaped.
 * A path that starts with `/` is absolute; any other is relative to the scope of the
 * template item it is read in (the root outside templates). `""` and `"/"` are the root.
 * Twin of `JSONPointer.swift`. Tokens are split and unescaped as code points, never by
 * Unicode equivalence: a combining mark after `/` or `~1` changes nothing.
 */
class JSONPointer(val tokens: List<String>) {
    fun appending(token: String): JSONPointer = JSONPointer(tokens + token)

    /** The absolute form, as snapshots print a binding (`/restaurants/0/title`; `/` for the root). */
    val text: String
        get() = if (tokens.isEmpty()) "/"
                else tokens.joinToString("") { "/" + it.replace("~", "~0").replace("/", "~1") }

    override fun equals(other: Any?): Boolean = other is JSONPointer && other.tokens == tokens

    override fun hashCode(): Int = tokens.hashCode()

    companion object {
        @JvmField
        val root = JSONPointer(emptyList())

        /** `path` resolved against `scope`: absolute paths ignore it (Swift: `init(_:in:)`). */
        fun of(path: String, scope: JSONPointer): JSONPointer {
            if (path == "/" || path.isEmpty()) return if (path.isEmpty()) scope else root
            val isAbsolute = path.startsWith("/")
            val body = if (isAbsolute) path.substring(1) else path
            val parsed = body.split("/").map { it.replace("~1", "/").replace("~0", "~") }
            return JSONPointer((if (isAbsolute) emptyList() else scope.tokens) + parsed)
        }

        /** An array index token: decimal digits without a leading zero (RFC 6901 §4). */
        fun index(token: String): Int? {
            if (token.isEmpty() || token.length > 9 || !token.all { it in '0'..'9' }) return null
            if (token[0] == '0' && token.length != 1) return null
            return token.toInt()
        }
    }
}
