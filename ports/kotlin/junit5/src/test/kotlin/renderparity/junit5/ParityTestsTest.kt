package renderparity.junit5

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertThrows
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.DynamicTest
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.TestFactory
import org.opentest4j.AssertionFailedError
import renderparity.RenderSnapshot
import renderparity.testing.ParityCheck
import renderparity.testing.ParityCorpus
import java.io.File
import java.nio.file.Files

/** The helpers used as documented, and what a failure carries. */
class ParityTestsTest {
    private fun reference(bytes: ByteArray) = String(RenderSnapshot.make(bytes), Charsets.UTF_8)

    @TestFactory
    fun referenceMatchesEveryNodeGolden(): List<DynamicTest> =
        ParityTests.dynamicTests(under = "nodes/") { fixture -> reference(fixture.bytes()) }

    @Test
    fun oneTestPerFixtureNamedAfterIt() {
        val tests = ParityTests.dynamicTests(under = "nodes/") { fixture -> reference(fixture.bytes()) }
        assertEquals(ParityCorpus.default.fixtures("nodes/").map { it.name }, tests.map { it.displayName })
    }

    @Test
    fun mismatchFailsWithTheDiffAndBothSides() {
        val fixture = ParityCorpus.default.fixture("nodes/badge.json")
        val actual = reference(fixture.bytes()).replaceFirst("(", "( ")
        val failure = assertThrows(AssertionFailedError::class.java) { ParityAssert.assertParity(fixture, actual) }
        val expected = ParityCheck.mismatch(fixture, actual.toByteArray(Charsets.UTF_8), artifacts = null)!!
        assertEquals(expected.message, failure.message)
        assertTrue(failure.message!!.contains("--- golden test-snapshots/${fixture.goldenName}"))
        assertEquals(actual, failure.actual.value)
        assertEquals(String(fixture.goldenFile.readBytes(), Charsets.UTF_8), failure.expected.value)
    }

    @Test
    fun aBrokenRendererFailsItsDynamicTest() {
        val test = ParityTests.dynamicTests(under = "nodes/") { "" }.first()
        val failure = assertThrows(AssertionFailedError::class.java) { test.executable.execute() }
        assertTrue(failure.message!!.contains("actual is empty"))
    }

    /**
     * A team with its own DSL: its corpus' renderparity.json names its vocabulary, and the
     * fixtures are held to goldens written in it (here one golden, written by hand).
     */
    @Test
    fun aCorpusInItsOwnVocabulary() {
        val root = Files.createTempDirectory("parity-acme").toFile()
        try {
            File(ParityCorpus.default.root, "spec/vocabulary-cases/acme-props/vocabulary.json").copyTo(File(root, "acme.json"))
            File(root, "renderparity.json").writeText("""{"vocabulary": "acme.json"}""")
            File(root, "test-fixtures").mkdirs()
            File(root, "test-snapshots").mkdirs()
            File(root, "test-fixtures/toggle.json").writeText("""{"name": "Toggle", "props": {"label": "Wi-Fi", "on": true}}""")
            File(root, "test-snapshots/toggle.txt").writeText("Toggle(label=\"Wi-Fi\", on=true, enabled=true)\n")
            val corpus = ParityCorpus.at(root)
            val tests = ParityTests.dynamicTests(corpus) { fixture -> String(fixture.snapshot(), Charsets.UTF_8) }
            assertEquals(listOf("toggle.json"), tests.map { it.displayName })
            tests.forEach { it.executable.execute() }
            // The same document in the built-in DSL is an Error line, which the golden is not.
            val builtin = ParityTests.dynamicTests(corpus) { fixture -> reference(fixture.bytes()) }.single()
            assertThrows(AssertionFailedError::class.java) { builtin.executable.execute() }
        } finally {
            root.deleteRecursively()
        }
    }
}
