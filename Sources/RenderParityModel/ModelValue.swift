import RenderParityDecoding
import RenderParityJSON

/// A field's value in the model's terms: what `TreeBuilder` gathers for a node before it
/// builds it, and what `SnapshotWriter` reads back from a built node (`UINode.parts`), so
/// the generated model code only moves values between positions and typed properties.
package enum ModelValue: Equatable, Sendable {
    case absent
    case text(String)
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case option(Int)
    case texts([String])

    init(_ text: String?) { self = text.map(ModelValue.text) ?? .absent }

    init(_ value: ResolvedValue, tape: JSONTape) {
        switch value {
        case .absent: self = .absent
        case .text(let index): self = .text(tape.string(index))
        case .number(let number): self = .number(number)
        case .integer(let integer): self = .integer(integer)
        case .boolean(let value): self = .boolean(value)
        case .option(let position): self = .option(position)
        case .texts(let array): self = .texts(array.map { tape.elements($0).map { tape.string($0.value) } } ?? [])
        }
    }

    // The accessors below read what the decoder resolved; their fallbacks are never reached from it.

    var text: String { if case .text(let text) = self { text } else { "" } }
    var optionalText: String? { if case .text(let text) = self { text } else { nil } }
    var number: Double { if case .number(let number) = self { number } else { 0 } }
    var integer: Int? { if case .integer(let integer) = self { integer } else { nil } }
    var boolean: Bool { if case .boolean(let value) = self { value } else { false } }
    var option: Int { if case .option(let position) = self { position } else { 0 } }
    var texts: [String] { if case .texts(let texts) = self { texts } else { [] } }
}
