package renderparity

/**
 * An enumeration's cases as the decoder matches them: bytes, not `String`s. Twin of
 * `EnumSpec.swift`. `cases` are distinct and at most 24 bytes (the loader checks).
 */
class EnumSpec(
    /** The names as diagnostics list them. */
    val names: List<String>
) {
    /** The names as the snapshot writes them (§3.3 E), without encoding a `String`. */
    internal val cases: Array<ByteArray> = names.map { it.toByteArray(Charsets.UTF_8) }.toTypedArray()
    /** The cases by name, for matching a value's bytes. */
    internal val index = NameIndex(names)

    /** "leading, center, trailing": what diagnostics list. */
    val list: String get() = names.joinToString(", ")
}
