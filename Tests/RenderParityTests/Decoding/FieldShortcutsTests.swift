import Testing

@testable import RenderParity

/// The decoder's inline shortcuts for the commonest fields: `check` passes a required field on
/// its JSON type alone (`FieldSpec.passesOnType`) before calling `checkRequired`, and `resolve`
/// takes a plain string or number itself before calling `resolveAll`. For every kind of field
/// and every JSON type, each shortcut must agree with the full rules, and must not be vacuous.
struct FieldShortcutsTests {
    static let json = #"[null, true, false, 1, 1.5, -3, "s", "", [], ["a"], [1], {}, {"type": "text"}]"#
    static let kinds: [FieldSpec.Kind] = [
        .string, .number, .integer, .boolean, .enumeration, .node, .nodes, .records, .stringList, .stringRows,
    ]

    static func withDecoder(_ body: (JSONTape, inout NodeDecoder<SnapshotSink>) -> Void) {
        guard case .success(let document) = JSONReader.read(Array(json.utf8), recognising: Vocabulary.builtin.names)
        else {
            Issue.record("the test's document does not read")
            return
        }
        document.withTape { tape in
            var decoder = NodeDecoder<SnapshotSink>(tape: tape, vocabulary: .builtin)
            body(tape, &decoder)
        }
    }

    @Test func passesOnTypeExactlyWhereCheckRequiredPasses() {
        let covered: [FieldSpec.Kind] = [.string, .number, .integer, .nodes, .stringList, .stringRows]
        Self.withDecoder { tape, decoder in
            var shortcuts = 0
            for kind in Self.kinds {
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

    @Test func resolveFindsWhatResolveAllFinds() {
        var sink: [UInt8] = []
        SnapshotSink.writing(into: &sink) { consumer in
            Self.withDecoder { tape, decoder in
                for kind in Self.kinds {
                    for required in [false, true] {
                        for isIcon in [false, true] {
                            let fields = ImmortalBuffer.make([
                                FieldSpec(
                                    FieldID(0), kind, required: required, defaultNumber: 2, hasDefault: !required,
                                    range: 0...10, isIcon: isIcon)
                            ])
                            let field = fields.spec(0)
                            for member in [nil] + tape.elements(tape.root).map(\.value) {
                                let quick = decoder.resolve(field, member, into: &consumer)
                                let full = decoder.resolveAll(field, member, into: &consumer)
                                #expect(
                                    String(describing: quick) == String(describing: full),
                                    "\(kind) \(member.map { tape.kind($0) }.map(String.init(describing:)) ?? "absent")")
                            }
                        }
                    }
                }
            }
        }
    }
}
