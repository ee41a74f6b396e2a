import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Field values (spec §2.3) and reporting (§2.4). An optional field that is null, of the
/// wrong JSON type or outside its enumeration or range is absent: its default applies, and a
/// diagnostic says so. The wording is built only for consumers that want diagnostics.
extension NodeDecoder {
    // MARK: - Field values

    /// The value `field` prints with: a required one as `check` found it, an optional one or its default.
    @inlinable package mutating func resolve(
        _ field: UnsafePointer<FieldSpec>, _ member: Int?, into consumer: inout Consumer
    ) -> ResolvedValue {
        guard let value = member else { return field.pointee.absentValue }
        switch field.pointee.kind {
        case .string:
            guard tape.kind(value) == .string else { return unusable(field, value, into: &consumer) }
            if field.pointee.isIcon {
                let name = field.pointee.field
                consumer.icon(TapeText(tape: tape, index: value), at: self.currentPath(name))
            }
            return .text(value)
        case .number:
            guard tape.kind(value) == .number else { return unusable(field, value, into: &consumer) }
            return .number(tape.number(value))
        case .integer:
            guard tape.kind(value) == .number else { return unusable(field, value, into: &consumer) }
            let number = tape.number(value)
            guard field.pointee.range.contains(number), let integer = Int(exactly: number) else {
                if Consumer.wantsDiagnostics {
                    report(.maxLinesOutOfRange(number), at: field.pointee.field, to: &consumer)
                }
                return .absent
            }
            return .integer(integer)
        case .enumeration:
            guard tape.kind(value) == .string else { return unusable(field, value, into: &consumer) }
            guard let enumeration = field.pointee.enumeration,
                let position = tape.match(value, among: enumeration.index)
            else {
                if Consumer.wantsDiagnostics {
                    let names = field.pointee.enumeration?.names ?? []
                    let fallback =
                        names.indices.contains(field.pointee.defaultCase) ? names[field.pointee.defaultCase] : ""
                    report(
                        .notInEnum(value: tape.string(value), allowed: names, using: fallback), at: field.pointee.field,
                        to: &consumer)
                }
                return field.pointee.absentValue
            }
            return .option(position)
        case .stringList:
            guard isStringList(value) else { return unusable(field, value, into: &consumer) }
            return .texts(value)
        case .stringRows:
            guard tape.kind(value) == .array, tape.elements(value).allSatisfy({ isStringList($0.value) }) else {
                return unusable(field, value, into: &consumer)
            }
            return .texts(value)
        case .node, .nodes, .records:
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
                at: field.pointee.field, to: &consumer)
        }
        return field.pointee.absentValue
    }

    @inlinable func isStringList(_ array: Int) -> Bool {
        tape.kind(array) == .array && tape.elements(array).allSatisfy { tape.kind($0.value) == .string }
    }

    // MARK: - Reporting

    /// Reports every member of `object` whose name `allowed` does not hold (§2.3), except a
    /// `$schema` member of the root object, which editors and models add to point at the schema (§1.3, §2.5).
    @inlinable mutating func reportUnknownMembers(
        of object: Int, allowed: FieldSet, owner: String, to consumer: inout Consumer
    ) {
        for member in tape.members(object) where !(tape.field(member.key).map(allowed.contains) ?? false) {
            if path.isEmpty, tape.stringEquals(member.key, "$schema") { continue }
            consumer.report(
                Diagnostic(.unknownMember(of: owner), at: currentPath().appending(key: tape.string(member.key))))
        }
    }

    @inlinable package mutating func report(
        _ problem: Diagnostic.Problem, at field: Field? = nil, to consumer: inout Consumer
    ) {
        consumer.report(Diagnostic(problem, at: currentPath(field)))
    }

    @inlinable package func failure(_ problem: DecodeFailure.Problem, at field: Field? = nil) -> DecodeFailure {
        DecodeFailure(problem, at: currentPath(field))
    }

    /// `path`, then `field` if given, as diagnostics print it.
    @inlinable package func currentPath(_ field: Field? = nil) -> JSONPath {
        var components: [JSONPath.Component] = path.map { step in
            switch step {
            case .field(let field): .key(field.name.description)
            case .index(let index): .index(index)
            }
        }
        if let field { components.append(.key(field.name.description)) }
        return JSONPath(components: components)
    }

    /// The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one.
    @inlinable func nodeTypeName(_ index: Int) -> String? {
        guard tape.kind(index) == .object, let type = tape.member(index, Field.type), tape.kind(type) == .string else {
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
        case .node: .object
        case .nodes, .records, .stringList, .stringRows: .array
        }
    }

    /// What an absent or unusable optional field is (§2.3): its default, or absent.
    @inlinable var absentValue: ResolvedValue {
        switch kind {
        case .number: .number(defaultNumber)
        case .enumeration: .option(defaultCase)
        case .stringList, .stringRows: .texts(nil)
        default: .absent
        }
    }

    /// How a diagnostic names what is used instead ("using center", "using []"); empty: the field is left out.
    @inlinable var absentDescription: String {
        switch kind {
        case .number: SnapshotNumber.format(defaultNumber)
        case .enumeration:
            enumeration.map { $0.names.indices.contains(defaultCase) ? $0.names[defaultCase] : "" } ?? ""
        case .stringList, .stringRows: "[]"
        case .integer: "no limit"
        default: absentWord?.description ?? ""
        }
    }
}
