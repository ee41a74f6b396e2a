import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Field values (spec §2.3) and reporting (§2.4). An optional field that is null, of the
/// wrong JSON type or outside its enumeration or range is absent: its default applies, and a
/// diagnostic says so. The wording is built only for consumers that want diagnostics.
extension NodeDecoder {
    // MARK: - Field values

    /// The value `field` prints with, as `resolveAll` finds it. The commonest values, a string
    /// (not an icon) or a number of its field's JSON type, are taken here, inline: the call to
    /// `resolveAll` cost more than they do, for most present fields of every node and record.
    @inline(__always)
    @inlinable package mutating func resolve(
        _ field: UnsafePointer<FieldSpec>, _ member: Int?, into consumer: inout Consumer
    ) -> ResolvedValue {
        if let member {
            let found = tape.kind(member)
            switch field.pointee.kind {
            case .string where found == .string && !field.pointee.isIcon: return .text(member)
            case .number where found == .number: return .number(tape.number(member))
            default: break
            }
        }
        return resolveAll(field, member, into: &consumer)
    }

    /// The value `field` prints with: a required one as `check` found it, an optional one or its default.
    @inlinable package mutating func resolveAll(
        _ field: UnsafePointer<FieldSpec>, _ member: Int?, into consumer: inout Consumer
    ) -> ResolvedValue {
        guard let value = member else { return field.pointee.absentValue }
        switch field.pointee.kind {
        case .string:
            guard tape.kind(value) == .string else { return unusable(field, value, into: &consumer) }
            if field.pointee.isIcon { consumer.icon(TapeText(tape: tape, index: value), at: self.currentPath(field)) }
            return .text(value)
        case .number:
            guard tape.kind(value) == .number else { return unusable(field, value, into: &consumer) }
            return .number(tape.number(value))
        case .integer:
            guard tape.kind(value) == .number else { return unusable(field, value, into: &consumer) }
            let number = tape.number(value)
            guard field.pointee.range.contains(number), let integer = Int(exactly: number) else {
                if Consumer.wantsDiagnostics {
                    let range = field.pointee.range
                    report(
                        .integerOutOfRange(
                            number, minimum: Int(range.lowerBound), maximum: Int(range.upperBound),
                            using: field.pointee.absentDescription),
                        at: field, to: &consumer)
                }
                return field.pointee.absentValue
            }
            return .integer(integer)
        case .boolean:
            switch tape.kind(value) {
            case .true: return .boolean(true)
            case .false: return .boolean(false)
            default: return unusable(field, value, into: &consumer)
            }
        case .enumeration:
            guard tape.kind(value) == .string else { return unusable(field, value, into: &consumer) }
            guard let enumeration = field.pointee.enumeration,
                let position = recentMatches.match(
                    value, in: tape, among: enumeration.index, owner: Int(bitPattern: field))
            else {
                if Consumer.wantsDiagnostics {
                    let names = field.pointee.enumeration?.names ?? []
                    report(
                        .notInEnum(value: tape.string(value), allowed: names, using: field.pointee.absentDescription),
                        at: field, to: &consumer)
                }
                return field.pointee.absentValue
            }
            return .option(position)
        case .stringList:
            guard isStringList(value) else { return unusable(field, value, into: &consumer) }
            return .texts(value)
        case .stringRows:
            guard tape.kind(value) == .array, tape.inlinedElements(of: value).allSatisfy({ isStringList($0.value) })
            else {
                return unusable(field, value, into: &consumer)
            }
            return .texts(value)
        case .records:
            // A required one passed `check` already. An optional one is usable only when every
            // record decodes (spec/vocabulary.md §3.3); otherwise it is absent, as any unusable
            // optional field is: no record lines, a count of 0.
            guard field.pointee.required || checkRequired(field, value) == nil else {
                return unusable(field, value, into: &consumer)
            }
            return .texts(value)
        case .node, .nodes:
            // What they hold is written below the line (`write`); a value of the wrong JSON type
            // holds nothing, and an optional one says so, as any unusable optional field does.
            guard tape.kind(value) == field.pointee.jsonKind else { return unusable(field, value, into: &consumer) }
            return .absent
        }
    }

    @inlinable mutating func unusable(_ field: UnsafePointer<FieldSpec>, _ value: Int, into consumer: inout Consumer)
        -> ResolvedValue
    {
        if Consumer.wantsDiagnostics {
            report(
                .unusableOptional(
                    expected: field.pointee.expected, found: tape.kind(value), using: field.pointee.absentDescription),
                at: field, to: &consumer)
        }
        return field.pointee.absentValue
    }

    @inlinable func isStringList(_ array: Int) -> Bool {
        tape.kind(array) == .array && tape.inlinedElements(of: array).allSatisfy { tape.kind($0.value) == .string }
    }

    // MARK: - Reporting

    /// Reports the members of a node its row does not have (§2.3): at the node, anything but the
    /// type key, the props key and the fields read there; in its props, anything but the props fields.
    @inlinable mutating func reportUnknownMembers(
        of shape: borrowing Shape, at index: Int, row: UnsafePointer<NodeSpec>, to consumer: inout Consumer
    ) {
        let typeKey = typeKey
        let propsKey = propsKey
        let fields = row.pointee.fields
        let atNode: (FieldID) -> Bool = { field in
            field == typeKey || field == propsKey || fields.contains { $0.field == field && !$0.inProps }
        }
        if shape.members.hasUnknownMembers(allows: atNode) {
            reportUnknownMembers(of: index, allows: atNode, owner: row.pointee.type, to: &consumer)
        }
        guard let props = shape.propsObject, let propsKey else { return }
        let inProps: (FieldID) -> Bool = { field in fields.contains { $0.field == field && $0.inProps } }
        if shape.props.hasUnknownMembers(allows: inProps) {
            path.append(.field(propsKey))
            reportUnknownMembers(of: props, allows: inProps, owner: row.pointee.type, to: &consumer)
            path.removeLast()
        }
    }

