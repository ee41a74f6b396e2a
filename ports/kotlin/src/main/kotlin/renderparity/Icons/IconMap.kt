package renderparity

/**
 * The SF Symbols → Compose Material map (spec/icon-map.md §1.1): a target per
 * SF name, and the fallback for names the chain cannot reach.
 *
 * Twin of `Icons/IconMap.swift`. `icons` is only looked up, never iterated
 * for output except through `names`, which is sorted bytewise.
 */
class IconMap(val fallback: String, val icons: Map<String, String>) {
    /** The keys in bytewise order (spec/icon-map.md §3.2). */
    val names: List<String> get() = icons.keys.sortedWith(Bytewise)

    override fun equals(other: Any?): Boolean = other is IconMap && other.fallback == fallback && other.icons == icons

    override fun hashCode(): Int = fallback.hashCode() * 31 + icons.hashCode()

    companion object {
        /**
         * Reads a map with the strict JSON rules and checks its structure: an object with
         * a string `fallback` and a non-empty object `icons` of strings. How names and
         * targets are spelled is left to `parity icons`, which reports each one with a
         * suggestion (spec/icon-map.md §4.1); the schema adds the spelling patterns.
         */
        @JvmStatic
        fun decode(bytes: ByteArray): IconMapDecoding {
            val read = JSONReader.read(bytes)
            val document = when (read) {
                is JSONReadResult.Failure -> return IconMapDecoding.Failure(IconMapFailure(null, read.failure.message))
                is JSONReadResult.Success -> read.document
            }
            val root = document.root
            if (document.kind(root) != JSONDocument.Kind.OBJECT) {
                return fail(JSONPath.root, "expected an object, found ${document.kind(root).typeName}")
            }
            for (member in document.members(root)) {
                if (!document.stringEquals(member.key, "fallback") && !document.stringEquals(member.key, "icons")) {
                    return fail(JSONPath.root.appending(document.string(member.key)), "unknown member (expected only fallback and icons)")
                }
            }
            val fallbackIndex = document.member(root, "fallback")
                ?: return fail(JSONPath.root.appending("fallback"), "is missing (expected a target such as Filled.Info)")
            val iconsIndex = document.member(root, "icons")
                ?: return fail(JSONPath.root.appending("icons"), "is missing (expected an object of SF name → target)")
            val fallbackPath = JSONPath.root.appending("fallback")
            if (document.kind(fallbackIndex) != JSONDocument.Kind.STRING) {
                return fail(fallbackPath, "expected a string, found ${document.kind(fallbackIndex).typeName}")
            }
            val fallback = document.string(fallbackIndex)
            val iconsPath = JSONPath.root.appending("icons")
            if (document.kind(iconsIndex) != JSONDocument.Kind.OBJECT || document.count(iconsIndex) == 0) {
                return fail(iconsPath, if (document.kind(iconsIndex) == JSONDocument.Kind.OBJECT) "is empty"
                                       else "expected an object, found ${document.kind(iconsIndex).typeName}")
            }
            val icons = HashMap<String, String>()
            for (member in document.members(iconsIndex)) {
                val name = document.string(member.key)
                val path = iconsPath.appending(name)
                if (document.kind(member.value) != JSONDocument.Kind.STRING) {
                    return fail(path, "expected a string, found ${document.kind(member.value).typeName}")
                }
                icons[name] = document.string(member.value)
            }
            return IconMapDecoding.Success(IconMap(fallback, icons))
        }

        private fun fail(path: JSONPath, problem: String): IconMapDecoding = IconMapDecoding.Failure(IconMapFailure(path, problem))
    }
}

/** Swift's `Result<IconMap, IconMapFailure>`. */
sealed class IconMapDecoding {
    class Success(val map: IconMap) : IconMapDecoding()
    class Failure(val failure: IconMapFailure) : IconMapDecoding()
}

/** Why a map could not be loaded: where (null for JSON syntax) and what was expected. */
data class IconMapFailure(val path: JSONPath?, val problem: String) {
    val message: String get() = if (path != null) "$path: $problem" else problem
}
