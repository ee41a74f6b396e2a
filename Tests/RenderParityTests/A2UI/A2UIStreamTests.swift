import Foundation
import Testing

@testable import RenderParity
@testable import RenderParityA2UI

/// The adapter on its own (spec/a2ui.md): streams built here, checked against lines written
/// out by hand, and the stated limits at the sizes the issue names (a stream of 100,000
/// components, a chain 10,000 deep), which must be an `Error` line, never a crash.
struct A2UIStreamTests {
    static let vocabulary: Vocabulary = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let url = folder.appendingPathComponent("examples/a2ui/basic/vocabulary.json")
        let bytes = (try? [UInt8](Data(contentsOf: url))) ?? []
        return (try? VocabularyLoader.load(bytes, file: "basic/vocabulary.json")) ?? .builtin
    }()

    static func stream(_ components: [String], data: String? = nil) -> [UInt8] {
        var lines = [
            #"{"version":"v0.10","createSurface":{"surfaceId":"s","catalogId":"c"}}"#,
            #"{"version":"v0.10","updateComponents":{"surfaceId":"s","components":["#
                + components.joined(separator: ",") + "]}}",
        ]
        if let data { lines.append(#"{"version":"v0.10","updateDataModel":{"surfaceId":"s","value":"# + data + "}}") }
        return Array(lines.joined(separator: "\n").utf8)
    }

    static func text(_ bytes: [UInt8]) -> String {
        String(decoding: A2UIStream.snapshot(bytes, vocabulary: vocabulary), as: UTF8.self)
    }

    @Test func theTestVocabularyLoaded() {
        #expect(Self.vocabulary.identity.name == "renderparity-a2ui-basic")
    }

    @Test func modalSlotsHoldTriggerAndContent() {
        let bytes = Self.stream([
            #"{"id":"root","component":"Modal","trigger":"t","content":"c"}"#,
            #"{"id":"t","component":"Text","text":"Open"}"#, #"{"id":"c","component":"Divider"}"#,
        ])
        for document in (try? A2UIStream.documents(bytes, vocabulary: Self.vocabulary).get()) ?? [] {
            // The slot properties are used by the slots, not copied as unknown members.
            let diagnosed = DocumentDecoder.diagnose(document.bytes, vocabulary: Self.vocabulary)
            #expect(diagnosed.diagnostics.isEmpty, "\(diagnosed.diagnostics)")
        }
        #expect(
            Self.text(bytes) == """
                Surface(id="s", catalog="c")
                  Modal(id="root")
                    ModalTrigger
                      Text(id="t", text="Open", variant=body)
                    ModalContent
                      Divider(id="c", axis=horizontal)

                """)
    }

    @Test func aTemplateChildReadsItsItem() {
        let bytes = Self.stream(
            [
                #"{"id":"root","component":"Column","children":{"componentId":"x","path":"/l"}}"#,
                #"{"id":"x","component":"Text","text":{"path":"n"}}"#,
            ], data: #"{"l":[{"n":"a"},{"n":"b"}]}"#)
        #expect(
            Self.text(bytes) == """
                Surface(id="s", catalog="c")
                  Column(id="root", justify=start, align=stretch, childrenPath="/l") [children=2]
                    Text(id="x", text="a", textPath="/l/0/n", variant=body, item=0)
                    Text(id="x", text="b", textPath="/l/1/n", variant=body, item=1)

                """)
    }

    /// Ids and member names are told apart by their bytes, as the reader and JavaScript tell them
    /// apart: `é` and `e` + U+0301 are two components and two data-model keys, not one.
    @Test func canonicallyEquivalentNamesStayApart() {
        let bytes = Self.stream(
            [
                #"{"id":"root","component":"Column","children":["\u00e9","e\u0301"]}"#,
                #"{"id":"\u00e9","component":"Text","text":{"path":"/\u00e9"}}"#,
                #"{"id":"e\u0301","component":"Text","text":{"path":"/e\u0301"}}"#,
            ], data: #"{"\u00e9":"one","e\u0301":"two"}"#)
        let expected = """
            Surface(id="s", catalog="c")
              Column(id="root", justify=start, align=stretch) [children=2]
                Text(id="\u{E9}", text="one", textPath="/\u{E9}", variant=body)
                Text(id="e\u{301}", text="two", textPath="/e\u{301}", variant=body)

            """
        // Compared as bytes: `String`'s `==` is itself canonical equivalence.
        #expect(Array(Self.text(bytes).utf8) == Array(expected.utf8))
    }

    /// `/`, `~1`, `${` and `}` are found as bytes: a combining mark after one does not hide it.
    @Test func delimitersAreFoundBeforeCombiningMarks() {
        let bytes = Self.stream(
            [
                #"{"id":"root","component":"Text","text":{"call":"formatString","args":{"value":"${/\u0301x~1}\u0301!"}}}"#
            ],
            data: #"{"\u0301x/":"v"}"#)
        let expected = "Surface(id=\"s\", catalog=\"c\")\n  Text(id=\"root\", text=\"v\u{301}!\", variant=body)\n"
        #expect(Array(Self.text(bytes).utf8) == Array(expected.utf8))
    }

    @Test func aChainTenThousandDeepIsTheDepthError() {
        var components = [#"{"id":"root","component":"Card","child":"n1"}"#]
        for index in 1..<9_999 {
            components.append(#"{"id":"n\#(index)","component":"Card","child":"n\#(index + 1)"}"#)
        }
        components.append(#"{"id":"n9999","component":"Divider"}"#)
        #expect(components.count == 10_000)
        let line = Self.text(Self.stream(components))
        #expect(line == "Error(reason=depth_limit, path=\"$[1].updateComponents.components[98].child\")\n")
    }

    @Test func oneHundredThousandComponentsAreTheSizeError() {
        var components = [#"{"id":"root","component":"Divider"}"#]
        for index in 1..<100_000 { components.append(#"{"id":"d\#(index)","component":"Divider"}"#) }
        let line = Self.text(Self.stream(components))
        #expect(
            line == "Error(reason=invalid_value, path=\"$[1].updateComponents.components[\(A2UILimits.components)]\")\n"
        )
    }

    @Test func aWideTemplateIsTheLinesError() {
        let items = "[" + Array(repeating: "1", count: A2UILimits.lines).joined(separator: ",") + "]"
        let bytes = Self.stream(
            [
                #"{"id":"root","component":"Column","children":{"componentId":"x","path":"/l"}}"#,
                #"{"id":"x","component":"Divider"}"#,
            ], data: #"{"l":"# + items + "}")
        #expect(Self.text(bytes).hasPrefix("Error(reason=invalid_value, path="))
    }

    @Test func documentsAreOneJSONLinePerSurfaceInSurfaceOrder() {
        let bytes = Array(
            """
            {"version":"v0.10","createSurface":{"surfaceId":"b","catalogId":"c"}}
            {"version":"v0.10","createSurface":{"surfaceId":"a","catalogId":"c"}}
            {"version":"v0.10","updateComponents":{"surfaceId":"b","components":[{"id":"root","component":"Divider"}]}}
            {"version":"v0.10","updateComponents":{"surfaceId":"a","components":[{"id":"root","component":"Divider"}]}}
            """.utf8)
        let text = String(decoding: A2UIStream.documentsText(bytes, vocabulary: Self.vocabulary), as: UTF8.self)
        #expect(
            text == """
                {"component":"a2ui:surface","id":"a","catalog":"c","root":{"component":"Divider","id":"root"}}
                {"component":"a2ui:surface","id":"b","catalog":"c","root":{"component":"Divider","id":"root"}}

                """)
    }

    @Test func dataModelUpdatesReplaceCreateAndRemove() {
        var model = DataModel()
        #expect(model.update(JSONPointer("/a/b", in: .root), to: .number(1)) == nil)
        #expect(model.value(at: JSONPointer("/a/b", in: .root)) == .number(1))
        #expect(model.update(JSONPointer("/a/b", in: .root), to: nil) == nil)
        #expect(model.value(at: JSONPointer("/a/b", in: .root)) == nil)
        #expect(model.update(JSONPointer("/l", in: .root), to: .array([])) == nil)
        #expect(model.update(JSONPointer("/l/0", in: .root), to: .string("x")) == nil)
        #expect(model.update(JSONPointer("/l/5", in: .root), to: .string("y")) == .indexPastEnd(token: "5", count: 1))
        #expect(model.value(at: JSONPointer("0", in: JSONPointer("/l", in: .root))) == .string("x"))
    }

    @Test func numbersConvertAsJavaScriptPrintsThem() {
        #expect(A2UIText.number(3) == "3")
        #expect(A2UIText.number(-0.5) == "-0.5")
        #expect(A2UIText.number(0.0000001) == "0.0000001")
        // Integral values have no fraction past 2^53 too (spec/a2ui.md §5.3), and never an exponent.
        #expect(A2UIText.number(1e21) == "1000000000000000000000")
        #expect(A2UIText.number(-9_007_199_254_740_994) == "-9007199254740994")
        #expect(A2UIText.converted(.object(A2UIObject())) == "{}")
    }
}
