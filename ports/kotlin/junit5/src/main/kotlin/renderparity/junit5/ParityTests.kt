package renderparity.junit5

import org.junit.jupiter.api.DynamicTest
import renderparity.testing.ParityCorpus
import renderparity.testing.ParityFixture

/**
 * One dynamic test per fixture, named after it, for a `@TestFactory`:
 *
 * ```kotlin
 * @TestFactory
 * fun parity() = ParityTests.dynamicTests { fixture -> MyRenderer.snapshot(fixture.bytes()) }
 * ```
 *
 * Each test renders its fixture and calls `ParityAssert.assertParity`. A corpus
 * with no fixtures fails the factory instead of producing zero tests.
 */
object ParityTests {
    /** A renderer under test: the fixture in, its snapshot text out. */
    interface Renderer {
        fun snapshot(fixture: ParityFixture): String
    }

    @JvmStatic
    @JvmOverloads
    fun dynamicTests(corpus: ParityCorpus = ParityCorpus.default, under: String = "", renderer: Renderer): List<DynamicTest> =
        corpus.fixtures(under).map { fixture ->
            DynamicTest.dynamicTest(fixture.name, fixture.file.toURI()) { ParityAssert.assertParity(fixture, renderer.snapshot(fixture)) }
        }

    /** Kotlin's form: `dynamicTests { fixture -> … }`. */
    fun dynamicTests(corpus: ParityCorpus = ParityCorpus.default, under: String = "", render: (ParityFixture) -> String): List<DynamicTest> =
        dynamicTests(corpus, under, object : Renderer {
            override fun snapshot(fixture: ParityFixture): String = render(fixture)
        })
}
