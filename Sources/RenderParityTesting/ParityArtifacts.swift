import Foundation
import RenderParityHarness

/// Artifact mode: with `RENDERPARITY_ARTIFACTS=DIR`, every actual snapshot a test
/// checks is written to `DIR/<golden's relative name>` (atomically), so
/// `parity compare` can check the whole run against the goldens afterwards. Never the goldens.
public enum ParityArtifacts {
    public static let environmentVariable = "RENDERPARITY_ARTIFACTS"

    /// The artifacts folder from `environment`, absolute, or nil when artifact mode is off.
    static func folder(in environment: [String: String]) -> String? {
        guard let folder = environment[environmentVariable], !folder.isEmpty else { return nil }
        return ParityCorpus.absolute(folder)
    }

    /// Writes `actual` as the artifact of `fixture` under `folder`.
    static func write(_ actual: [UInt8], of fixture: ParityFixture, to folder: String) throws(ParityTestingProblem) {
        let goldens = ParityCorpus.absolute(fixture.project.snapshotsPath)
        if folder == goldens || folder.hasPrefix(goldens + "/") {
            throw .artifactsWouldOverwriteGoldens(folder: folder)
        }
        do throws(ParityError) {
            try FileBytes.writeAtomically(actual, to: folder + "/" + fixture.goldenName)
        } catch {
            throw .file(error)
        }
    }
}
