package renderparity.testing

import renderparity.commands.CommandFailure
import renderparity.commands.listFiles
import java.io.File

/**
 * Where a renderer's tests find the fixtures and their goldens: a folder with
 * `test-fixtures/` and `test-snapshots/` (the layout of spec/render-snapshot.md §4).
 * Kotlin twin of the Swift helper's `ParityCorpus`.
 *
 * `ParityCorpus.default` is, in order: the folder named by the environment variable
 * `RENDERPARITY_CORPUS`, the system property `renderparity.corpus` (handy in a
 * Surefire `systemPropertyVariables`), or the nearest folder above the working
 * folder that holds both. A corpus that cannot be found or has no fixtures is an
 * error, never zero tests: a parameterized test with nothing to run would pass.
 */
class ParityCorpus(val root: File) {
    val fixturesFolder: File get() = File(root, "test-fixtures")
    val goldensFolder: File get() = File(root, "test-snapshots")

    companion object {
        const val ENVIRONMENT_VARIABLE = "RENDERPARITY_CORPUS"
        const val SYSTEM_PROPERTY = "renderparity.corpus"

        /** The corpus the environment names, or the one above the working folder. */
        @JvmStatic
        val default: ParityCorpus get() = locate(System.getenv(ENVIRONMENT_VARIABLE), System.getProperty(SYSTEM_PROPERTY), File("").absoluteFile)

        /** A corpus at `path`, checked to have both folders. */
        @JvmStatic
        fun at(path: File): ParityCorpus {
            val corpus = ParityCorpus(path.absoluteFile)
            if (!corpus.fixturesFolder.isDirectory) throw ParityTestingException(ParityTestingProblem.NoFixturesFolder(corpus.fixturesFolder))
            if (!corpus.goldensFolder.isDirectory) throw ParityTestingException(ParityTestingProblem.NoGoldensFolder(corpus.goldensFolder))
            return corpus
        }

        /** `default`'s rule, with its inputs passed in so tests can call it. */
        @JvmStatic
        fun locate(environment: String?, property: String?, workingFolder: File): ParityCorpus {
            if (!environment.isNullOrEmpty()) return at(File(environment))
            if (!property.isNullOrEmpty()) return at(File(property))
            var folder: File? = workingFolder
            while (folder != null) {
                if (File(folder, "test-fixtures").isDirectory && File(folder, "test-snapshots").isDirectory) return ParityCorpus(folder)
                folder = folder.parentFile
            }
            throw ParityTestingException(ParityTestingProblem.NotFound(workingFolder))
        }
    }

    /**
     * Every fixture (`*.json` below `test-fixtures/`), sorted bytewise by path; with
     * `under`, only those whose path starts with it (`"nodes/"`). None is an error.
     */
    @JvmOverloads
    fun fixtures(under: String = ""): List<ParityFixture> {
        val names = try {
            listFiles(fixturesFolder, ".json")
        } catch (failure: CommandFailure) {
            throw ParityTestingException(ParityTestingProblem.Unreadable(fixturesFolder, failure.message ?: ""))
        }
        val chosen = names.filter { it.startsWith(under) }.map { ParityFixture(this, it) }
        if (chosen.isEmpty()) throw ParityTestingException(ParityTestingProblem.NoFixtures(root, under))
        return chosen
    }

    /** One fixture by its path below `test-fixtures/` (`"nodes/text.json"`). */
    fun fixture(name: String): ParityFixture {
        val fixture = ParityFixture(this, name)
        if (!fixture.file.isFile) throw ParityTestingException(ParityTestingProblem.NoSuchFixture(fixture.file))
        return fixture
    }

    override fun toString(): String = root.path
}
