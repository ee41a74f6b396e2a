/// Optional fields: anything unusable is treated as absent and reported (spec §2.3, §2.4).
extension NodeDecoder {
    // MARK: - Optional fields

    /// The member's value if it is of `kind`; otherwise reports it and returns nil. Absent is silent.
    /// The wording is only built when something is reported: this runs for every optional field.
    private mutating func optionalValue(_ object: ObjectMembers, _ field: Field, kind: JSONDocument.Kind,
                                        expected: @autoclosure () -> String, using: @autoclosure () -> String) -> Int? {
        guard let value = object[field] else { return nil }
        guard document.kind(value) == kind else {
            report(.unusableOptional(expected: expected(), found: document.kind(value), using: using()), at: field)
            return nil
        }
        return value
    }

    mutating func optionalString(_ object: ObjectMembers, _ field: Field, absent: String = "default") -> String? {
        optionalValue(object, field, kind: .string, expected: "a string", using: absent).map(document.string)
    }

    mutating func optionalNumber(_ object: ObjectMembers, _ field: Field, default fallback: Double) -> Double {
        optionalValue(object, field, kind: .number, expected: "a number", using: SnapshotNumber.format(fallback)).map(document.number) ?? fallback
    }

    mutating func optionalEnum<Value: SignatureMatched>(_ object: ObjectMembers, _ field: Field, default fallback: Value) -> Value {
        guard let index = optionalValue(object, field, kind: .string, expected: "one of \(Self.names(of: Value.self))", using: fallback.rawValue) else {
            return fallback
        }
        guard let position = document.match(index, among: Value.signatures) else {
            report(.notInEnum(value: document.string(index), allowed: Value.allCases.map(\.rawValue), using: fallback.rawValue), at: field)
            return fallback
        }
        return Value.allCases[position]
    }

    mutating func optionalMaxLines(_ object: ObjectMembers) -> Int? {
        guard let index = optionalValue(object, .maxLines, kind: .number, expected: "an integer", using: "no limit") else { return nil }
        let value = document.number(index)
        guard let maxLines = Self.maxLines(value) else {
            report(.maxLinesOutOfRange(value), at: .maxLines)
            return nil
        }
        return maxLines
    }

    /// A `maxLines` number as the limit it sets: an integer from 1 to `NodeDefaults.maxLinesLimit`, else nil.
    static func maxLines(_ value: Double) -> Int? {
        guard value >= 1, value <= Double(NodeDefaults.maxLinesLimit), Double(Int(value)) == value else { return nil }
        return Int(value)
    }

    /// `headers`: an array of strings, or absent as a whole (§2.3).
    mutating func optionalStringList(_ object: ObjectMembers, _ field: Field) -> [String]? {
        guard let array = object[field] else { return nil }
        guard let strings = stringList(array) else {
            report(.unusableOptional(expected: "an array of strings", found: document.kind(array), using: "[]"), at: field)
            return nil
        }
        return strings
    }

    /// `rows`: an array of arrays of strings, or absent as a whole (§2.3).
    mutating func optionalRows(_ object: ObjectMembers) -> [[String]]? {
        guard let array = object[.rows] else { return nil }
        guard let rows = rowList(array) else {
            report(.unusableOptional(expected: "an array of arrays of strings", found: document.kind(array), using: "[]"), at: .rows)
            return nil
        }
        return rows
    }

    private func rowList(_ array: Int) -> [[String]]? {
        guard document.kind(array) == .array else { return nil }
        var rows: [[String]] = []
        for element in document.elements(array) {
            guard let row = stringList(element.value) else { return nil }
            rows.append(row)
        }
        return rows
    }

    private func stringList(_ array: Int) -> [String]? {
        guard document.kind(array) == .array else { return nil }
        var strings: [String] = []
        strings.reserveCapacity(document.count(array))
        for element in document.elements(array) {
            guard document.kind(element.value) == .string else { return nil }
            strings.append(document.string(element.value))
        }
        return strings
    }

    // MARK: - Reporting

    /// Reports every member of `object` whose name is not in `allowed` (§2.3), except a
    /// `$schema` member of the root object, which editors and models add to point at the schema (§1.3).
    mutating func reportUnknownMembers(of object: Int, allowed: FieldSet, owner: String) {
        for member in document.members(object) where !(document.field(member.key).map(allowed.contains) ?? false) {
            if path.isEmpty, document.stringEquals(member.key, "$schema") { continue }
            diagnostics.append(Diagnostic(.unknownMember(of: owner), at: currentPath().appending(key: document.string(member.key))))
        }
    }

    mutating func report(_ problem: Diagnostic.Problem, at field: Field? = nil) {
        diagnostics.append(Diagnostic(problem, at: currentPath(field)))
    }

    mutating func recordIcon(_ name: String, at field: Field) {
        guard icons != nil else { return }
        let use = IconUse(name: name, path: currentPath(field))
        icons?.append(use)
    }

    func failure(_ problem: DecodeFailure.Problem, at field: Field? = nil) -> DecodeFailure {
        DecodeFailure(problem, at: currentPath(field))
    }

    /// `path`, then `field` if given, as diagnostics print it.
    func currentPath(_ field: Field? = nil) -> JSONPath {
        var components: [JSONPath.Component] = path.map { step in
            switch step {
            case let .field(field): .key(field.name.description)
            case let .index(index): .index(index)
            }
        }
        if let field { components.append(.key(field.name.description)) }
        return JSONPath(components: components)
    }

    /// The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one.
    func nodeTypeName(_ index: Int) -> String? {
        guard document.kind(index) == .object, let type = document.member(index, Field.type), document.kind(type) == .string else { return nil }
        return document.string(type)
    }

    static func names<Value: RawRepresentable<String> & CaseIterable>(of _: Value.Type) -> String {
        Value.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
