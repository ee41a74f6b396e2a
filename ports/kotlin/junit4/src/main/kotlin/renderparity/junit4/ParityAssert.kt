package renderparity.junit4

import org.junit.ComparisonFailure
import renderparity.DiffPresentation
import renderparity.testing.ParityCheck
import renderparity.testing.ParityFixture
import renderparity.testing.ParityMismatch

/**
 * JUnit 4 assertions for a renderer's snapshots. One test per fixture:
 *
 * ```kotlin
 * @RunWith(Parameterized::class)
 * class MyRendererParityTest(private val fixture: ParityFixture) {
 *     companion object {
 *         @JvmStatic @Parameterized.Parameters(name = "{0}")
 *         fun fixtures() = ParityCorpus.default.fixtures()
 *     }
 *     @Test fun matchesGolden() = ParityAssert.assertParity(fixture, MyRenderer.snapshot(fixture.bytes()))
 * }
 * ```
 *
 * A mismatch fails with the diff of spec/diff-format.md, the same text as the
 * Swift CLI, and carries golden and actual so an IDE can show its own diff too.
 */
object ParityAssert {
    /** Fails unless `actual` is the fixture's golden byte for byte. */
    @JvmStatic
    @JvmOverloads
    fun assertParity(fixture: ParityFixture, actual: ByteArray, maxDiffLines: Int = DiffPresentation.DEFAULT_MAX_LINES) {
        val mismatch = ParityCheck.mismatch(fixture, actual, maxDiffLines) ?: return
        throw ParityAssertionError(mismatch)
    }

    /** Fails unless `actual`, as UTF-8, is the fixture's golden byte for byte. */
    @JvmStatic
    @JvmOverloads
    fun assertParity(fixture: ParityFixture, actual: String, maxDiffLines: Int = DiffPresentation.DEFAULT_MAX_LINES) =
        assertParity(fixture, actual.toByteArray(Charsets.UTF_8), maxDiffLines)
}

/**
 * The failure `assertParity` throws: its message is the diff block as it is (JUnit's
 * own `expected:<…> but was:<…>` would hide invisible characters), and it is a
 * `ComparisonFailure`, so IDEs offer their side-by-side view of golden and actual.
 */
class ParityAssertionError(val mismatch: ParityMismatch) :
    ComparisonFailure(mismatch.message, mismatch.golden?.let { String(it, Charsets.UTF_8) } ?: "", String(mismatch.actual, Charsets.UTF_8)) {
    override val message: String get() = mismatch.message
}
