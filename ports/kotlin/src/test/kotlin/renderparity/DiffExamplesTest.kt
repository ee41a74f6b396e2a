package renderparity

import org.junit.Assert.assertEquals
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized
import java.io.File

/**
 * The worked examples of spec/diff-format.md §8, the same folders the Swift tests
 * run: `DiffPresentation.lines` of golden.txt and actual.txt must be diff.txt byte
 * for byte, so the Kotlin helper and the Swift CLI cannot drift apart.
 */
@RunWith(Parameterized::class)
class DiffExamplesTest(private val example: String) {
    companion object {
        val folder: File get() = File(TestPaths.root, "spec/diff-examples")

        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun examples(): List<String> {
            val names = folder.listFiles()?.filter { it.isDirectory }?.map { it.name }?.sorted() ?: emptyList()
            if (names.isEmpty()) throw AssertionError("no worked examples under $folder")
            return names
        }
    }

    @Test
    fun blockMatchesTheExample() {
        val base = File(folder, example)
        val capFile = File(base, "max-diff-lines.txt")
        val cap = if (capFile.isFile) String(readBytes(capFile), Charsets.UTF_8).trim().toInt() else DiffPresentation.DEFAULT_MAX_LINES
        val block = DiffPresentation.lines(readBytes(File(base, "golden.txt")), readBytes(File(base, "actual.txt")),
                                           "test-snapshots/$example.txt", cap)
        val written = block.joinToString("") { it + "\n" }
        assertEquals("spec/diff-examples/$example/diff.txt", String(readBytes(File(base, "diff.txt")), Charsets.UTF_8), written)
    }
}
