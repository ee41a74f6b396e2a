package renderparity.testing

import java.io.File
import java.io.IOException
import java.nio.file.Files

/**
 * Artifact mode: with `RENDERPARITY_ARTIFACTS=DIR` (or the system property
 * `renderparity.artifacts`), every actual output a test checks is written to
 * `DIR/<golden's path>`, passing or not, so `parity compare --actual DIR` shows the
 * whole run. A folder inside the goldens' is refused: tests never write goldens.
 */
object ParityArtifacts {
    const val ENVIRONMENT_VARIABLE = "RENDERPARITY_ARTIFACTS"
    const val SYSTEM_PROPERTY = "renderparity.artifacts"

    /** The folder the environment asks for, or null. */
    @JvmStatic
    fun folder(): File? {
        val named = System.getenv(ENVIRONMENT_VARIABLE)?.takeIf { it.isNotEmpty() }
            ?: System.getProperty(SYSTEM_PROPERTY)?.takeIf { it.isNotEmpty() }
        return named?.let { File(it).absoluteFile }
    }

    /** Writes `actual` as the fixture's artifact; null when done, else why not. */
    @JvmStatic
    fun write(actual: ByteArray, fixture: ParityFixture, folder: File): ParityTestingProblem? {
        val goldens = fixture.corpus.goldensFolder.absoluteFile.toPath().normalize()
        if (folder.absoluteFile.toPath().normalize().startsWith(goldens)) return ParityTestingProblem.ArtifactsWouldOverwriteGoldens(folder)
        val target = File(folder, fixture.goldenName)
        return try {
            target.parentFile?.let { Files.createDirectories(it.toPath()) }
            Files.write(target.toPath(), actual)
            null
        } catch (error: IOException) {
            ParityTestingProblem.ArtifactNotWritten(target, error.message ?: error.javaClass.simpleName)
        }
    }
}
