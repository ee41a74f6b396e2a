package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File
import java.security.MessageDigest

/**
 * The vocabulary conformance cases, `spec/vocabulary-cases/` (its README says how ports run
 * them), which the Swift reference and the web port are held to as well: every file in
 * `errors/` fails to load with exactly its `manifest.tsv` line, and each corpus decodes its
 * fixtures, in its own vocabulary, to their snapshots and `diagnostics.txt`. Twin of
 * `VocabularyCasesTests.swift`.
 */
class VocabularyCasesTest {
    private val folder: File get() = TestPaths.vocabularyCases

    /** `name\tmessage` lines; a malformed one fails, so a case cannot vanish silently. */
    private fun manifest(): List<Pair<String, String>> {
        val lines = File(folder, "errors/manifest.tsv").readText(Charsets.UTF_8).split("\n")
        assertEquals("name\tmessage", lines.first())
        assertEquals("the manifest ends with a newline", "", lines.last())
        return lines.drop(1).dropLast(1).map { line ->
            val fields = line.split("\t")
            assertEquals("two tab-separated fields: $line", 2, fields.size)
            Pair(fields[0], fields[1])
        }
    }

    /** Loads `name` from `subfolder`, following `extends` to a file beside the one that names it, named by its path relative to `subfolder`. */
    private fun load(name: String, subfolder: File): Vocabulary =
        VocabularyLoader.load(readBytes(File(subfolder, name)), name) { reference, file ->
            val parent = File(file).parent
            val relative = (if (parent == null) File(reference) else File(parent, reference)).normalize().path
            val base = File(subfolder, relative)
            if (!base.isFile) throw VocabularyException(VocabularyError(VocabularyError.Problem.Unreadable("cannot read $relative"), file))
            VocabularyLoader.Source(relative, readBytes(base))
        }

    @Test
    fun everyErrorFileIsInTheManifest() {
        val files = File(folder, "errors").list { _, name -> name.endsWith(".json") }?.sorted() ?: emptyList()
        assertEquals(manifest().map { "${it.first}.json" }.sorted(), files)
        assertTrue("only ${files.size} cases", files.size >= 50)
    }

    @Test
    fun errorsAreWordedAsTheManifestSays() {
        for ((name, message) in manifest()) {
            try {
                load("$name.json", File(folder, "errors"))
                fail("$name.json loaded; expected: $message")
            } catch (failure: VocabularyException) {
                assertEquals("$name.json", message, failure.error.message)
            }
        }
    }

    /** Every folder with a project file, so a new corpus is tested without being listed here. */
    private fun corpora(): List<File> =
        (folder.listFiles { file -> File(file, "renderparity.json").isFile } ?: emptyArray()).sortedBy { it.name }

    @Test
    fun everyCorpusDecodesToItsSnapshotsAndDiagnostics() {
        val corpora = corpora()
        assertTrue("corpora: ${corpora.map { it.name }}", corpora.size >= 6)
        for (corpus in corpora) {
            val vocabulary = load("vocabulary.json", corpus)
            val names = File(corpus, "test-fixtures").list { _, name -> name.endsWith(".json") }?.sorted() ?: emptyList()
            assertTrue("${corpus.name}: no fixtures", names.isNotEmpty())
            val diagnostics = StringBuilder()
            for (name in names) {
                val document = readBytes(File(corpus, "test-fixtures/$name"))
                val golden = File(corpus, "test-snapshots/${name.removeSuffix(".json")}.txt")
                val problem = GoldenDiff.describe("${corpus.name}/$name", name.removeSuffix(".json") + ".txt", readBytes(golden),
                                                  RenderSnapshot.make(document, vocabulary))
                if (problem != null) fail(problem)
                for (diagnostic in DocumentDecoder.diagnose(document, vocabulary).diagnostics) {
                    diagnostics.append("test-fixtures/$name: $diagnostic\n")
                }
            }
            assertEquals("${corpus.name}/diagnostics.txt", File(corpus, "diagnostics.txt").readText(Charsets.UTF_8), diagnostics.toString())
        }
    }

    @Test
    fun extensionChainsAddInOrderAndHashAsAChain() {
        val root = File(folder, "extension")
        val acme = load("acme.json", root)
        val team = load("team.json", root)
        val builtin = Vocabulary.builtin
        assertEquals(builtin.nodeTypes + "button", acme.nodeTypes)
        assertEquals(acme.nodeTypes + "rating", team.nodeTypes)
        assertEquals(listOf("accessibilityLabel", "testID"), acme.definition.commonFields.map { it.name })
        assertEquals("a replaced type keeps its place", builtin.nodeTypes.indexOf("divider"), acme.nodeTypes.indexOf("divider"))
        // spec/vocabulary.md §5: the base's hash, a line feed, and the file's bytes.
        fun chained(base: String, name: String): String {
            val digest = MessageDigest.getInstance("SHA-256")
            digest.update(utf8(base + "\n"))
            return digest.digest(readBytes(File(root, name))).joinToString("") { ((it.toInt() and 0xFF) + 0x100).toString(16).substring(1) }
        }
        assertEquals(chained(builtin.identity.hash, "acme.json"), acme.identity.hash)
        assertEquals(chained(acme.identity.hash, "team.json"), team.identity.hash)
    }
}
