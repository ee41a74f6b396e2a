import Testing

@testable import RenderParity

/// spec §1.3 and §2: root detection, failures with their paths, tolerance, diagnostics.
struct NodeDecoderTests {
    static func snapshot(_ json: String) -> String { RenderSnapshot.text(from: Array(json.utf8)) }

    static func diagnostics(_ json: String) -> [String] {
        DocumentDecoder.decode(Array(json.utf8)).diagnostics.map(\.description)
    }

    @Test(arguments: [
        (#"[1]"#, #"Error(reason=not_an_object, path="$")"#),
        (#""text""#, #"Error(reason=not_an_object, path="$")"#),
        (#"{}"#, #"Error(reason=missing_field, path="$.type")"#),
        (#"{"type": null}"#, #"Error(reason=missing_field, path="$.type")"#),
        (#"{"type": 3}"#, #"Error(reason=wrong_type, path="$.type")"#),
        (#"{"type": "text"}"#, #"Error(reason=missing_field, path="$.content")"#),
        (#"{"type": "text", "content": 5}"#, #"Error(reason=wrong_type, path="$.content")"#),
        (#"{"type": "stat", "value": 1}"#, #"Error(reason=missing_field, path="$.label")"#),
        (#"{"type": "stat", "label": "a", "value": 1}"#, #"Error(reason=wrong_type, path="$.value")"#),
        (#"{"type": "chart", "variant": "donut"}"#, #"Error(reason=invalid_value, path="$.variant")"#),
        (#"{"type": "chart", "variant": 1, "data": []}"#, #"Error(reason=wrong_type, path="$.variant")"#),
        (
            #"{"type": "chart", "variant": "bar", "data": [{"label": "a", "value": 1}, 7]}"#,
            #"Error(reason=not_an_object, path="$.data[1]")"#
        ),
        (
            #"{"type": "chart", "variant": "bar", "data": [{"label": "a"}]}"#,
            #"Error(reason=missing_field, path="$.data[0].value")"#
        ),
        (#"{"type": "card", "child": {"type": "badge"}}"#, #"Error(reason=missing_field, path="$.child.text")"#),
        (#"{"type": "card"}"#, #"Error(reason=missing_field, path="$.child")"#),
        (#"{"type": "vstack", "children": {}}"#, #"Error(reason=wrong_type, path="$.children")"#),
        (#"{"type": "list"}"#, #"Error(reason=missing_field, path="$.items")"#),
        (#"{"type": "progress", "value": "1"}"#, #"Error(reason=wrong_type, path="$.value")"#),
        (#"{"type": "image", "system_name": null}"#, #"Error(reason=missing_field, path="$.system_name")"#),
        (#"{"title": "t"}"#, #"Error(reason=missing_field, path="$.layout")"#),
        (#"{"layout": null}"#, #"Error(reason=missing_field, path="$.layout")"#),
        (#"{"layout": 4, "title": "t"}"#, #"Error(reason=not_an_object, path="$.layout")"#),
        (
            #"{"spoken_summary": "s", "layout": {"type": "text"}}"#,
            #"Error(reason=missing_field, path="$.layout.content")"#
        ),
        (
            #"{"odd key": 1, "type": "card", "child": {"type": "card", "child": {"type": "zstack", "children": 1}}}"#,
            #"Error(reason=wrong_type, path="$.child.child.children")"#
        ),
        (#"{"type": "text", "content": "a", "content": "b"}"#, #"Error(reason=duplicate_key, path="$.content")"#),
        (
            #"{"type": "vstack", "children": [{"type": "x", "a b": 1, "a b": 2}]}"#,
            #"Error(reason=duplicate_key, path="$.children[0][\"a b\"]")"#
        ),
        (#"{"type": "divider",}"#, "Error(reason=invalid_json)"),
    ])
    func rootFailures(_ json: String, _ expected: String) {
        #expect(Self.snapshot(json) == expected + "\n")
    }

    @Test func requiredFieldsAreCheckedInTableOrder() {
        #expect(Self.snapshot(#"{"type": "chart", "data": 5}"#) == "Error(reason=missing_field, path=\"$.variant\")\n")
        #expect(Self.snapshot(#"{"type": "stat"}"#) == "Error(reason=missing_field, path=\"$.label\")\n")
        #expect(
            Self.snapshot(#"{"type": "chart", "variant": "pie", "data": [{"value": "x"}]}"#)
                == "Error(reason=missing_field, path=\"$.data[0].label\")\n")
    }

    @Test func aRootWithTypeIsANodeEvenWithResponseMembers() {
        #expect(Self.snapshot(#"{"type": "divider", "layout": {"type": "spacer"}}"#) == "Divider\n")
        #expect(
            Self.diagnostics(#"{"type": "divider", "layout": {"type": "spacer"}}"#) == [
                "$.layout: unknown member of divider; ignored"
            ])
    }

    @Test func failingChildrenAreDroppedAndSiblingsStay() {
        let json =
            #"{"type": "vstack", "children": [{"type": "text", "content": "a"}, {"type": "text"}, 3, {"type": "divider"}]}"#
        #expect(
            Self.snapshot(json) == """
                VStack(spacing=8.0, align=center) [children=2]
                  Text(content="a", style=body, color=default, weight=regular)
                  Divider

                """)
        #expect(
            Self.diagnostics(json) == [
                "$.children[1]: dropped the text: $.children[1].content: is missing (expected a string)",
                "$.children[2]: dropped this element: $.children[2]: expected an object, found a number",
            ])
    }

    @Test func unknownTypesKeepTheirName() {
        #expect(Self.snapshot(#"{"type": "carousel", "items": 5}"#) == "Unknown(type=\"carousel\")\n")
        #expect(
            Self.diagnostics(#"{"type": "carousel", "items": 5}"#) == [
                #"$.type: unknown type "carousel"; rendered as Unknown"#
            ])
    }

    @Test func unusableOptionalFieldsFallBackToDefaults() {
        let json =
            #"{"type": "vstack", "spacing": "wide", "alignment": "middle", "children": [{"type": "text", "content": "x", "color": null, "maxLines": 2.5, "style": 4}]}"#
        #expect(
            Self.snapshot(json) == """
                VStack(spacing=8.0, align=center) [children=1]
                  Text(content="x", style=body, color=default, weight=regular)

                """)
        #expect(
            Self.diagnostics(json) == [
                "$.spacing: expected a number, found a string; using 8.0",
                #"$.alignment: "middle" is not one of leading, center, trailing; using center"#,
                "$.children[0].style: expected one of largeTitle, title, title2, title3, headline, subheadline, body, caption, caption2, footnote, found a number; using body",
                "$.children[0].color: expected a string, found null; using default",
                "$.children[0].maxLines: expected an integer from 1 to 2147483647, found 2.5; ignored",
            ])
    }

    @Test(
        arguments: [
            (#"1"#, "maxLines=1"), (#"3.0"#, "maxLines=3"), (#"2147483647"#, "maxLines=2147483647"), (#"0"#, nil),
            (#"-1"#, nil), (#"2147483648"#, nil), (#"1e300"#, nil), (#"1.5"#, nil),
        ] as [(String, String?)])
    func maxLinesMustBeAnIntegerInRange(_ value: String, _ expected: String?) {
        let line = Self.snapshot(#"{"type": "text", "content": "c", "maxLines": "# + value + "}")
        #expect(
            line
                == "Text(content=\"c\", style=body, color=default, weight=regular\(expected.map { ", " + $0 } ?? ""))\n"
        )
    }

    /// Regression: `rows` or `headers` of another JSON type once walked a string's bytes as elements.
    @Test(arguments: [#""x""#, "5", "true", "null", "{}", #"{"a": [1]}"#])
    func tableListsOfAnotherTypeAreAbsent(_ value: String) {
        #expect(
            Self.snapshot(#"{"type": "table", "rows": "# + value + #", "headers": "# + value + "}")
                == "Table(title=none, headers=[]) [rows=0]\n")
    }

    @Test func tableListsAreAbsentAsAWholeWhenAnyElementIsNotAString() {
        #expect(
            Self.snapshot(#"{"type": "table", "headers": ["a", 1], "rows": [["x"], "y"]}"#)
                == "Table(title=none, headers=[]) [rows=0]\n")
        #expect(
            Self.snapshot(#"{"type": "table", "title": "none", "headers": ["a", "b"], "rows": [["1", "2"], []]}"#)
                == """
                Table(title="none", headers=["a", "b"]) [rows=2]
                  Row(["1", "2"])
                  Row([])

                """)
    }

    @Test func responsesReportTheirMembersButRenderTheLayout() {
        let json = #"{"title": 5, "layout": {"type": "spacer"}, "extra": true}"#
        #expect(Self.snapshot(json) == "Spacer\n")
        #expect(
            Self.diagnostics(json) == [
                "$.title: expected a string, found a number",
                "$.spoken_summary: missing (expected a string)",
                "$.extra: unknown member of the response; ignored",
            ])
        #expect(Self.diagnostics(#"{"title": "t", "layout": {"type": "spacer"}, "spoken_summary": "s"}"#).isEmpty)
    }

    @Test func dataPointsReportUnknownMembersIncludingType() {
        #expect(
            Self.diagnostics(
                #"{"type": "chart", "variant": "line", "data": [{"label": "a", "value": 1, "type": "x"}]}"#)
                == ["$.data[0].type: unknown member of a data point; ignored"])
    }

    @Test func documentFailuresAreTheLastDiagnostic() {
        #expect(
            Self.diagnostics("{\n  \"type\": }") == [
                "cannot render (invalid_json): invalid JSON at line 2, column 11: expected a value, found '}'"
            ])
    }
}
