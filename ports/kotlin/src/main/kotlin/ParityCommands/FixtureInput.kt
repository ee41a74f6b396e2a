package renderparity.commands

import renderparity.A2UIStream
import renderparity.RenderSnapshot
import renderparity.Vocabulary

/**
 * What a corpus' fixtures are, as its project file's `documents` says (spec/vocabulary.md §8):
 * JSON documents the decoder reads with the vocabulary, or A2UI message streams, which the
 * adapter turns into one document per surface first (spec/a2ui.md §7). Twin of the Swift
 * harness's `FixtureInput.swift`: `snapshot` and `snapshot --out` go through it, so both kinds
 * meet the same goldens.
 */
enum class FixtureInput(val rawValue: String) {
    /** The default: each fixture is one document (render-snapshot.md §1). */
    JSON("json"),
    /** Each fixture is an A2UI message stream; the vocabulary is an imported catalog's. */
    A2UI("a2ui");

    /** The snapshot of one fixture's bytes, read with `vocabulary`. */
    fun snapshot(bytes: ByteArray, vocabulary: Vocabulary): ByteArray = when (this) {
        JSON -> RenderSnapshot.make(bytes, vocabulary)
        A2UI -> A2UIStream.snapshot(bytes, vocabulary)
    }

    companion object {
        fun of(rawValue: String): FixtureInput? = values().firstOrNull { it.rawValue == rawValue }

        /** `"json" or "a2ui"`, as the project file's errors say what `documents` expects. */
        val expected: String get() = values().joinToString(" or ") { "\"${it.rawValue}\"" }
    }
}
