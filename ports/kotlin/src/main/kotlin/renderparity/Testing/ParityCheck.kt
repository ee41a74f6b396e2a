package renderparity.testing

import renderparity.DiffPresentation
import java.io.File
import java.io.IOException
import java.nio.file.Files

/**
 * A renderer's output for one fixture, checked against its golden byte for byte:
 * what `ParityAssert.assertParity` (JUnit 4 and 5) calls. Twin of the Swift
 * helper's `ParityCheck`. Returns a value and never prints; the JUnit helpers
 * turn a mismatch into their own assertion error. Goldens are only ever read.
 */
object ParityCheck {
    /** null when `actual` equals the golden (and its artifact, if asked for, was written); otherwise why not. */
    @JvmStatic
    @JvmOverloads
    fun mismatch(fixture: ParityFixture, actual: ByteArray, maxDiffLines: Int = DiffPresentation.DEFAULT_MAX_LINES,
                 artifacts: File? = ParityArtifacts.folder()): ParityMismatch? {
        val problems = ArrayList<ParityTestingProblem>()
        if (artifacts != null) ParityArtifacts.write(actual, fixture, artifacts)?.let { problems.add(it) }
        val goldenFile = fixture.goldenFile
        val golden = try {
            if (goldenFile.isFile) Files.readAllBytes(goldenFile.toPath()) else null
        } catch (error: IOException) {
            problems.add(ParityTestingProblem.Unreadable(goldenFile, error.message ?: error.javaClass.simpleName))
            return ParityMismatch(fixture, problems, emptyList(), null, actual)
        }
        if (golden == null) {
            problems.add(ParityTestingProblem.MissingGolden(fixture.name, fixture.goldenLabel))
            return ParityMismatch(fixture, problems, emptyList(), null, actual)
        }
        if (golden.contentEquals(actual)) return if (problems.isEmpty()) null else ParityMismatch(fixture, problems, emptyList(), golden, actual)
        val block = DiffPresentation.lines(golden, actual, fixture.goldenLabel, maxDiffLines)
        // The same text as the Swift helper and `parity verify`: what failed, then the block as it is.
        problems.add(ParityTestingProblem.Mismatch((listOf("${fixture.name}: snapshot differs from its golden ${fixture.goldenLabel}") + block).joinToString("\n")))
        return ParityMismatch(fixture, problems, block, golden, actual)
    }
}

/**
 * Why a fixture's check failed. `lines` is the diff block (empty when there is no
 * golden to compare with); `golden` is null when it could not be read.
 */
class ParityMismatch(val fixture: ParityFixture, val problems: List<ParityTestingProblem>, val lines: List<String>,
                     val golden: ByteArray?, val actual: ByteArray) {
    /** The assertion message: each problem's message, one after the other. */
    val message: String get() = problems.joinToString("\n") { it.message }
}
