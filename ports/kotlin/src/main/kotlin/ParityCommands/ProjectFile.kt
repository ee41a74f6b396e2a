package renderparity.commands

import renderparity.JSONDocument
import renderparity.JSONPath
import renderparity.JSONReadResult
import renderparity.JSONReader
import renderparity.Vocabulary
import renderparity.VocabularyException
import java.io.File

/**
 * A corpus root's project file, `renderparity.json` (spec/vocabulary.md §8): which vocabulary the
 * corpus is written in, what its fixtures are (`documents`) and where its fixtures and goldens are. Twin of the Swift harness's
 * `ProjectFile.swift` and `Project.swift`, worded as they are. Paths are relative to the file; a
 * corpus without one uses the built-in DSL, `test-fixtures/` and `test-snapshots/`.
 */
class ProjectFile(
    val root: File,
    /** A path relative to `root`, or `builtin`; null: the built-in DSL. */
    val vocabulary: String?,
    /** JSON documents, or A2UI message streams the adapter reads first (spec/a2ui.md §7). */
    val documents: FixtureInput = FixtureInput.JSON,
    val fixtures: String = DEFAULT_FIXTURES,
    val snapshots: String = DEFAULT_SNAPSHOTS
) {
    val fixturesFolder: File get() = path(fixtures)
    val snapshotsFolder: File get() = path(snapshots)

    /**
     * The corpus' vocabulary: `override` (`--vocabulary FILE`, which wins, §8), else the file's
     * (named in errors as the project file writes it), else the built-in DSL. A failure is the
     * loader's one line, as a `VocabularyException`.
     */
    fun loadVocabulary(override: String? = null): Vocabulary {
        if (override != null) return VocabularyFiles.load(override)
        val named = vocabulary ?: return Vocabulary.builtin
        return VocabularyFiles.load(path(named).path, named)
    }

    /** A path from the project file, relative to it unless absolute. */
    private fun path(written: String): File = if (written.startsWith("/")) File(written) else File(root, written)

    companion object {
        const val NAME = "renderparity.json"
        const val DEFAULT_FIXTURES = "test-fixtures"
        const val DEFAULT_SNAPSHOTS = "test-snapshots"
        private val members = listOf("vocabulary", "documents", "fixtures", "snapshots")
        /** A project file is a few lines; a large one is a mistake, read no further. */
        private const val LIMIT: Long = 1L shl 20

        /** The project file of the corpus at `root`, the defaults when it has none; a bad one is a `CommandFailure` naming it. */
        @JvmStatic
        fun read(root: File): ProjectFile {
            val file = File(root, NAME)
            if (!file.exists()) return ProjectFile(root, null)
            val name = file.path
            fun problem(at: JSONPath, explanation: String) = CommandFailure("$name: $at: $explanation")
            val document = when (val result = JSONReader.read(FileBytes.read(file, LIMIT))) {
                is JSONReadResult.Failure -> throw problem(JSONPath.root, "not a project file: ${result.failure.message}")
                is JSONReadResult.Success -> result.document
            }
            if (document.kind(document.root) != JSONDocument.Kind.OBJECT) {
                throw problem(JSONPath.root, "expected an object, found ${document.kind(document.root).typeName}")
            }
            val values = HashMap<String, String>()
            for (member in document.members(document.root)) {
                val key = document.string(member.key)
                val path = JSONPath.root.appending(key)
                if (key == "\$comment") continue
                if (key !in members) throw problem(path, "unknown member (expected one of ${members.joinToString(", ")})")
                val expected = when (key) {
                    "vocabulary" -> "a path to a vocabulary file, or \"builtin\""
                    "documents" -> FixtureInput.expected
                    else -> "a folder path"
                }
                if (document.kind(member.value) != JSONDocument.Kind.STRING) {
                    throw problem(path, "expected $expected, found ${document.kind(member.value).typeName}")
                }
                val value = document.string(member.value)
                if (value.length == 0) throw problem(path, "is empty (expected $expected)")
                if (key == "documents" && FixtureInput.of(value) == null) {
                    throw problem(path, "\"$value\" is not a kind of fixture (expected $expected)")
                }
                values[key] = value
            }
            val documents = values["documents"]?.let { FixtureInput.of(it) } ?: FixtureInput.JSON
            return ProjectFile(root, values["vocabulary"], documents, values["fixtures"] ?: DEFAULT_FIXTURES,
                               values["snapshots"] ?: DEFAULT_SNAPSHOTS)
        }
    }
}

/** The one-line message of a vocabulary that does not load, as a command's failure (exit 2). */
internal fun <T> vocabularyOrFail(load: () -> T): T = try {
    load()
} catch (failure: VocabularyException) {
    throw CommandFailure(failure.error.message)
}
