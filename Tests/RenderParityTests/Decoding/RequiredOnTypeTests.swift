import Testing

@testable import RenderParity

/// `check` passes a required field on its JSON type alone (`FieldSpec.passesOnType`) before
/// calling `checkRequired`; for every kind of field and every JSON type, that shortcut must
/// say "passes" exactly where `checkRequired` would, for the kinds it covers, and never otherwise.
struct RequiredOnTypeTests {
    @Test func passesOnTypeExactlyWhereCheckRequiredPasses() {
        let json = #"[null, true, false, 1, 1.5, -3, "s", "", [], ["a"], [1], {}, {"type": "text"}]"#
        guard case .success(let document) = JSONReader.read(Array(json.utf8), recognising: Vocabulary.builtin.names)
        else {
            Issue.record("the test's document does not read")
            return
        }
        let kinds: [FieldSpec.Kind] = [
            .string, .number, .integer, .boolean, .enumeration, .node, .nodes, .records, .stringList, .stringRows,
        ]
        let covered: [FieldSpec.Kind] = [.string, .number, .integer, .nodes, .stringList, .stringRows]
        document.withTape { tape in
            var decoder = NodeDecoder<SnapshotSink>(tape: tape, vocabulary: .builtin)
            var shortcuts = 0
            for kind in kinds {
                let fields = ImmortalBuffer.make([FieldSpec(FieldID(0), kind, required: true)])
                let field = fields.spec(0)
                for element in tape.elements(tape.root) {
                    let passes = decoder.checkRequired(field, element.value) == nil
                    let shortcut = field.pointee.passesOnType(tape.kind(element.value))
                    if shortcut { shortcuts += 1 }
                    #expect(shortcut == (covered.contains(kind) && passes), "\(kind) \(tape.kind(element.value))")
                }
            }
            // Two strings, three numbers (number and integer fields), three arrays (three kinds of field).
            #expect(shortcuts == 2 + 3 * 2 + 3 * 3)
        }
    }
}
