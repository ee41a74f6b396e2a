import RenderParity
import Testing

/// Optional `number`, `boolean` and `enum` fields without a default, marked `omitWhenAbsent`
/// (spec/vocabulary.md §3.2, §3.3): left out of the line when absent or unusable, printed when
/// given; a `source` is read and ignored by decoding; and the elements of a `nodes` field
/// without a `count` are written. An imported A2UI catalog's vocabulary is made of such fields.
struct OmitWhenAbsentTests {
    static let file = """
        {"format": 1, "name": "omit", "version": "1", "document": {"typeKey": "type"},
         "enums": {"Tone": ["calm", "loud"]},
         "nodes": [
          {"type": "box", "line": "Box", "fields": [
            {"name": "size", "type": "number", "omitWhenAbsent": true, "source": "size (value)"},
            {"name": "on", "type": "boolean", "omitWhenAbsent": true},
            {"name": "tone", "type": "enum", "enum": "Tone", "omitWhenAbsent": true},
            {"name": "items", "type": "nodes"}]}]}
        """

    static func snapshot(_ document: String) throws -> String {
        let vocabulary = try VocabularyLoader.load(Array(file.utf8), file: "omit.json")
        return RenderSnapshot.text(from: Array(document.utf8), vocabulary: vocabulary)
    }

    @Test func absentFieldsAreLeftOut() throws {
        #expect(try Self.snapshot(#"{"type": "box"}"#) == "Box\n")
    }

    @Test func givenFieldsArePrinted() throws {
        #expect(
            try Self.snapshot(#"{"type": "box", "size": 2.5, "on": true, "tone": "loud"}"#)
                == "Box(size=2.5, on=true, tone=loud)\n")
    }

    @Test func unusableFieldsAreLeftOutAndDiagnosed() throws {
        let document = #"{"type": "box", "size": "big", "on": 1, "tone": "quiet"}"#
        #expect(try Self.snapshot(document) == "Box\n")
        let vocabulary = try VocabularyLoader.load(Array(Self.file.utf8), file: "omit.json")
        let diagnostics = DocumentDecoder.diagnose(Array(document.utf8), vocabulary: vocabulary).diagnostics
        #expect(
            diagnostics.map(\.description) == [
                "$.size: expected a number, found a string; ignored",
                "$.on: expected a boolean, found a number; ignored",
                #"$.tone: "quiet" is not one of calm, loud; ignored"#,
            ])
    }

    @Test func theSourceIsKeptInTheDefinition() throws {
        let vocabulary = try VocabularyLoader.load(Array(Self.file.utf8), file: "omit.json")
        let size = vocabulary.definition.nodes.first?.fields.first
        #expect(size?.source == "size (value)")
    }

    @Test func anUncountedNodesFieldWritesItsElements() throws {
        #expect(
            try Self.snapshot(#"{"type": "box", "items": [{"type": "box", "on": false}, {"type": "nope"}]}"#)
                == "Box\n  Box(on=false)\n  Unknown(type=\"nope\")\n")
    }
}
