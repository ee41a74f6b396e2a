package renderparity.junit4

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.ComparisonFailure
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized
import renderparity.RenderSnapshot
import renderparity.testing.ParityCheck
import renderparity.testing.ParityCorpus
import renderparity.testing.ParityFixture

/** The helper used as documented: a Parameterized test over the corpus, the reference as the renderer. */
@RunWith(Parameterized::class)
class ParityAssertCorpusTest(private val fixture: ParityFixture) {
    companion object {
        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun fixtures() = ParityCorpus.default.fixtures("nodes/")
    }

    @Test
    fun referenceMatchesGolden() = ParityAssert.assertParity(fixture, String(RenderSnapshot.make(fixture.bytes()), Charsets.UTF_8))
}

/** A mismatch fails with the format's diff and carries both sides for an IDE. */
class ParityAssertTest {
    private val fixture = ParityCorpus.default.fixture("nodes/badge.json")

    private fun brokenOutput(): String = String(RenderSnapshot.make(fixture.bytes()), Charsets.UTF_8).replaceFirst("(", "( ")

    @Test
    fun mismatchFailsWithTheDiff() {
        val actual = brokenOutput()
        try {
            ParityAssert.assertParity(fixture, actual)
        } catch (failure: ComparisonFailure) {
            val expected = ParityCheck.mismatch(fixture, actual.toByteArray(Charsets.UTF_8), artifacts = null)!!
            assertEquals(expected.message, failure.message)
            assertTrue(failure.message!!.contains("--- golden test-snapshots/${fixture.goldenName}"))
            assertEquals(String(fixture.goldenFile.readBytes(), Charsets.UTF_8), failure.expected)
            assertEquals(actual, failure.actual)
            return
        }
        fail("assertParity accepted a changed snapshot")
    }

    @Test
    fun capIsAParameter() {
        try {
            ParityAssert.assertParity(fixture, brokenOutput(), maxDiffLines = 1)
        } catch (failure: ParityAssertionError) {
            assertEquals(2, failure.mismatch.lines.size)
            return
        }
        fail("assertParity accepted a changed snapshot")
    }
}
