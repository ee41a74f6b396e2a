import RenderParityJSON
import RenderParityText

/// Reads the members of a vocabulary file's objects with the path of each, turning every
/// mismatch into a `VocabularyError` that names the file and the path (spec/vocabulary.md §7).
struct VocabularyFileReader {
    let tape: JSONTape
    let file: String

    /// One object's members, in file order, by where their names stand in its list of allowed
    /// names, with the object's path.
    ///
    /// An element of an array keeps the array's path and its position, and makes its own path
    /// only for an error: most objects are never wrong, and a path is an allocation.
    struct Object {
        let parent: JSONPath
        let position: Int?
        let allowed: [String]
        let members: [Member]
        /// Bit `n` set when the name at `n` of the allowed list is a member (the first 64).
        let present: UInt64

        /// A struct, not a tuple: an array of tuples is destroyed through the tuple's metadata,
        /// element by element, which cost more than making it. No name: an array of plain values
        /// is freed without a pass over it.
        struct Member {
            let value: Int
            /// Where the name stands in the allowed list (-1: `$comment` or `$schema`).
            let slot: Int
        }

        var path: JSONPath { position.map { parent.appending(index: $0) } ?? parent }

        func value(_ name: String) -> Int? {
            allowed.firstIndex { VocabularyFileReader.same($0, name) }.flatMap(value(slot:))
        }
        func path(_ name: String) -> JSONPath { path.appending(key: name) }

        /// By where `key` stands in the allowed list, when it says: no name is compared.
        func value(_ key: Key) -> Int? { key.slot.map(value(slot:)) ?? value(key.name) }

        func value(slot: Int) -> Int? {
            guard slot >= 64 || present & 1 << slot != 0 else { return nil }
            for member in members where member.slot == slot { return member.value }
            return nil
        }
    }

    /// A member's name, and for the members of fields where it stands in their allowed list
    /// (`VocabularyParser.FieldMember`): a field's two dozen lookups compared names, and most missed.
    struct Key: ExpressibleByStringLiteral {
        let name: String
        let slot: Int?

        init(stringLiteral name: String) {
            self.name = name
            slot = nil
        }

        init(_ name: String, in allowed: [String]) {
            self.name = name
            slot = allowed.firstIndex(of: name)
        }
    }

    /// Whether `a` and `b` are the same text, lengths compared first: comparing two different
    /// texts is a call into the runtime.
    static func same(_ a: String, _ b: String) -> Bool { a.utf8.count == b.utf8.count && a == b }

    func error(_ problem: VocabularyError.Problem, at path: JSONPath) -> VocabularyError {
        VocabularyError(problem, in: file, at: path)
    }

    /// The object at `index`, whose members must all be in `allowed` (`$comment` and `$schema`
    /// are allowed everywhere: editors and schemas add them).
    func object(_ index: Int, at path: JSONPath, allowed: [String]) throws(VocabularyError) -> Object {
        try object(index, in: path, position: nil, allowed: allowed)
    }

    /// The object at `index`, element `position` of the array at `parent` (nil: at `parent`).
    func object(_ index: Int, in parent: JSONPath, position: Int?, allowed: [String]) throws(VocabularyError)
        -> Object
    {
        guard tape.kind(index) == .object else {
            throw error(
                .wrongType(expected: "an object", found: tape.kind(index)),
                at: position.map { parent.appending(index: $0) } ?? parent)
        }
        var members: [Object.Member] = []
        members.reserveCapacity(tape.count(index))
        var present: UInt64 = 0
        for member in tape.members(index) {
            let name = tape.string(member.key)
            let slot = allowed.firstIndex { Self.same($0, name) }
            guard slot != nil || name == "$comment" || name == "$schema" else {
                let path = position.map { parent.appending(index: $0) } ?? parent
                throw error(.unknownMember(allowed: allowed), at: path.appending(key: name))
            }
            members.append(Object.Member(value: member.value, slot: slot ?? -1))
            if let slot, slot < 64 { present |= 1 << slot }
        }
        return Object(parent: parent, position: position, allowed: allowed, members: members, present: present)
    }

    func string(_ object: Object, _ key: Key) throws(VocabularyError) -> String? {
        guard let value = object.value(key) else { return nil }
        guard tape.kind(value) == .string else {
            throw error(.wrongType(expected: "a string", found: tape.kind(value)), at: object.path(key.name))
        }
        return tape.string(value)
    }

    func requiredString(_ object: Object, _ key: Key) throws(VocabularyError) -> String {
        guard let text = try string(object, key) else {
            throw error(.missing(expected: "a string"), at: object.path(key.name))
        }
        return text
    }

    func bool(_ object: Object, _ key: Key) throws(VocabularyError) -> Bool {
        guard let value = object.value(key) else { return false }
        switch tape.kind(value) {
        case .true: return true
        case .false: return false
        default: throw error(.wrongType(expected: "true or false", found: tape.kind(value)), at: object.path(key.name))
        }
    }

    /// An integral number within ±2^53 (what every port reads exactly).
    func integer(_ object: Object, _ key: Key) throws(VocabularyError) -> Int? {
        guard let value = object.value(key) else { return nil }
        guard let integer = integer(at: value) else {
            throw error(.wrongType(expected: "an integer", found: tape.kind(value)), at: object.path(key.name))
        }
        return integer
    }

    func integer(at value: Int) -> Int? {
        guard tape.kind(value) == .number else { return nil }
        let number = tape.number(value)
        guard abs(number) <= 9_007_199_254_740_992 else { return nil }
        return Int(exactly: number)
    }

    /// The elements of the array member `name` (empty when absent).
    func array(_ object: Object, _ name: String) throws(VocabularyError) -> [Int] {
        guard let value = object.value(name) else { return [] }
        guard tape.kind(value) == .array else {
            throw error(.wrongType(expected: "an array", found: tape.kind(value)), at: object.path(name))
        }
        return tape.elements(value).map(\.value)
    }

    /// The strings of the array member `name`.
    func strings(_ object: Object, _ name: String) throws(VocabularyError) -> [String] {
        var result: [String] = []
        for (position, element) in try array(object, name).enumerated() {
            guard tape.kind(element) == .string else {
                throw error(
                    .wrongType(expected: "a string", found: tape.kind(element)),
                    at: object.path(name).appending(index: position))
            }
            result.append(tape.string(element))
        }
        return result
    }
}
