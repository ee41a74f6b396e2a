package renderparity

import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized
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
        val golden = File(TestPaths.goldens, fixture.substring(0, fixture.length - ".json".length) + ".txt")
        if (!golden.isFile) fail("$fixture: no golden at $golden")
        val actual = RenderSnapshot.make(readBytes(File(TestPaths.fixtures, fixture)))
        val difference = GoldenDiff.describe(fixture, readBytes(golden), actual)
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
        val expected = TestPaths.fixtureNames().map { it.substring(0, it.length - ".json".length) + ".txt" }.toSet() +
            "icon-map/resolution.txt"
        val base = TestPaths.goldens
        val orphans = base.walkTopDown().filter { it.isFile && it.name.endsWith(".txt") && !it.name.startsWith(".") }
            .map { it.relativeTo(base).invariantSeparatorsPath }.filter { it !in expected }.sorted().toList()
        assertTrue("goldens without a fixture: $orphans", orphans.isEmpty())
    }
}
