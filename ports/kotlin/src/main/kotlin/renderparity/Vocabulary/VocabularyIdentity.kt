package renderparity

/**
 * Which vocabulary a run held renderers to (spec/vocabulary.md §5): every report names it, so a
 * green check always says what was held equal. Twin of `VocabularyIdentity.swift`.
 */
data class VocabularyIdentity(
    val name: String,
    val version: String,
    /** The SHA-256 content hash, 64 lowercase hex digits. */
    val hash: String
) {
    /** The first 12 hex digits, as runs print it. */
    val shortHash: String get() = hash.take(12)

    /** `renderparity-dsl 1 (3f2a9c1b7d20)`. */
    val description: String get() = "$name $version ($shortHash)"

    override fun toString(): String = description
}
