package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import java.io.File

/**
 * The reader conformance corpus, `spec/json-cases/` (spec §1.1–1.2): every case must read or
 * fail exactly as its manifest line says. Twin of `JSONConformanceTests.swift`.
 */
class JSONConformanceTest {
    class Case(val name: String, val expect: String, val failure: String, val path: String, val firstLine: String, val note: String) {
        override fun toString(): String = "$name ($note)"
    }

    private val folder: File get() = File(TestPaths.root, "spec/json-cases")

    /** The manifest's lines; a malformed line is an error, so a case cannot vanish silently. */
    private fun manifest(): List<Case> {
        val text = String(readBytes(File(folder, "manifest.tsv")), Charsets.UTF_8)
        val lines = text.split("\n")
        assertEquals("name\texpect\tfailure\tpath\tfirst_line\tnote", lines.first())
        assertEquals("the manifest ends with a newline", "", lines.last())
        return lines.subList(1, lines.size - 1).map { line ->
            val fields = line.split("\t")
            if (fields.size != 6) throw AssertionError("manifest line without 6 tab-separated fields: $line")
            Case(fields[0], fields[1], fields[2], fields[3], fields[4], fields[5])
        }
    }

    private fun bytes(case: Case): ByteArray = readBytes(File(folder, case.name + ".json"))

    @Test
    fun everyFileIsInTheManifestAndBack() {
        val cases = manifest()
        assertTrue("at least 300 cases, found ${cases.size}", cases.size >= 300)
        val listed = cases.map { it.name + ".json" }.toSet()
        assertEquals("a case name appears twice", cases.size, listed.size)
        val files = (folder.list() ?: emptyArray()).filter { it.endsWith(".json") }.toSet()
        assertEquals("files without a manifest line", emptyList<String>(), (files - listed).sorted())
        assertEquals("manifest lines without a file", emptyList<String>(), (listed - files).sorted())
    }

    @Test
    fun everyCaseReadsAsTheManifestSays() {
        val problems = ArrayList<String>()
        for (case in manifest()) {
            val result = JSONReader.read(bytes(case))
            when {
                case.expect == "accept" && result is JSONReadResult.Failure ->
                    problems.add("$case: expected accept, the reader failed: ${result.failure.message}")
                case.expect == "reject" && result is JSONReadResult.Success ->
                    problems.add("$case: expected ${case.failure}, the reader accepted it")
                result is JSONReadResult.Failure -> {
                    val failure = result.failure
                    val path = if (failure is JSONReadFailure.DuplicateKey) failure.path.toString() else "-"
                    if (failure.reason.rawValue != case.failure || path != case.path) {
                        problems.add("$case: expected ${case.failure} ${case.path}, got ${failure.reason.rawValue} $path: ${failure.message}")
                    }
                }
            }
        }
        if (problems.isNotEmpty()) fail("${problems.size} cases disagree with the manifest:\n" + problems.joinToString("\n"))
    }

    @Test
    fun everyCaseHasTheManifestsFirstLine() {
        val problems = ArrayList<String>()
        for (case in manifest()) {
            val firstLine = RenderSnapshot.text(bytes(case)).substringBefore('\n')
            if (firstLine != case.firstLine) problems.add("$case:\n  expected ${case.firstLine}\n  actual   $firstLine")
        }
        if (problems.isNotEmpty()) fail("${problems.size} first lines differ from the manifest:\n" + problems.joinToString("\n"))
    }

    /** §1.1's size limit, too large to commit as a case: a string of 2^28 bytes is refused, as in Swift. */
    @Test
    fun aStringOf2To28BytesIsInvalidJSON() {
        val bytes = ByteArray((1 shl 28) + 2) { 'a'.toByte() }
        bytes[0] = '"'.toByte()
        bytes[bytes.size - 1] = '"'.toByte()
        val result = JSONReader.read(bytes)
        assertTrue("a 2^28-byte string was accepted", result is JSONReadResult.Failure)
        assertEquals(FailureReason.INVALID_JSON, (result as JSONReadResult.Failure).failure.reason)
    }

    /** Just under the limit, the same string reads: the limit is 2^28, not lower. */
    @Test
    fun aStringOf2To28Minus1BytesReads() {
        val bytes = ByteArray((1 shl 28) + 1) { 'a'.toByte() }
        bytes[0] = '"'.toByte()
        bytes[bytes.size - 1] = '"'.toByte()
        assertTrue(JSONReader.read(bytes) is JSONReadResult.Success)
    }
}
