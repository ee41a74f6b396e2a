package renderparity.testing

import renderparity.commands.goldenName
import java.io.File
import java.nio.file.Files

/**
 * One fixture of a corpus and the golden that goes with it. Its `toString` is its
 * path (`nodes/text.json`), so parameterized tests and test factories read well.
 */
class ParityFixture(val corpus: ParityCorpus, val name: String) {
    /** The fixture's JSON document. */
    val file: File get() = File(corpus.fixturesFolder, name)

    /** The golden's path below `test-snapshots/` (`nodes/text.txt`), also the artifact's name. */
    val goldenName: String get() = goldenName(name)

    val goldenFile: File get() = File(corpus.goldensFolder, goldenName)

    /** How the diff names the golden: relative to the corpus root, as `test-snapshots/nodes/text.txt`. */
    val goldenLabel: String get() = corpus.root.toPath().relativize(goldenFile.toPath()).joinToString("/")

    /** The document's bytes, for the renderer under test to decode. */
    fun bytes(): ByteArray = Files.readAllBytes(file.toPath())

    /** The document as text (UTF-8). */
    fun text(): String = String(bytes(), Charsets.UTF_8)

    /**
     * The reference snapshot of this fixture, in the corpus' vocabulary (`ParityCorpus.vocabulary`);
     * through the A2UI adapter first when the project file says the fixtures are message streams.
     */
    fun snapshot(): ByteArray = corpus.project.documents.snapshot(bytes(), corpus.vocabulary)

    override fun toString(): String = name

    override fun equals(other: Any?): Boolean = other is ParityFixture && other.corpus.root == corpus.root && other.name == name

    override fun hashCode(): Int = name.hashCode()
}
