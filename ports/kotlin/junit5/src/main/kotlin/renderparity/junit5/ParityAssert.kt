package renderparity.junit5

import org.opentest4j.AssertionFailedError
import renderparity.DiffPresentation
import renderparity.testing.ParityCheck
import renderparity.testing.ParityFixture

/**
 * JUnit 5 assertions for a renderer's snapshots; with `ParityTests.dynamicTests`
 * one test per fixture. A mismatch fails with the diff of spec/diff-format.md, the
 * same text as the Swift CLI, as an opentest4j `AssertionFailedError` carrying
 * golden and actual, so IDEs offer their side-by-side view too.
 */
object ParityAssert {
    /** Fails unless `actual` is the fixture's golden byte for byte. */
    @JvmStatic
    @JvmOverloads
    fun assertParity(fixture: ParityFixture, actual: ByteArray, maxDiffLines: Int = DiffPresentation.DEFAULT_MAX_LINES) {
        val mismatch = ParityCheck.mismatch(fixture, actual, maxDiffLines) ?: return
        val golden = mismatch.golden
        if (golden == null) throw AssertionFailedError(mismatch.message)
        throw AssertionFailedError(mismatch.message, String(golden, Charsets.UTF_8), String(mismatch.actual, Charsets.UTF_8))
    }

    /** Fails unless `actual`, as UTF-8, is the fixture's golden byte for byte. */
    @JvmStatic
    @JvmOverloads
    fun assertParity(fixture: ParityFixture, actual: String, maxDiffLines: Int = DiffPresentation.DEFAULT_MAX_LINES) =
        assertParity(fixture, actual.toByteArray(Charsets.UTF_8), maxDiffLines)
}
