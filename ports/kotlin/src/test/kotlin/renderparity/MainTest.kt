package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.File
import java.io.RandomAccessFile
import java.nio.file.Files
import java.util.concurrent.TimeUnit

/**
 * The command line in its own process, for what only a process shows: exit status, stderr, a full
 * disk or a closed pipe on stdout. Input and environment errors are one line
 * on stderr and exit 2, never a stack trace. Runs `renderparity.commands.MainKt` on this test's
 * own class path, so it works under `test.sh` and under Maven alike.
 */
class MainTest {
    class Outcome(val status: Int, val stdout: String, val stderr: String)

    private fun parity(vararg arguments: String, stdin: ByteArray = ByteArray(0), stdout: File? = null, closeStdout: Boolean = false,
                       heap: String? = null): Outcome {
        val java = File(System.getProperty("java.home"), "bin/java").path
        val command = listOf(java) + listOfNotNull(heap?.let { "-Xmx$it" }) +
            listOf("-cp", System.getProperty("java.class.path"), "renderparity.commands.MainKt") + arguments
        val builder = ProcessBuilder(command)
        // stdout goes to a file unless the test wants a pipe it closes: reading two pipes in turn could deadlock.
        val captured = if (stdout == null && !closeStdout) Files.createTempFile("parity-stdout", ".txt").toFile() else null
        (stdout ?: captured)?.let { builder.redirectOutput(it) }
        val process = builder.start()
        if (closeStdout) process.inputStream.close()
        process.outputStream.use { it.write(stdin) }
        val error = process.errorStream.readBytes()
        assertTrue("the command did not finish", process.waitFor(60, TimeUnit.SECONDS))
        val output = captured?.readBytes() ?: ByteArray(0)
        captured?.delete()
        return Outcome(process.exitValue(), String(output, Charsets.UTF_8), String(error, Charsets.UTF_8))
    }

    private fun document(text: String): File {
        val file = Files.createTempFile("parity-main", ".json").toFile()
        file.deleteOnExit()
        file.writeText(text)
        return file
    }

    private fun assertOneLine(outcome: Outcome, expectedStart: String) {
        assertEquals(outcome.stderr, 2, outcome.status)
        assertTrue("one line on stderr, got: ${outcome.stderr}", outcome.stderr.endsWith("\n") && outcome.stderr.count { it == '\n' } == 1)
        assertTrue("expected '$expectedStart…', got: ${outcome.stderr}", outcome.stderr.startsWith(expectedStart))
    }

    @Test
    fun aFileOverMaxInputBytesIsOneLine() {
        val file = document("""{"type":"divider"}""")
        assertOneLine(parity("snapshot", "--max-input-bytes", "5", file.path), "parity-kotlin: $file: larger than 5 bytes; not read")
        assertEquals(0, parity("snapshot", "--max-input-bytes", "18", file.path).status)
    }

    @Test
    fun a2GiBFileIsOneLineNotOutOfMemory() {
        val file = Files.createTempFile("parity-huge", ".json").toFile()
        try {
            RandomAccessFile(file, "rw").use { it.setLength(2L shl 30) }
            assertOneLine(parity("snapshot", file.path), "parity-kotlin: $file: larger than 268435456 bytes; not read")
        } finally {
            file.delete()
        }
    }

    /** A document within the cap can still need more heap than the JVM has: one line, not a stack trace. */
    @Test
    fun runningOutOfMemoryIsOneLine() {
        val file = Files.createTempFile("parity-wide", ".json").toFile()
        try {
            file.outputStream().buffered().use { out ->
                out.write('['.toInt())
                repeat(8_000_000) { out.write("0,".toByteArray()) }
                out.write("0]".toByteArray())
            }
            assertOneLine(parity("snapshot", file.path, heap = "48m"), "parity-kotlin: out of memory")
        } finally {
            file.delete()
        }
    }

    @Test
    fun standardInputIsCappedToo() {
        assertOneLine(parity("snapshot", "--max-input-bytes", "3", "-", stdin = "[1,2]".toByteArray()), "parity-kotlin: <stdin>: larger than 3 bytes")
    }

