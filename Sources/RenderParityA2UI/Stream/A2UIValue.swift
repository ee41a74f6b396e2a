import RenderParityJSON

/// A JSON value as the adapter holds it: messages, component properties and a surface's data
/// model (spec/a2ui.md §3). Objects keep their members in the order received, because
/// `formatString` stringifies objects as JSON does, in that order (§5.3).
package indirect enum A2UIValue: Equatable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([A2UIValue])
    case object(A2UIObject)

    /// The value at `index` of a read document. Recursion is bounded by the reader's nesting
    /// limit (`JSONReader.maximumDepth`), so it cannot overflow the stack.
    package init(tape: JSONTape, index: Int) {
        switch tape.kind(index) {
        case .null: self = .null
        case .true: self = .bool(true)
        case .false: self = .bool(false)
        case .number: self = .number(tape.number(index))
        case .string: self = .string(tape.string(index))
        case .array: self = .array(tape.elements(index).map { A2UIValue(tape: tape, index: $0.value) })
        case .object:
            var object = A2UIObject()
            for member in tape.members(index) {
                object[tape.string(member.key)] = A2UIValue(tape: tape, index: member.value)
            }
            self = .object(object)
        }
    }

    package var string: String? { if case .string(let text) = self { text } else { nil } }
    package var object: A2UIObject? { if case .object(let object) = self { object } else { nil } }
    package var array: [A2UIValue]? { if case .array(let array) = self { array } else { nil } }

    /// The JSON type's name, as errors print it ("an object").
    package var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The reader's kind of this value, for failures worded as the decoder words them.
    package var kind: JSONDocument.Kind {
        switch self {
        case .null: .null
        case .bool(let value): value ? .true : .false
        case .number: .number
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }
}

/// A JSON object's members in the order received, with a name index for lookups. A repeated
/// name cannot occur: the reader refuses duplicate keys (render-snapshot.md §1.2). Names are
/// told apart by their bytes (`A2UIName`), as the reader tells them apart.
package struct A2UIObject: Equatable, Sendable {
    package private(set) var keys: [String] = []
    private var values: [A2UIValue] = []
    private var positions: [A2UIName: Int] = [:]

    package init() {}

    package var count: Int { keys.count }

    package var members: [(key: String, value: A2UIValue)] { Array(zip(keys, values)).map { ($0.0, $0.1) } }

    /// Setting replaces a member in place, adds a new one at the end, and `nil` removes it.
    package subscript(key: String) -> A2UIValue? {
        get { positions[A2UIName(key)].map { values[$0] } }
        set {
            if let position = positions[A2UIName(key)] {
                if let newValue {
                    values[position] = newValue
                } else {
                    keys.remove(at: position)
                    values.remove(at: position)
                    positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { (A2UIName($1), $0) })
                }
            } else if let newValue {
                positions[A2UIName(key)] = keys.count
                keys.append(key)
                values.append(newValue)
            }
        }
    }

    package static func == (lhs: A2UIObject, rhs: A2UIObject) -> Bool {
        lhs.keys == rhs.keys && lhs.values == rhs.values
    }
}
