package renderparity

import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized
import renderparity.commands.goldenName
import renderparity.commands.listFiles
import java.io.File

/** One test per fixture: its snapshot must equal `test-snapshots/<same path>.txt` byte for byte (spec §4). */
@RunWith(Parameterized::class)
class FixtureGoldenTest(private val fixture: String) {
    companion object {
        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun fixtures(): Collection<Array<Any>> = TestPaths.fixtureNames().map { arrayOf<Any>(it) }
    }

    @Test
    fun snapshotMatchesGolden() {
        val golden = File(TestPaths.goldens, goldenName(fixture))
        if (!golden.isFile) fail("$fixture: no golden at $golden")
        val actual = RenderSnapshot.make(readBytes(File(TestPaths.fixtures, fixture)))
        val difference = GoldenDiff.describe(fixture, goldenName(fixture), readBytes(golden), actual)
        if (difference != null) fail(difference)
    }
}

/** The corpus is there at all (a parameterized class with no fixtures would pass silently). */
class CorpusTest {
    @Test
    fun fixturesExist() {
        assertTrue("no fixtures under ${TestPaths.fixtures}", TestPaths.fixtureNames().isNotEmpty())
    }

    @Test
    fun everyGoldenHasAFixture() {
        val expected = TestPaths.fixtureNames().map(::goldenName).toSet() + "icon-map/resolution.txt"
        val base = TestPaths.goldens
        val goldens = if (base.isDirectory) listFiles(base, ".txt") else emptyList()
        val orphans = goldens.filter { it !in expected }
        assertTrue("goldens without a fixture: $orphans", orphans.isEmpty())
    }
}
