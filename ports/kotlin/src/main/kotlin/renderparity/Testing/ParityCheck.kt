package renderparity.testing

import renderparity.DiffPresentation
import java.io.File
import java.io.IOException
import java.nio.file.Files

/**
 * A renderer's output for one fixture, checked against its golden byte for byte:
 * what `ParityAssert.assertParity` (JUnit 4 and 5) calls. Returns a value and never
 * prints; the JUnit helpers turn a mismatch into their own assertion error.
 *
 * Artifact mode: with `RENDERPARITY_ARTIFACTS=DIR` (or the system property
 * `renderparity.artifacts`), every actual output is written to `DIR/<golden's
 * path>`, passing or not, so `parity compare --actual DIR` shows the whole run.
 * Goldens are only ever read.
 */
object ParityCheck {
    const val ARTIFACTS_VARIABLE = "RENDERPARITY_ARTIFACTS"
    const val ARTIFACTS_PROPERTY = "renderparity.artifacts"

    /** null when `actual` equals the golden; otherwise why not, with the diff of spec/diff-format.md. */
    @JvmStatic
    @JvmOverloads
    fun mismatch(fixture: ParityFixture, actual: ByteArray, maxDiffLines: Int = DiffPresentation.DEFAULT_MAX_LINES,
                 artifacts: File? = artifactsFolder()): ParityMismatch? {
        if (artifacts != null) {
            val target = File(artifacts, fixture.goldenName)
            try {
                target.absoluteFile.parentFile?.let { Files.createDirectories(it.toPath()) }
                Files.write(target.toPath(), actual)
            } catch (error: IOException) {
                return ParityMismatch(fixture, listOf("cannot write the artifact ${target.path}: ${error.message ?: error.javaClass.simpleName}"), null, actual)
            }
        }
        val golden = fixture.goldenFile
        if (!golden.isFile) {
            return ParityMismatch(fixture, listOf("no golden at ${golden.path} (tests never write goldens: review the output, then run parity update)"), null, actual)
        }
        val expected = try {
            Files.readAllBytes(golden.toPath())
        } catch (error: IOException) {
            return ParityMismatch(fixture, listOf("cannot read the golden ${golden.path}: ${error.message ?: error.javaClass.simpleName}"), null, actual)
        }
        if (expected.contentEquals(actual)) return null
        return ParityMismatch(fixture, DiffPresentation.lines(expected, actual, fixture.goldenLabel, maxDiffLines), expected, actual)
    }

    /** The artifacts folder the environment asks for, or null. */
    @JvmStatic
    fun artifactsFolder(): File? {
        val named = System.getenv(ARTIFACTS_VARIABLE)?.takeIf { it.isNotEmpty() }
            ?: System.getProperty(ARTIFACTS_PROPERTY)?.takeIf { it.isNotEmpty() }
        return named?.let { File(it) }
    }
}

/**
 * Why a fixture's output is not its golden. `lines` is the diff block (or one line
 * saying why there is none); `golden` is null when the golden could not be read.
 */
class ParityMismatch(val fixture: ParityFixture, val lines: List<String>, val golden: ByteArray?, val actual: ByteArray) {
    /** The assertion message: what failed, then the block as it is. */
    val message: String get() =
        if (golden == null) "${fixture.name}: " + lines.joinToString("\n")
        else "${fixture.name}: snapshot differs from its golden\n" + lines.joinToString("\n")
}