    /// Reports every member of `object` that `allows` rejects (§2.3), except a `$schema` member
    /// of the root object, which editors and models add to point at the schema (§1.3, §2.5).
    @inlinable mutating func reportUnknownMembers(
        of object: Int, allows: (FieldID) -> Bool, owner: String, to consumer: inout Consumer
    ) {
        for member in tape.members(object) where !(tape.field(member.key).map(allows) ?? false) {
            if path.isEmpty, tape.stringEquals(member.key, "$schema") { continue }
            consumer.report(
                Diagnostic(.unknownMember(of: owner), at: currentPath().appending(key: tape.string(member.key))))
        }
    }

    @inlinable package mutating func report(
        _ problem: Diagnostic.Problem, at field: FieldID? = nil, to consumer: inout Consumer
    ) {
        consumer.report(Diagnostic(problem, at: currentPath(field)))
    }

    @inlinable mutating func report(
        _ problem: Diagnostic.Problem, at field: UnsafePointer<FieldSpec>, to consumer: inout Consumer
    ) {
        consumer.report(Diagnostic(problem, at: currentPath(field)))
    }

    @inlinable package func failure(_ problem: DecodeFailure.Problem, at field: FieldID? = nil) -> DecodeFailure {
        DecodeFailure(problem, at: currentPath(field))
    }

    @inlinable func failure(_ problem: DecodeFailure.Problem, at field: UnsafePointer<FieldSpec>) -> DecodeFailure {
        DecodeFailure(problem, at: currentPath(field))
    }

    /// `path`, then `field` if given, as diagnostics print it.
    @inlinable package func currentPath(_ field: FieldID? = nil) -> JSONPath {
        var components: [JSONPath.Component] = path.map { step in
            switch step {
            case .field(let field): .key(vocabulary.name(of: field))
            case .index(let index): .index(index)
            }
        }
        if let field { components.append(.key(vocabulary.name(of: field))) }
        return JSONPath(components: components)
    }

    /// `path`, then the props key when `field` lives in the props object, then `field`.
    @inlinable func currentPath(_ field: UnsafePointer<FieldSpec>) -> JSONPath {
        var current = currentPath(field.pointee.inProps ? propsKey : nil)
        current = current.appending(key: vocabulary.name(of: field.pointee.field))
        return current
    }

    /// The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one.
    @inlinable func nodeTypeName(_ index: Int) -> String? {
        guard tape.kind(index) == .object, let type = tape.member(index, typeKey), tape.kind(type) == .string else {
            return nil
        }
        return tape.string(type)
    }
}

extension FieldSpec {
    /// The JSON type a value of this field must have (§2.2).
    @inlinable var jsonKind: JSONDocument.Kind {
        switch kind {
        case .string, .enumeration: .string
        case .number, .integer: .number
        case .boolean: .true  // or `.false`: `checkRequired` accepts both
        case .node: .object
        case .nodes, .records, .stringList, .stringRows: .array
        }
    }

    /// Whether a required value of JSON type `found` passes on its type alone (§2.2): true for
    /// the kinds whose check is that one comparison; the others (a node, records, an
    /// enumeration, a boolean) and every failure are `checkRequired`'s. Checked inline before
    /// calling it: the call cost more than the comparison, for every required field of every
    /// node and record.
    @inline(__always)
    @inlinable package func passesOnType(_ found: JSONDocument.Kind) -> Bool {
        switch kind {
        case .string: found == .string
        case .number, .integer: found == .number
        case .nodes, .stringList, .stringRows: found == .array
        case .node, .records, .enumeration, .boolean: false
        }
    }

    /// What an absent or unusable optional field is (§2.3): its default, or absent.
    @inlinable var absentValue: ResolvedValue {
        switch kind {
        // Optional fields without a default are left out (`isOmittedWhenAbsent`).
        case .number where hasDefault: .number(defaultNumber)
        case .integer where hasDefault: .integer(Int(defaultNumber))
        case .boolean where hasDefault: .boolean(defaultBoolean)
        case .enumeration where hasDefault: .option(defaultCase)
        case .stringList, .stringRows: .texts(nil)
        default: .absent
        }
    }

    /// How a diagnostic names what is used instead ("using center", "using []"); empty: the field is left out.
    @inlinable var absentDescription: String {
        switch kind {
        case .number where hasDefault: SnapshotNumber.format(defaultNumber)
        case .integer where hasDefault: String(Int(defaultNumber))
        case .boolean where hasDefault: defaultBoolean ? "true" : "false"
        case .enumeration where hasDefault:
            enumeration.map { $0.names.indices.contains(defaultCase) ? $0.names[defaultCase] : "" } ?? ""
        case .stringList, .stringRows: "[]"
        case .integer: Messages.Diagnostics.noLimit
        default: absentWord?.description ?? ""
        }
    }
}
