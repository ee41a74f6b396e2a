package renderparity.testing

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertFalse
import org.junit.Assert.assertNotNull
import org.junit.Assert.assertNull
import org.junit.Assert.assertTrue
import org.junit.Rule
import org.junit.Test
import org.junit.rules.TemporaryFolder
import renderparity.RenderSnapshot
import renderparity.TestPaths
import java.io.File
import java.nio.file.Files

/** A renderer's output against its golden: equal, different (with the diff), no golden, artifacts. */
class ParityCheckTest {
    @get:Rule
    val temporary = TemporaryFolder()

    private val corpus = ParityCorpus.at(TestPaths.root)
    private val fixture = corpus.fixture("nodes/badge.json")

    /** The reference snapshot of the fixture with its first line's last character dropped: a small, real change. */
    private fun broken(): ByteArray {
        val text = String(RenderSnapshot.make(fixture.bytes()), Charsets.UTF_8)
        val firstBreak = text.indexOf('\n')
        return (text.substring(0, firstBreak - 1) + text.substring(firstBreak)).toByteArray(Charsets.UTF_8)
    }

    @Test
    fun theReferenceOutputMatches() {
        assertNull(ParityCheck.mismatch(fixture, RenderSnapshot.make(fixture.bytes()), artifacts = null))
    }

    @Test
    fun aMismatchCarriesTheDiffOfTheFormat() {
        val mismatch = ParityCheck.mismatch(fixture, broken(), artifacts = null)
        assertNotNull(mismatch)
        val lines = mismatch!!.message.split("\n")
        assertEquals("${fixture.name}: snapshot differs from its golden test-snapshots/${fixture.goldenName}", lines[0])
        assertEquals("--- golden test-snapshots/${fixture.goldenName}", lines[1])
        assertEquals("+++ actual", lines[2])
        assertTrue(lines[3].startsWith("@@ -1,"))
        assertTrue("a column marker under the change", lines.any { it.trim().matches(Regex("\\^+")) })
        assertArrayEquals(Files.readAllBytes(fixture.goldenFile.toPath()), mismatch.golden)
    }

    @Test
    fun theCapAppliesToTheBlock() {
        val mismatch = ParityCheck.mismatch(fixture, broken(), maxDiffLines = 2, artifacts = null)
        assertEquals(3, mismatch!!.lines.size)
        assertTrue(mismatch.lines[2], mismatch.lines[2].startsWith("\u2026 "))
    }

    @Test
    fun aMissingGoldenFailsAndIsNotWritten() {
        File(temporary.root, "test-fixtures").mkdirs()
        File(temporary.root, "test-snapshots").mkdirs()
        Files.copy(fixture.file.toPath(), File(temporary.root, "test-fixtures/only.json").toPath())
        val lonely = ParityCorpus.at(temporary.root).fixture("only.json")
        val mismatch = ParityCheck.mismatch(lonely, RenderSnapshot.make(lonely.bytes()), artifacts = null)
        assertNotNull(mismatch)
        assertNull(mismatch!!.golden)
        assertTrue(mismatch.message, mismatch.message.startsWith("only.json: no golden at test-snapshots/only.txt; "))
        assertFalse(lonely.goldenFile.exists())
    }

    @Test
    fun artifactsAreWrittenUnderTheGoldensName() {
        val artifacts = temporary.newFolder("artifacts")
        val passing = RenderSnapshot.make(fixture.bytes())
        assertNull(ParityCheck.mismatch(fixture, passing, artifacts = artifacts))
        assertArrayEquals(passing, Files.readAllBytes(File(artifacts, fixture.goldenName).toPath()))
        val failing = broken()
        assertNotNull(ParityCheck.mismatch(fixture, failing, artifacts = artifacts))
        assertArrayEquals(failing, Files.readAllBytes(File(artifacts, fixture.goldenName).toPath()))
    }

    @Test
    fun artifactsNeverGoIntoTheGoldens() {
        File(temporary.root, "test-fixtures").mkdirs()
        val goldens = File(temporary.root, "test-snapshots")
        goldens.mkdirs()
        Files.copy(fixture.file.toPath(), File(temporary.root, "test-fixtures/copy.json").toPath())
        Files.copy(fixture.goldenFile.toPath(), File(goldens, "copy.txt").toPath())
        val copy = ParityCorpus.at(temporary.root).fixture("copy.json")
        val golden = Files.readAllBytes(copy.goldenFile.toPath())
        val mismatch = ParityCheck.mismatch(copy, broken(), artifacts = File(goldens, "sub"))
        assertNotNull(mismatch)
        assertTrue(mismatch!!.problems[0] is ParityTestingProblem.ArtifactsWouldOverwriteGoldens)
        assertTrue(mismatch.message, mismatch.message.startsWith("${ParityArtifacts.ENVIRONMENT_VARIABLE}="))
        assertArrayEquals(golden, Files.readAllBytes(copy.goldenFile.toPath()))
        assertFalse(File(goldens, "sub").exists())
    }
}
