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
}
