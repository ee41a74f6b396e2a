/// Optional fields: anything unusable is treated as absent and reported (spec §2.3, §2.4).
extension NodeDecoder {
    // MARK: - Optional fields

    /// The member's value if it is of `kind`; otherwise reports it and returns nil. Absent is silent.
    /// The wording is only built when something is reported: this runs for every optional field.
    private mutating func optionalValue(_ object: Int, _ name: StaticString, kind: JSONDocument.Kind,
                                        expected: @autoclosure () -> String, using: @autoclosure () -> String) -> Int? {
        guard let value = document.member(object, name) else { return nil }
        guard document.kind(value) == kind else {
            report(.unusableOptional(expected: expected(), found: document.kind(value), using: using()), at: name)
            return nil
        }
        return value
    }

    mutating func optionalString(_ object: Int, _ name: StaticString, absent: String = "default") -> String? {
        optionalValue(object, name, kind: .string, expected: "a string", using: absent).map(document.string)
    }

    mutating func optionalNumber(_ object: Int, _ name: StaticString, default fallback: Double) -> Double {
        optionalValue(object, name, kind: .number, expected: "a number", using: SnapshotNumber.format(fallback)).map(document.number) ?? fallback
    }

    mutating func optionalEnum<Value: DSLEnumeration>(_ object: Int, _ name: StaticString, default fallback: Value) -> Value {
        guard let index = optionalValue(object, name, kind: .string, expected: "one of \(Self.names(of: Value.self))", using: fallback.rawValue) else {
            return fallback
        }
        guard let position = document.match(index, among: Value.names) else {
            report(.notInEnum(value: document.string(index), allowed: Value.allCases.map(\.rawValue), using: fallback.rawValue), at: name)
            return fallback
        }
        return Value.allCases[position]
    }

    mutating func optionalMaxLines(_ object: Int) -> Int? {
        guard let index = optionalValue(object, "maxLines", kind: .number, expected: "an integer", using: "no limit") else { return nil }
        let value = document.number(index)
        guard value >= 1, value <= Double(NodeDefaults.maxLinesLimit), Double(Int(value)) == value else {
            report(.maxLinesOutOfRange(value), at: "maxLines")
            return nil
        }
        return Int(value)
    }

    /// `headers`: an array of strings, or absent as a whole (§2.3).
    mutating func optionalStringList(_ object: Int, _ name: StaticString) -> [String]? {
        guard let array = document.member(object, name) else { return nil }
        guard let strings = stringList(array) else {
            report(.unusableOptional(expected: "an array of strings", found: document.kind(array), using: "[]"), at: name)
            return nil
        }
        return strings
    }

    /// `rows`: an array of arrays of strings, or absent as a whole (§2.3).
    mutating func optionalRows(_ object: Int) -> [[String]]? {
        guard let array = document.member(object, "rows") else { return nil }
        var rows: [[String]]? = document.kind(array) == .array ? [] : nil
        for element in document.elements(array) where rows != nil {
            if let row = stringList(element.value) { rows?.append(row) } else { rows = nil }
        }
        if rows == nil {
            report(.unusableOptional(expected: "an array of arrays of strings", found: document.kind(array), using: "[]"), at: "rows")
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

    /// Reports every member of `object` whose name is not in `allowed` (§2.3).
    mutating func reportUnknownMembers(of object: Int, allowed: [StaticString], owner: String) {
        for member in document.members(object) where document.match(member.key, among: allowed) == nil {
            path.append(.key(document.string(member.key)))
            report(.unknownMember(of: owner))
            path.removeLast()
        }
    }

    mutating func report(_ problem: Diagnostic.Problem, at member: StaticString? = nil) {
        var location = JSONPath(components: path)
        if let member { location = location.appending(key: member.description) }
        diagnostics.append(Diagnostic(problem, at: location))
    }

    mutating func recordIcon(_ name: String, at member: StaticString) {
        icons?.append(IconUse(name: name, path: JSONPath(components: path).appending(key: member.description)))
    }

    func failure(_ problem: DecodeFailure.Problem, at member: StaticString? = nil) -> DecodeFailure {
        var location = JSONPath(components: path)
        if let member { location = location.appending(key: member.description) }
        return DecodeFailure(problem, at: location)
    }

    /// The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one.
    func nodeTypeName(_ index: Int) -> String? {
        guard document.kind(index) == .object, let type = document.member(index, "type"), document.kind(type) == .string else { return nil }
        return document.string(type)
    }

    static func names<Value: RawRepresentable<String> & CaseIterable>(of _: Value.Type) -> String {
        Value.allCases.map(\.rawValue).joined(separator: ", ")
    }
}
