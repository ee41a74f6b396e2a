package renderparity

import renderparity.commands.listFiles
import java.io.File
import java.nio.file.Files

/**
 * Where the suite finds the corpus, and the readable line diff every golden
 * comparison uses. `test.sh` passes the folders as system properties; without
 * them the project root is found upwards from the working folder.
 */
object TestPaths {
    val root: File by lazy { findRoot() }

    private fun findRoot(): File {
        val explicit = System.getProperty("parity.root")
        if (explicit != null) return File(explicit)
        var folder: File? = File("").absoluteFile
        while (folder != null) {
            if (File(folder, "test-fixtures").isDirectory && File(folder, "spec").isDirectory) return folder
            folder = folder.parentFile
        }
        throw IllegalStateException("no project root (a folder with test-fixtures/ and spec/) above ${File("").absolutePath}")
    }

    val fixtures: File get() = System.getProperty("parity.fixtures")?.let { File(it) } ?: File(root, "test-fixtures")

    val goldens: File get() = System.getProperty("parity.goldens")?.let { File(it) } ?: File(root, "test-snapshots")

    val iconMap: File get() = File(root, "spec/icon-map.json")

    /**
     * Fixture paths relative to `fixtures`, as the command line lists them (`listFiles`).
     * A missing or empty corpus is an error here, so a broken discovery cannot pass as zero tests.
     */
    fun fixtureNames(): List<String> {
        if (!fixtures.isDirectory) throw AssertionError("no fixtures folder at $fixtures")
        val names = listFiles(fixtures, ".json")
        if (names.isEmpty()) throw AssertionError("no fixtures under $fixtures")
        return names
    }
}

/** Byte-for-byte comparison with a failure message a person can act on. */
object GoldenDiff {
    private const val CONTEXT = 3

    /** null when equal; otherwise the first differing line, golden vs actual, with context. */
    fun describe(name: String, expected: ByteArray, actual: ByteArray): String? {
        if (expected.contentEquals(actual)) return null
        val golden = splitLines(expected)
        val ours = splitLines(actual)
        var first = 0
        while (first < golden.size && first < ours.size && golden[first] == ours[first]) first += 1
        val text = StringBuilder()
        text.append("$name: snapshot differs from the golden at line ${first + 1}")
        text.append(" (golden ${expected.size} bytes, ${golden.size} lines; actual ${actual.size} bytes, ${ours.size} lines)\n")
        for (index in Math.max(0, first - CONTEXT) until first) text.append("    ${index + 1}  ${visible(golden[index])}\n")
        text.append("  - golden  ${first + 1}: ${if (first < golden.size) visible(golden[first]) else "<end of file>"}\n")
        text.append("  + actual  ${first + 1}: ${if (first < ours.size) visible(ours[first]) else "<end of file>"}\n")
        if (first < golden.size && first < ours.size) {
            val a = golden[first]
            val b = ours[first]
            var column = 0
            while (column < a.length && column < b.length && a[column] == b[column]) column += 1
            text.append("            (first difference at column ${column + 1}: golden ${excerpt(a, column)} vs actual ${excerpt(b, column)})\n")
        }
        for (index in first + 1 until Math.min(first + 1 + CONTEXT, Math.min(golden.size, ours.size))) {
            val marker = if (golden[index] == ours[index]) " " else "~"
            text.append("  $marker ${index + 1}  golden: ${visible(golden[index])}\n")
            if (golden[index] != ours[index]) text.append("  ~ ${index + 1}  actual: ${visible(ours[index])}\n")
        }
        return text.toString()
    }

    /** A few characters around `column`, made visible. */
    private fun excerpt(line: String, column: Int): String {
        val start = Math.max(0, column - 10)
        val end = Math.min(line.length, column + 20)
        return "\"" + (if (start > 0) "…" else "") + visible(line.substring(start, end)).removeSuffix("  <no final newline>") +
            (if (end < line.length) "…" else "") + "\""
    }

    /** Lines including their terminator, so a missing final LF or a CR shows up as a difference. */
    private fun splitLines(bytes: ByteArray): List<String> {
        val text = String(bytes, Charsets.UTF_8)
        val lines = ArrayList<String>()
        var start = 0
        while (start < text.length) {
            val end = text.indexOf('\n', start)
            if (end < 0) { lines.add(text.substring(start)); break }
            lines.add(text.substring(start, end + 1))
            start = end + 1
        }
        return lines
    }

    /** Shows the line terminator and invisible characters: `⏎` for LF, `\r`, `\t`, `·` for a trailing space. */
    private fun visible(line: String): String {
        val out = StringBuilder()
        val body = if (line.endsWith("\n")) line.substring(0, line.length - 1) else line
        for ((index, character) in body.withIndex()) {
            when {
                character == '\r' -> out.append("\\r")
                character == '\t' -> out.append("\\t")
                character == ' ' && index == body.length - 1 -> out.append('·')
                character < ' ' || character == '\u007f' -> out.append("\\u00").append(hex2(body.codePointAt(index)))
                else -> out.append(character)
            }
        }
        out.append(if (line.endsWith("\n")) "⏎" else "  <no final newline>")
        return out.toString()
    }
}

private fun hex2(value: Int): String {
    val digits = "0123456789abcdef"
    return "" + digits[(value shr 4) and 0xF] + digits[value and 0xF]
}

fun readBytes(file: File): ByteArray = Files.readAllBytes(file.toPath())

fun utf8(text: String): ByteArray = text.toByteArray(Charsets.UTF_8)
