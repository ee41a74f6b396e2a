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

    /** The vocabulary conformance cases every port is held to (spec/vocabulary-cases/README.md). */
    val vocabularyCases: File get() = File(root, "spec/vocabulary-cases")

    /** A vocabulary with a props shape, an envelope, records and integer ranges: the acme-props corpus's. */
    val acmeProps: File get() = File(vocabularyCases, "acme-props/vocabulary.json")

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

/** Byte-for-byte comparison, failing with the diff of spec/diff-format.md (`DiffPresentation`). */
object GoldenDiff {
    /** null when equal; otherwise what failed, then the diff block (`goldenName` is the path below test-snapshots/). */
    fun describe(name: String, goldenName: String, expected: ByteArray, actual: ByteArray): String? {
        if (expected.contentEquals(actual)) return null
        val block = DiffPresentation.lines(expected, actual, "test-snapshots/$goldenName")
        return "$name: snapshot differs from its golden test-snapshots/$goldenName\n" + block.joinToString("\n")
    }
}

fun readBytes(file: File): ByteArray = Files.readAllBytes(file.toPath())

fun utf8(text: String): ByteArray = text.toByteArray(Charsets.UTF_8)
