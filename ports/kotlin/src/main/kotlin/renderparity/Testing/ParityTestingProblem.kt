package renderparity.testing

import java.io.File

/**
 * Why a corpus or a parity check failed; the wording lives here, once, and
 * matches the Swift helper's `ParityTestingProblem` where the two share a case.
 */
sealed class ParityTestingProblem {
    class NotFound(val workingFolder: File) : ParityTestingProblem()
    class NoFixturesFolder(val folder: File) : ParityTestingProblem()
    class NoGoldensFolder(val folder: File) : ParityTestingProblem()
    class NoFixtures(val root: File, val fixturesFolder: File, val under: String) : ParityTestingProblem()
    class NoSuchFixture(val file: File) : ParityTestingProblem()
    class Unreadable(val file: File, val reason: String) : ParityTestingProblem()
    class MissingGolden(val fixture: String, val goldenPath: String) : ParityTestingProblem()
    class ArtifactsWouldOverwriteGoldens(val folder: File) : ParityTestingProblem()
    class ArtifactNotWritten(val file: File, val reason: String) : ParityTestingProblem()
    class Mismatch(val explanation: String) : ParityTestingProblem()
    /** The corpus' `renderparity.json` is not one (its one line). */
    class BadProjectFile(val explanation: String) : ParityTestingProblem()
    /** The corpus' vocabulary does not load (the loader's one line, spec/vocabulary.md §7). */
    class BadVocabulary(val explanation: String) : ParityTestingProblem()

    val message: String get() = when (this) {
        is NotFound -> "parity corpus unavailable: no folder with test-fixtures/ and test-snapshots/ above ${workingFolder.path}; " +
            "set ${ParityCorpus.ENVIRONMENT_VARIABLE} or pass ParityCorpus.at(folder)"
        is NoFixturesFolder -> "parity corpus unavailable: ${folder.path}: no such folder (a corpus needs test-fixtures/)"
        is NoGoldensFolder -> "parity corpus unavailable: ${folder.path}: no such folder (a corpus needs test-snapshots/)"
        is NoFixtures -> if (under.length == 0) "parity corpus ${root.path} has no fixtures under ${fixturesFolder.relativeToOrSelf(root).path}/"
            else "no fixtures matched '$under' in ${fixturesFolder.path}"
        is NoSuchFixture -> "${file.path}: no such fixture"
        is Unreadable -> "${file.path}: cannot read: $reason"
        is MissingGolden -> "$fixture: no golden at $goldenPath; run 'parity update' in the corpus and review it (tests never write goldens)"
        is ArtifactsWouldOverwriteGoldens -> "${ParityArtifacts.ENVIRONMENT_VARIABLE}=${folder.path} is the goldens' folder; " +
            "artifacts go elsewhere (tests never write goldens)"
        is ArtifactNotWritten -> "${file.path}: cannot write the artifact: $reason"
        is Mismatch -> explanation
        is BadProjectFile -> "parity corpus unavailable: $explanation"
        is BadVocabulary -> "parity corpus unavailable: $explanation"
    }
}

/** A corpus problem as an exception, so a test (or test discovery) stops with its message. */
class ParityTestingException(val problem: ParityTestingProblem) : RuntimeException(problem.message)
