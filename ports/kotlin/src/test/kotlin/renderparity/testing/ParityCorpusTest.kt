package renderparity.testing

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Rule
import org.junit.Test
import org.junit.rules.TemporaryFolder
import renderparity.TestPaths
import java.io.File

/** Finding the corpus: environment, then system property, then upwards; never an empty list. */
class ParityCorpusTest {
    @get:Rule
    val temporary = TemporaryFolder()

    private fun expectProblem(block: () -> Unit): ParityTestingProblem {
        try {
            block()
        } catch (error: ParityTestingException) {
            return error.problem
        }
        fail("expected a ParityTestingException")
        throw IllegalStateException()
    }

    @Test
    fun environmentComesFirst() {
        val corpus = ParityCorpus.locate(TestPaths.root.path, "/no/such/folder", temporary.root)
        assertEquals(TestPaths.root.absoluteFile, corpus.root)
    }

    @Test
    fun systemPropertyComesBeforeSearching() {
        val corpus = ParityCorpus.locate(null, TestPaths.root.path, temporary.root)
        assertEquals(TestPaths.root.absoluteFile, corpus.root)
        val empty = ParityCorpus.locate("", TestPaths.root.path, temporary.root)
        assertEquals(TestPaths.root.absoluteFile, empty.root)
    }

    @Test
    fun searchesUpwardsFromTheWorkingFolder() {
        val corpus = ParityCorpus.locate(null, null, File(TestPaths.root, "spec/diff-examples"))
        assertEquals(TestPaths.root.path, corpus.root.path)
    }

    @Test
    fun noCorpusIsAProblemNamingTheVariable() {
        val problem = expectProblem { ParityCorpus.locate(null, null, temporary.root) }
        assertTrue(problem is ParityTestingProblem.NotFound)
        assertTrue(problem.message, problem.message.contains(ParityCorpus.ENVIRONMENT_VARIABLE))
    }

    @Test
    fun aNamedFolderNeedsBothSubfolders() {
        temporary.newFolder("test-fixtures")
        assertTrue(expectProblem { ParityCorpus.at(temporary.root) } is ParityTestingProblem.NoGoldensFolder)
    }

    @Test
    fun anEmptyCorpusIsAProblemNotZeroFixtures() {
        temporary.newFolder("test-fixtures")
        temporary.newFolder("test-snapshots")
        assertTrue(expectProblem { ParityCorpus.at(temporary.root).fixtures() } is ParityTestingProblem.NoFixtures)
    }

    /** The message names the corpus' own fixtures folder, as the project file renames it. */
    @Test
    fun anEmptyRenamedFixturesFolderIsNamed() {
        temporary.newFolder("cases")
        temporary.newFolder("goldens")
        File(temporary.root, "renderparity.json").writeText("""{"fixtures": "cases", "snapshots": "goldens"}""")
        val root = temporary.root.absoluteFile
        assertEquals("parity corpus ${root.path} has no fixtures under cases/",
            expectProblem { ParityCorpus.at(temporary.root).fixtures() }.message)
        assertEquals("no fixtures matched 'x/' in ${File(root, "cases").path}",
            expectProblem { ParityCorpus.at(temporary.root).fixtures("x/") }.message)
    }

    @Test
    fun fixturesAreSortedAndNamedByTheirPath() {
        val fixtures = ParityCorpus.at(TestPaths.root).fixtures("nodes/")
        val names = fixtures.map { it.toString() }
        assertEquals(names.sorted(), names)
        assertTrue(names.all { it.startsWith("nodes/") && it.endsWith(".json") })
        assertEquals(fixtures.map { it.name.removeSuffix(".json") + ".txt" }, fixtures.map { it.goldenName })
        assertTrue(fixtures.all { it.goldenFile.isFile })
        assertTrue(expectProblem { ParityCorpus.at(TestPaths.root).fixtures("no-such-folder/") } is ParityTestingProblem.NoFixtures)
    }

    @Test
    fun oneFixtureByName() {
        val corpus = ParityCorpus.at(TestPaths.root)
        val first = corpus.fixtures().first()
        assertEquals(first, corpus.fixture(first.name))
        assertTrue(expectProblem { corpus.fixture("nodes/no-such-fixture.json") } is ParityTestingProblem.NoSuchFixture)
    }

    /** A corpus in a vocabulary of its own: `renderparity.json` names it and the two folders (spec/vocabulary.md §8). */
    private fun acmeCorpus(project: String): File {
        val root = temporary.root
        File(root, "fixtures/screens").mkdirs()
        File(root, "goldens").mkdirs()
        TestPaths.acmeProps.copyTo(File(root, "vocabulary/acme.json"))
        File(root, "fixtures/screens/toggle.json").writeText("""{"name": "Toggle", "props": {"label": "a", "on": true}}""")
        File(root, "renderparity.json").writeText(project)
        return root
    }

    @Test
    fun theProjectFileNamesTheVocabularyAndTheFolders() {
        val root = acmeCorpus("""{"vocabulary": "vocabulary/acme.json", "fixtures": "fixtures", "snapshots": "goldens"}""")
        val corpus = ParityCorpus.locate(null, null, File(root, "fixtures/screens"))
        assertEquals(root.absoluteFile, corpus.root)
        assertEquals("acme-props", corpus.vocabulary.identity.name)
        val fixture = corpus.fixtures().single()
        assertEquals("screens/toggle.json", fixture.name)
        assertEquals("goldens/screens/toggle.txt", fixture.goldenLabel)
        assertEquals("Toggle(label=\"a\", on=true, enabled=true)\n", String(fixture.snapshot(), Charsets.UTF_8))
        // The environment's vocabulary wins over the project file's, as --vocabulary does.
        val builtin = ParityCorpus.locate(root.path, null, temporary.root, "builtin")
        assertEquals(renderparity.Vocabulary.builtin.identity, builtin.vocabulary.identity)
    }

    @Test
    fun aBadProjectFileOrVocabularyIsAProblemWithItsOneLine() {
        val root = acmeCorpus("""{"vocabulary": 3}""")
        val problem = expectProblem { ParityCorpus.at(root) }
        assertTrue(problem is ParityTestingProblem.BadProjectFile)
        assertEquals("parity corpus unavailable: ${File(root, "renderparity.json").path}: \$.vocabulary: expected a path to a vocabulary file, or \"builtin\", found a number",
                     problem.message)
        File(root, "renderparity.json").writeText("""{"vocabulary": "vocabulary/missing.json", "fixtures": "fixtures", "snapshots": "goldens"}""")
        val corpus = ParityCorpus.at(root)
        val missing = expectProblem { corpus.vocabulary }
        assertTrue(missing is ParityTestingProblem.BadVocabulary)
        assertEquals("parity corpus unavailable: vocabulary/missing.json: no such file", missing.message)
    }
}
