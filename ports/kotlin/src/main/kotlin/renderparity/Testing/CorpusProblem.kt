package renderparity.testing

import java.io.File

/** Why a corpus or a parity check could not be used; the wording lives here, once. */
sealed class CorpusProblem {
    class NotFound(val workingFolder: File) : CorpusProblem()
    class NoFixturesFolder(val folder: File) : CorpusProblem()
    class NoGoldensFolder(val folder: File) : CorpusProblem()
    class NoFixtures(val folder: File, val under: String) : CorpusProblem()
    class NoSuchFixture(val file: File) : CorpusProblem()
    class Unreadable(val file: File, val reason: String) : CorpusProblem()

    val message: String get() = when (this) {
        is NotFound -> "no corpus: set ${ParityCorpus.ENVIRONMENT_VARIABLE} to a folder with test-fixtures/ and test-snapshots/ " +
            "(none found above ${workingFolder.path})"
        is NoFixturesFolder -> "${folder.path}: no such folder (a corpus needs test-fixtures/)"
        is NoGoldensFolder -> "${folder.path}: no such folder (a corpus needs test-snapshots/)"
        is NoFixtures -> if (under.length == 0) "${folder.path}: no fixtures (*.json)" else "${folder.path}: no fixtures under '$under'"
        is NoSuchFixture -> "${file.path}: no such fixture"
        is Unreadable -> "${file.path}: cannot read: $reason"
    }
}

/** A corpus problem as an exception, so a test (or test discovery) stops with its message. */
class ParityCorpusException(val problem: CorpusProblem) : RuntimeException(problem.message)
