import RenderParity
import RenderParitySystem

/// The fix `lint` proposes for one diagnostic (spec §2.5): for a name or a value, the name or
/// JSON value to write instead (`vstack`, `color`, `"42"`, `16`); for anything else a short
/// instruction (`rename "items" to "children"`). Nil when there is no good guess: no
/// suggestion beats a wrong one, as the model would follow it.
struct LintSuggestion {
    let locator: SourceLocator
    /// Where names and values are suggested from (spec §2.5: only names the place allows).
    let vocabulary: Vocabulary

    func suggestion(for diagnostic: Diagnostic) -> String? {
        switch diagnostic.problem {
        case .rootFailed(let failure), .dropped(_, let failure):
            return suggestion(for: failure)
        case .unknownType(let name):
            return DidYouMean.type(name, among: vocabulary.nodeTypes)
        case .unknownMember:
            return unknownMember(at: diagnostic.path, allowed: diagnostic.allowedMembers(in: vocabulary) ?? [])
        case .unusableOptional(let expected, let found, _):
            return converted(at: diagnostic.path, expected: expected, found: found)
        case .notInEnum(let value, let allowed, _):
            return DidYouMean.value(value, among: allowed)
        case .integerOutOfRange(let value, let minimum, let maximum, _):
            guard value >= Double(minimum) else { return nil }
            return String(Int(min(value, Double(maximum)).rounded(.down)))
        case .responseMember(let expected, let found):
            guard let found else { return missingField(at: diagnostic.path, expected: nil) }
            return converted(at: diagnostic.path, expected: expected, found: found)
        }
    }

    private func suggestion(for failure: DecodeFailure) -> String? {
        let path = failure.path ?? .root
        switch failure.problem {
        case .document(let readFailure):
            return JSONSyntaxHint.hint(for: readFailure, in: locator.bytes)
        case .notAnObject(let found):
            if found == .array, case .key("child") = path.components.last {
                return "use one node, or wrap the nodes in a vstack"
            }
            return nil
        case .missingField(let expected):
            return missingField(at: path, expected: expected)
        case .wrongType(let expected, let found):
            return converted(at: path, expected: expected, found: found)
        case .invalidValue(let value, let allowed):
            return DidYouMean.value(value, among: allowed)
        }
    }

    // MARK: - Members

    private func unknownMember(at path: JSONPath, allowed: [String]) -> String? {
        guard case .key(let name) = path.components.last else { return nil }
        let siblings = members(of: path.parent)
        let present = Set(siblings.map(\.name))
        if PlatformNames.nestedFields.contains(DidYouMean.folded(name)),
            let member = siblings.last(where: { $0.name == name }), !locator.members(at: member.valueOffset).isEmpty
        {
            return Self.moveUp(name)
        }
        return DidYouMean.member(name, among: allowed.filter { $0 != "type" && !present.contains($0) })
    }

    /// A required member is missing: perhaps it is there under another name, or nested one level
    /// down, or it is the node's only member the node does not allow, of the JSON type required.
    private func missingField(at path: JSONPath, expected: String?) -> String? {
        guard case .key(let field) = path.components.last else { return nil }
        let siblings = members(of: path.parent)
        if field == "type",
            let other = siblings.first(where: { PlatformNames.typeMembers.contains(DidYouMean.folded($0.name)) })
        {
            return Self.rename(other.name, to: field)
        }
        // A rename only helps when the value already has the JSON type required (`children` is no card `child`).
        let required = expected.flatMap(Self.kind)
        if let other = siblings.first(where: {
            $0.name != field && DidYouMean.member($0.name, among: [field]) == field
                && (required == nil || locator.kind(at: $0.valueOffset) == required)
        }) {
            return Self.rename(other.name, to: field)
        }
        if let nest = siblings.first(where: { locator.members(at: $0.valueOffset).contains { $0.name == field } }) {
            return Self.moveUp(nest.name)
        }
        if let kind = required, let allowed = allowedMembers(siblings) {
            let unknown = siblings.filter { !allowed.contains($0.name) && locator.kind(at: $0.valueOffset) == kind }
            if unknown.count == 1 { return Self.rename(unknown[0].name, to: field) }
        }
        return nil
    }

    /// What a node allows, when its type key names one of the vocabulary's types (spec §2.1).
    private func allowedMembers(_ members: [SourceLocator.Member]) -> Set<String>? {
        let typeKey = vocabulary.definition.document.typeKey
        guard
            let type = members.last(where: { $0.name == typeKey }).flatMap({ locator.stringValue(at: $0.valueOffset) }),
            let allowed = vocabulary.allowedMembers(ofType: type)
        else { return nil }
        return Set(allowed)
    }

    /// The JSON type a required member's description asks for (`NodeDecoder`'s wording).
    static func kind(_ expected: String) -> JSONDocument.Kind? {
        if expected == "a node" { return .object }
        if expected.hasPrefix("an array") { return .array }
        if expected.hasPrefix("a string") { return .string }
        if expected == "a number" { return .number }
        return nil
    }

    private func members(of path: JSONPath) -> [SourceLocator.Member] {
        locator.locate(path).valueOffset.map(locator.members) ?? []
    }

    static func rename(_ name: String, to field: String) -> String {
        "rename \(SnapshotString.quoted(name)) to \(SnapshotString.quoted(field))"
    }

    static func moveUp(_ name: String) -> String {
        "move the members of \(SnapshotString.quoted(name)) into the node"
    }

    // MARK: - Values

    /// The value at `path` as the JSON type `expected` asks for, when it converts without guessing.
    private func converted(at path: JSONPath, expected: String, found: JSONDocument.Kind) -> String? {
        guard let offset = locator.locate(path).valueOffset else { return nil }
        let text = locator.text(at: offset)
        if found == .object, let name = path.lastKey, PlatformNames.nestedFields.contains(DidYouMean.folded(name)) {
            return Self.moveUp(name)
        }
        if expected.hasPrefix("one of ") {
            let allowed = expected.dropFirst("one of ".count).fields(separatedBy: ", ")
            return DidYouMean.value(locator.stringValue(at: offset) ?? text, among: allowed)
        }
        switch (expected, found) {
        case ("a string", .number), ("a string", .true), ("a string", .false):
            return "\"\(text)\""
        case ("a number", .string), ("an integer", .string):
            return locator.stringValue(at: offset).flatMap(Self.number)
        case ("an array of nodes", .object):
            return "wrap the node in an array: [ … ]"
        default:
            return nil
        }
    }

    /// A number written as a string (`"16"`, `" 0.5 "`, `"16px"`) as a JSON number; nil if it is not one.
    static func number(_ string: String) -> String? {
        var text = string.trimmingSpacesAndTabs()
        for unit in ["px", "pt", "dp", "sp"] where text.hasSuffix(unit) { text = String(text.dropLast(unit.count)) }
        guard Double(text) != nil, text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "." || $0 == "-") }) else {
            return nil
        }
        if text.hasPrefix(".") { text = "0" + text }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}

extension JSONPath {
    /// The path without its last component (`$` stays `$`).
    var parent: JSONPath { JSONPath(components: Array(components.dropLast())) }

    var lastKey: String? {
        if case .key(let name) = components.last { return name }
        return nil
    }
}
