import RenderParity
import Testing

@testable import RenderParityHarness

/// A document as `lint` sees it (spec §2.5): diagnostics in document order, with positions and suggestions.
struct LintedDocumentTests {
    static func lint(_ text: String) -> [LintDiagnostic] { LintedDocument(bytes: Array(text.utf8)).diagnostics }

    @Test func diagnosticsComeInDocumentOrder() {
        // The decoder reports unknown members after the fields; lint lists them where they are.
        let text = "{\"type\": \"text\",\n \"fontWeight\": \"bold\",\n \"content\": \"x\",\n \"style\": \"Title\"}"
        let found = Self.lint(text)
        #expect(found.map(\.code) == [.unknownMember, .notInEnum])
        #expect(found.map { [$0.position.line, $0.position.column] } == [[2, 2], [4, 2]])
        #expect(DocumentDecoder.decode(Array(text.utf8)).diagnostics.map(\.code) == [.notInEnum, .unknownMember])
    }

    @Test func aDroppedElementIsAtTheElement() {
        let found = Self.lint(
            "{\"type\": \"vstack\", \"children\": [\n  {\"type\": \"spacer\"},\n  {\"type\": \"text\"}\n]}")
        #expect(found.map(\.code) == [.dropped])
        #expect(found.first?.path.description == "$.children[1]")
        #expect(found.first.map { [$0.position.line, $0.position.column] } == [3, 3])
    }

    @Test func aSyntaxErrorIsWhereTheReaderStopped() {
        let found = Self.lint("{\n  \"type\": \"text\",\n  \"content\": \"x\",\n}")
        #expect(found.map(\.code) == [.invalidJSON])
        #expect(found.first?.path == .root)
        #expect(found.first.map { [$0.position.line, $0.position.column] } == [4, 1])
        #expect(found.first?.suggestion == "remove the trailing comma")
    }

    @Test func suggestionsAndAllowedNames() {
        let found = Self.lint(
            #"{"type": "vstack", "children": [{"type": "Column", "children": []}, {"type": "divider", "colour": "red"}]}"#
        )
        #expect(found.map(\.suggestion) == ["vstack", nil])
        #expect(found.first?.allowed == NodeType.allCases.map(\.rawValue))
        #expect(found.last?.allowed == ["type", "accessibilityLabel"])
    }

    @Test(arguments: [
        (#"{"type": "stat", "label": "a", "value": 42}"#, #""42""#),
        (#"{"type": "vstack", "children": [], "spacing": "16px"}"#, "16"),
        (#"{"type": "progress", "value": " .5 "}"#, "0.5"),
        (#"{"type": "text", "content": "a", "weight": 700}"#, "bold"),
        (#"{"type": "vstack", "items": []}"#, #"rename "items" to "children""#),
        (#"{"type": "text", "props": {"content": "a"}}"#, #"move the members of "props" into the node"#),
        (#"{"component": "text", "content": "a"}"#, #"rename "component" to "type""#),
        (#"{"type": "text", "content": "a", "maxLines": 3.7}"#, "3"),
        // The only member a stat does not allow, and a string where a string is required.
        (#"{"type": "stat", "title": "a", "value": "1"}"#, #"rename "title" to "label""#),
        (#"{"type": "card", "body": {"type": "divider"}}"#, #"rename "body" to "child""#),
    ])
    func suggestedFixes(text: String, expected: String) {
        #expect(Self.lint(text).first?.suggestion == expected)
    }

    @Test func noGuessIsNil() {
        for text in [
            #"{"type": "vstack", "children": [], "spacing": "wide"}"#,
            #"{"type": "vstack", "children": [], "alignment": "middle"}"#,
            #"{"type": "text", "content": "a", "maxLines": 0}"#, #"{"type": "carousel"}"#,
            // Close in name, but an array is no card `child`; two unknown strings are no guess either.
            #"{"type": "card", "children": [{"type": "divider"}]}"#,
            #"{"type": "stat", "title": "a", "name": "b", "value": "1"}"#,
        ] {
            let found = Self.lint(text)
            #expect(found.count == 1)
            #expect(found.first?.suggestion == nil, "\(text)")
        }
    }

    @Test func numbersWrittenAsStrings() {
        #expect(LintSuggestion.number("16") == "16")
        #expect(LintSuggestion.number("-2.5") == "-2.5")
        #expect(LintSuggestion.number("8dp") == "8")
        #expect(LintSuggestion.number("12.") == "12")
        #expect(LintSuggestion.number("1e3") == nil)
        #expect(LintSuggestion.number("nan") == nil)
        #expect(LintSuggestion.number("") == nil)
    }
}
