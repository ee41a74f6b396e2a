package renderparity.testing

import renderparity.Vocabulary
import renderparity.VocabularyException
import renderparity.commands.CommandFailure
import renderparity.commands.ProjectFile
import renderparity.commands.listFiles
import java.io.File

/**
 * Where a renderer's tests find the fixtures and their goldens: a folder with
 * `test-fixtures/` and `test-snapshots/` (the layout of spec/render-snapshot.md §4), or with a
 * project file, `renderparity.json` (spec/vocabulary.md §8), that names the vocabulary the
 * corpus is written in and, if they differ, the two folders. Kotlin twin of the Swift helper's
 * `ParityCorpus`.
 *
 * `vocabulary` is the corpus' vocabulary: `RENDERPARITY_VOCABULARY` (or the system property
 * `renderparity.vocabulary`) when set, which wins as `--vocabulary` does; else the project file's;
 * else the built-in DSL. `ParityFixture.snapshot()` is the reference snapshot in it.
 *
 * `ParityCorpus.default` is, in order: the folder named by the environment variable
 * `RENDERPARITY_CORPUS`, the system property `renderparity.corpus` (handy in a
 * Surefire `systemPropertyVariables`), or the nearest folder above the working
 * folder that holds both. A corpus that cannot be found or has no fixtures is an
 * error, never zero tests: a parameterized test with nothing to run would pass.
 */
class ParityCorpus @JvmOverloads constructor(
    val root: File,
    /** The corpus' project file (`renderparity.json`), or its defaults when there is none. */
    val project: ProjectFile = ProjectFile(root, null),
    /** A vocabulary file that wins over the project file's (`RENDERPARITY_VOCABULARY`). */
    private val vocabularyOverride: String? = null
) {
    val fixturesFolder: File get() = project.fixturesFolder
    val goldensFolder: File get() = project.snapshotsFolder

    /** The vocabulary the corpus is written in, loaded once; one that does not load stops the tests with its one line. */
    val vocabulary: Vocabulary by lazy {
        try {
            project.loadVocabulary(vocabularyOverride)
        } catch (failure: VocabularyException) {
            throw ParityTestingException(ParityTestingProblem.BadVocabulary(failure.error.message))
        }
    }

    companion object {
        const val ENVIRONMENT_VARIABLE = "RENDERPARITY_CORPUS"
        const val SYSTEM_PROPERTY = "renderparity.corpus"
        const val VOCABULARY_VARIABLE = "RENDERPARITY_VOCABULARY"
        const val VOCABULARY_PROPERTY = "renderparity.vocabulary"

        /** The corpus the environment names, or the one above the working folder. */
        @JvmStatic
        val default: ParityCorpus get() = locate(System.getenv(ENVIRONMENT_VARIABLE), System.getProperty(SYSTEM_PROPERTY), File("").absoluteFile,
                                                 System.getenv(VOCABULARY_VARIABLE) ?: System.getProperty(VOCABULARY_PROPERTY))

        /** A corpus at `path` (its project file read, if it has one), checked to have both folders. */
        @JvmStatic
        @JvmOverloads
        fun at(path: File, vocabulary: String? = null): ParityCorpus {
            val root = path.absoluteFile
            val project = try {
                ProjectFile.read(root)
            } catch (failure: CommandFailure) {
                throw ParityTestingException(ParityTestingProblem.BadProjectFile(failure.message ?: ""))
            }
            val corpus = ParityCorpus(root, project, vocabulary?.takeIf { it.length > 0 })
            if (!corpus.fixturesFolder.isDirectory) throw ParityTestingException(ParityTestingProblem.NoFixturesFolder(corpus.fixturesFolder))
            if (!corpus.goldensFolder.isDirectory) throw ParityTestingException(ParityTestingProblem.NoGoldensFolder(corpus.goldensFolder))
            return corpus
        }

        /** `default`'s rule, with its inputs passed in so tests can call it. */
        @JvmStatic
        @JvmOverloads
        fun locate(environment: String?, property: String?, workingFolder: File, vocabulary: String? = null): ParityCorpus {
            if (!environment.isNullOrEmpty()) return at(File(environment), vocabulary)
            if (!property.isNullOrEmpty()) return at(File(property), vocabulary)
            var folder: File? = workingFolder
            while (folder != null) {
                val hasFolders = File(folder, ProjectFile.DEFAULT_FIXTURES).isDirectory && File(folder, ProjectFile.DEFAULT_SNAPSHOTS).isDirectory
                if (hasFolders || File(folder, ProjectFile.NAME).isFile) return at(folder, vocabulary)
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
        if (chosen.isEmpty()) throw ParityTestingException(ParityTestingProblem.NoFixtures(root, fixturesFolder, under))
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
