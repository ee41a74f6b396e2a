import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// Checking a node (spec §2.2): an object with a string `type`, then its required fields in
/// table order, the first failure winning. `write` then takes only what passed, so the order of
/// failures, and the path each names, are decided here.
extension NodeDecoder {
    /// Fills `shape` and returns nil when the node at `index` decodes; otherwise why not.
    @inlinable package mutating func check(_ index: Int, into shape: inout Shape) -> DecodeFailure? {
        guard tape.kind(index) == .object else { return failure(.notAnObject(found: tape.kind(index))) }
        guard let type = shape.members.gather(index, in: tape, noting: typeKey), tape.kind(type) != .null else {
            return failure(.missingField(expected: Messages.Decoding.expectedNodeType), at: typeKey)
        }
        guard tape.kind(type) == .string else {
            return failure(
                .wrongType(expected: Messages.Decoding.expectedNodeType, found: tape.kind(type)), at: typeKey)
        }
        shape.typeName = type
        // A type the reader recognised (`JSONTape.nodeType`); any other is matched by its bytes.
        guard
            let position = tape.nodeType(type, stampedWith: typeStamps)
                ?? recentMatches.match(type, in: tape, among: types, owner: 0),
            let spec = row(position)
        else {
            shape.spec = nil
            checked.passed(index, row: nil)
            return nil
        }
        shape.spec = spec
        if let propsKey, let failure = gatherProps(of: &shape, key: propsKey) { return failure }
        let fields = spec.pointee.fields
        for position in spec.pointee.required {
            let field = fields.spec(position)
            // Lane by lane: the members were gathered just now.
            let member =
                field.pointee.inProps
                ? shape.props.laneByLane(field.pointee.field) : shape.members.laneByLane(field.pointee.field)
            if let member, field.pointee.passesOnType(tape.kind(member)) { continue }
            if let failure = checkRequired(field, member) { return failure }
        }
        checked.passed(index, row: position)
        return nil
    }

    /// The props object's members (spec/vocabulary.md §2): absent or null leaves every props
    /// field absent; anything but an object fails the node.
    @inlinable mutating func gatherProps(of shape: inout Shape, key: FieldID) -> DecodeFailure? {
        guard let props = shape.members[key], tape.kind(props) != .null else {
            shape.propsObject = nil
            shape.props.clear()
            return nil
        }
        guard tape.kind(props) == .object else {
            return failure(.wrongType(expected: Messages.Decoding.expectedObject, found: tape.kind(props)), at: key)
        }
        shape.propsObject = props
        shape.props.gather(props, in: tape)
        return nil
    }

    /// A required field: present, not null, of its JSON type; an enumeration's case; a node that
    /// decodes; records whose required fields all decode (§2.2).
    @inlinable package mutating func checkRequired(_ field: UnsafePointer<FieldSpec>, _ member: Int?) -> DecodeFailure?
    {
        guard let value = member, tape.kind(value) != .null else {
            return failure(.missingField(expected: field.pointee.expected), at: field)
        }
        switch field.pointee.kind {
        case .node:
            let depth = path.count
            append(field)
            defer { path.removeLast(path.count - depth) }
            var child = Shape()
            return check(value, into: &child)
        case .records:
            guard tape.kind(value) == .array else { return wrongType(field, value) }
            let depth = path.count
            append(field)
            defer { path.removeLast(path.count - depth) }
            let record = vocabulary.records[field.pointee.record]
            var members = ObjectMembers()
            for (position, element) in tape.inlinedElements(of: value).enumerated() {
                // The path takes the record's index only when the record fails, whose check then
                // runs again to word the failure: keeping it for every record cost more than
                // checking the record.
                if checkRecord(element.value, record, &members) == nil { continue }
                path.append(.index(position))
                defer { path.removeLast() }
                return checkRecord(element.value, record, &members)
            }
            return nil
        case .enumeration:
            guard tape.kind(value) == .string else { return wrongType(field, value) }
            guard let enumeration = field.pointee.enumeration,
                recentMatches.match(value, in: tape, among: enumeration.index, owner: Int(bitPattern: field)) != nil
            else {
                return failure(
                    .invalidValue(value: tape.string(value), allowed: field.pointee.enumeration?.names ?? []),
                    at: field)
            }
            return nil
        case .boolean:
            return tape.kind(value) == .true || tape.kind(value) == .false ? nil : wrongType(field, value)
        default:
            return tape.kind(value) == field.pointee.jsonKind ? nil : wrongType(field, value)
        }
    }

    @inlinable func wrongType(_ field: UnsafePointer<FieldSpec>, _ value: Int) -> DecodeFailure {
        failure(.wrongType(expected: field.pointee.expected, found: tape.kind(value)), at: field)
    }

    /// Steps into `field`: through the props object first when the field lives there.
    @inlinable mutating func append(_ field: UnsafePointer<FieldSpec>) {
        if field.pointee.inProps, let propsKey { path.append(.field(propsKey)) }
        path.append(.field(field.pointee.field))
    }
}