    @Test
    fun aBadMaxInputBytesIsAUsageError() {
        assertOneLine(parity("snapshot", "--max-input-bytes", "lots", "x.json"), "parity-kotlin: --max-input-bytes needs a whole number of bytes, got 'lots'")
        assertOneLine(parity("snapshot", "--max-input-bytes", "-1", "x.json"), "parity-kotlin: --max-input-bytes needs a whole number of bytes, got '-1'")
    }

    @Test
    fun aFullDiskOnStdoutIsOneLine() {
        val full = File("/dev/full")
        if (!full.exists()) return
        assertOneLine(parity("snapshot", document("""{"type":"divider"}""").path, stdout = full),
                      "parity-kotlin: cannot write to stdout: No space left on device")
    }

    @Test
    fun aClosedPipeOnStdoutEndsQuietly() {
        val outcome = parity("snapshot", document("""{"type":"divider"}""").path, closeStdout = true)
        assertEquals("", outcome.stderr)
        assertEquals(2, outcome.status)
    }

    @Test
    fun aDeviceIsReportedNotRead() {
        assertOneLine(parity("snapshot", "/dev/zero"), "parity-kotlin: /dev/zero: not a regular file")
    }

    @Test
    fun aVocabularyThatDoesNotLoadIsOneLineAndExitTwo() {
        val bad = File(TestPaths.vocabularyCases, "errors/unknown-field-type.json").path
        val line = "parity-kotlin: $bad: \$.nodes[1].fields[0].type: unknown field type \"color\""
        assertOneLine(parity("snapshot", "--vocabulary", bad, document("""{"type":"divider"}""").path), line)
        assertOneLine(parity("vocabulary", "--vocabulary", bad), line)
        assertOneLine(parity("snapshot", "--vocabulary", "/no/such/vocabulary.json", "x.json"), "parity-kotlin: /no/such/vocabulary.json: no such file")
    }

    @Test
    fun snapshotAndVocabularyTakeAVocabulary() {
        val acme = TestPaths.acmeProps.path
        val outcome = parity("snapshot", "--vocabulary", acme, document("""{"name": "Toggle", "props": {"label": "a", "on": true}}""").path)
        assertEquals(outcome.stderr, 0, outcome.status)
        assertEquals("Toggle(label=\"a\", on=true, enabled=true)\n", outcome.stdout)
        val report = parity("vocabulary", acme)
        assertEquals(report.stderr, 0, report.status)
        val lines = report.stdout.split("\n")
        assertTrue(report.stdout, lines[0].matches(Regex("vocabulary: acme-props 3\\.2\\.0 \\([0-9a-f]{12}\\)")))
        assertTrue(report.stdout, lines[1].matches(Regex("hash: sha256 [0-9a-f]{64}")))
        assertEquals("document: type in \"name\", fields in \"props\" except \"children\", envelope Screen", lines[2])
        assertTrue(report.stdout, "  Toggle → Toggle(label, on, enabled, maxWidth, testTag)" in lines)
        assertEquals(report.stdout, parity("vocabulary", "--vocabulary", acme).stdout)
        assertEquals(VocabularyReport.text(Vocabulary.builtin), parity("vocabulary").stdout)
    }

    /** `snapshot --out --diagnostics`: one process gives what `parity snapshot --diagnostics FILE` gives file by file. */
    @Test
    fun snapshotOutWithDiagnosticsSaysEachDocumentsDiagnosticsUnderItsPath() {
        val folder = Files.createTempDirectory("parity-diagnostics").toFile()
        try {
            File(folder, "in/b").mkdirs()
            File(folder, "in/a.json").writeText("""{"type": "badge", "text": "x", "color": 3}""")
            File(folder, "in/b/c.json").writeText("""{"type": "spacer", "extra": 1}""")
            File(folder, "in/b/d.json").writeText("""{"type": "divider"}""")
            val input = File(folder, "in").path
            val outcome = parity("snapshot", "--out", File(folder, "out").path, "--diagnostics", input)
            assertEquals(outcome.stderr, 0, outcome.status)
            assertEquals("$input/a.json: \$.color: expected a string, found a number; using default\n" +
                             "$input/b/c.json: \$.extra: unknown member of spacer; ignored\n", outcome.stderr)
            assertEquals("Divider\n", File(folder, "out/b/d.txt").readText())
            assertEquals("", parity("snapshot", "--out", File(folder, "quiet").path, input).stderr)
        } finally {
            folder.deleteRecursively()
        }
    }
}
