import Foundation
import ParityCommands
import RenderParity
import RenderParityHarness
import Testing

/// `parity lint FILE…|-`: a model's output from a file or stdin, as text, JSON or a correction prompt (spec §2.5).
struct LintFileTests {
    static let corpus = Repository.root + "/Tests/Data/lint-corpus"

    @Test func aFileIsLintedWithoutACorpus() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let result = parity(["lint", Self.corpus + "/british-colour-text.json"], in: folder)
        #expect(result.code == 0)
        #expect(
            result.stdoutLines == [
                Self.corpus
                    + #"/british-colour-text.json:17:9: info: $.layout.children[1].colour: unknown member of text; ignored [unknown_member]; suggestion: color"#,
                "1 document, 1 diagnostic in 1 document",
            ])
    }

    @Test func aRelativeFileIsResolvedFromTheCurrentFolder() {
        let result = parity(["lint", "--strict", "enum-middle.json", "typo-chidren.json"], in: Self.corpus)
        #expect(result.code == 1)
        #expect(result.stdoutLines.first?.hasPrefix("enum-middle.json:") == true)
        #expect(result.stdoutLines.dropLast().last?.hasPrefix("typo-chidren.json:") == true)
        #expect(result.lastLine == "2 documents, 2 diagnostics in 2 documents")
    }

    @Test func stdinIsADash() {
        let result = parity(["lint", "-", "--format", "json"], in: Self.corpus) {
            Array(#"{"type": "VStack", "children": []}"#.utf8)
        }
        #expect(result.code == 0)
        #expect(result.stdout.contains(#""name": "<stdin>""#))
        #expect(result.stdout.contains(#""suggestion": "vstack""#))
        #expect(result.stdout.contains(#""code": "unknown_type""#))
    }

    @Test func aCleanDocumentHasNoPrompt() {
        let result = parity(["lint", "-", "--format", "prompt", "--strict"], in: Self.corpus) {
            Array(#"{"type": "divider"}"#.utf8)
        }
        #expect(result.code == 0)
        #expect(result.stdout == "")
    }

    @Test func thePromptListsEachProblemWithItsPathAndTheAllowedNames() {
        let document =
            #"{"type": "vstack", "children": [{"type": "Column", "children": []}, {"type": "text", "content": "x", "colour": "red"}]}"#
        let result = parity(["lint", "-", "--format", "prompt"], in: Self.corpus) { Array(document.utf8) }
        #expect(
            result.stdoutLines == [
                "The JSON you wrote for the UI has 2 problems. Fix them and reply with the corrected JSON only, without a code fence.",
                #"- $.children[0].type: unknown type "Column"; rendered as Unknown. Suggestion: vstack. Allowed: vstack, hstack, zstack, text, stat, image, badge, card, progress, chart, list, table, divider, spacer."#,
                "- $.children[1].colour: unknown member of text; ignored. Suggestion: color. Allowed: \(Self.textMembers).",
            ])
    }

    /// What a text node allows, from the node table (it grows when the table does).
    static let textMembers = (Vocabulary.builtin.allowedMembers(ofType: "text") ?? []).joined(separator: ", ")

    @Test func aMissingFileIsAnError() {
        let result = parity(["lint", "no-such-file.json"], in: Self.corpus)
        #expect(result.code == 2)
        #expect(result.stdout == "")
        #expect(result.stderrLines.count == 1)
        #expect(result.stderr.contains("no-such-file.json: no such file"))
    }

    @Test func filterAndStdinDoNotMixWithFiles() {
        #expect(parity(["lint", "--filter", "x", "enum-middle.json"], in: Self.corpus).code == 2)
        #expect(parity(["lint", "-", "enum-middle.json"], in: Self.corpus).code == 2)
    }
}
