import Testing

@testable import RenderParity

/// spec §2.5: every diagnostic's stable code and severity, the members an owner allows, and `$schema`.
struct DiagnosticCodeTests {
    static func diagnostics(_ json: String) -> [Diagnostic] { DocumentDecoder.decode(Array(json.utf8)).diagnostics }

    /// One document per kind of diagnostic, with the code and severity the spec's table gives it.
    @Test(arguments: [
        (#"{"type": "divider",}"#, "invalid_json", "error"),
        (String(repeating: "[", count: 300) + String(repeating: "]", count: 300), "depth_limit", "error"),
        (#"{"type": "divider", "type": "spacer"}"#, "duplicate_key", "error"),
        (#"[1]"#, "not_an_object", "error"),
        (#"{"type": "text"}"#, "missing_field", "error"),
        (#"{"type": "text", "content": 1}"#, "wrong_type", "error"),
        (#"{"type": "chart", "variant": "donut", "data": []}"#, "invalid_value", "error"),
        (#"{"type": "vstack", "children": [1]}"#, "dropped", "error"),
        (#"{"type": "VStack"}"#, "unknown_type", "error"),
        (#"{"type": "divider", "colour": "red"}"#, "unknown_member", "info"),
        (#"{"type": "vstack", "children": [], "spacing": "8"}"#, "wrong_type", "warning"),
        (#"{"type": "vstack", "children": [], "alignment": "middle"}"#, "not_in_enum", "warning"),
        (#"{"type": "text", "content": "a", "maxLines": 0}"#, "max_lines_out_of_range", "warning"),
        (#"{"layout": {"type": "divider"}, "spoken_summary": "s"}"#, "missing_field", "warning"),
        (#"{"layout": {"type": "divider"}, "title": 1, "spoken_summary": "s"}"#, "wrong_type", "warning"),
    ])
    func codeAndSeverity(json: String, code: String, severity: String) {
        let found = Self.diagnostics(json)
        #expect(found.count == 1)
        #expect(found.first?.code.rawValue == code)
        #expect(found.first?.severity.rawValue == severity)
    }

    @Test func unknownMembersKnowWhatTheirOwnerAllows() {
        let node = Self.diagnostics(#"{"type": "badge", "text": "a", "colour": "red"}"#)
        #expect(node.first?.allowedMembers(in: .builtin) == ["type", "text", "color", "accessibilityLabel"])
        let point = Self.diagnostics(
            #"{"type": "chart", "variant": "bar", "data": [{"label": "a", "value": 1, "x": 1}]}"#)
        #expect(point.first?.allowedMembers(in: .builtin) == ["label", "value", "color"])
        let response = Self.diagnostics(
            #"{"layout": {"type": "divider"}, "title": "t", "spoken_summary": "s", "x": 1}"#)
        #expect(response.first?.allowedMembers(in: .builtin) == ["title", "layout", "spoken_summary"])
        #expect(Self.diagnostics(#"{"type": "VStack"}"#).first?.allowedMembers(in: .builtin) == nil)
    }

    @Test func schemaIsAllowedAtTheRoot() {
        #expect(Self.diagnostics(#"{"$schema": "https://example.com/s.json", "type": "divider"}"#).isEmpty)
        #expect(
            Self.diagnostics(#"{"$schema": 1, "title": "t", "layout": {"type": "divider"}, "spoken_summary": "s"}"#)
                .isEmpty)
        // Escaped, it is the same name (§1.1).
        #expect(Self.diagnostics(#"{"\u0024schema": "s", "type": "divider"}"#).isEmpty)
    }

    @Test func schemaIsUnknownBelowTheRoot() {
        let nested = Self.diagnostics(#"{"type": "card", "child": {"type": "divider", "$schema": "s"}}"#)
        #expect(nested.map(\.description) == [#"$.child["$schema"]: unknown member of divider; ignored"#])
        let layout = Self.diagnostics(
            #"{"layout": {"type": "divider", "$schema": "s"}, "title": "t", "spoken_summary": "s"}"#)
        #expect(layout.map(\.code) == [.unknownMember])
    }

    @Test func schemaDoesNotMakeARootAResponse() {
        let document = DocumentDecoder.decode(Array(#"{"$schema": "s"}"#.utf8))
        #expect(document.root == .node)
        #expect(document.diagnostics.map(\.code) == [.missingField])
    }
}
