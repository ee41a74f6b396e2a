/// Decodes nodes from a validated `JSONDocument` (spec §2).
///
/// The rules every renderer must share: required fields in table order with
/// the first failure winning (§2.2), failing `children`/`items` elements dropped
/// (§2.3), unusable optional fields replaced by their defaults, and a
/// `Diagnostic` for every deviation (§2.4). Recursion here is bounded: the
/// reader has already refused anything nested deeper than 256.
struct NodeDecoder {
    /// One step of the path being decoded: pushed and popped for every node, so it holds
    /// no `String`; it becomes a `JSONPath` only when something is reported.
    enum PathStep {
        case field(Field)
        case index(Int)
    }

    let document: JSONTape
    var path: [PathStep] = []
    var diagnostics: [Diagnostic] = []
    /// SF Symbol names of decoded stats and images. A node that decodes stays in the tree
    /// (parents check their required fields before children), so these are the tree's icons.
    /// Only `parity icons` needs them; collecting paths for every decode would cost time and memory.
    var icons: [IconUse]?

    init(document: JSONTape, collectIcons: Bool = false) {
        self.document = document
        icons = collectIcons ? [] : nil
        path.reserveCapacity(16)
    }

    // MARK: - Nodes

    mutating func decodeNode(_ index: Int) throws(DecodeFailure) -> UINode {
        guard document.kind(index) == .object else { throw failure(.notAnObject(found: document.kind(index))) }
        let members = ObjectMembers(of: index, in: document)
        let typeIndex = try requiredValue(members[.type], .type, kind: .string, expected: "a string naming the node type")
        guard let position = document.match(typeIndex, among: NodeType.signatures) else {
            let typeName = document.string(typeIndex)
            report(.unknownType(typeName), at: .type)
            return .unknown(type: typeName)
        }
        let (type, allowed) = NodeType.byPosition[position]
        let node = try decodeFields(of: type, members)
        if members.hasUnknownMembers(allowed: allowed) { reportUnknownMembers(of: index, allowed: allowed, owner: type.rawValue) }
        return node
    }

    private mutating func decodeFields(of type: NodeType, _ object: ObjectMembers) throws(DecodeFailure) -> UINode {
        switch type {
        case .vstack:
            let children = try requiredChildren(object, .children)
            return .vstack(VStackNode(spacing: optionalNumber(object, .spacing, default: NodeDefaults.stackSpacing),
                                      alignment: optionalEnum(object, .alignment, default: NodeDefaults.vstackAlignment),
                                      children: children))
        case .hstack:
            let children = try requiredChildren(object, .children)
            return .hstack(HStackNode(spacing: optionalNumber(object, .spacing, default: NodeDefaults.stackSpacing),
                                      alignment: optionalEnum(object, .alignment, default: NodeDefaults.hstackAlignment),
                                      children: children))
        case .zstack:
            let children = try requiredChildren(object, .children)
            return .zstack(ZStackNode(alignment: optionalEnum(object, .alignment, default: NodeDefaults.zstackAlignment), children: children))
        case .text:
            let content = try requiredString(object, .content)
            return .text(TextNode(content: content,
                                  style: optionalEnum(object, .style, default: NodeDefaults.textStyle),
                                  color: optionalString(object, .color),
                                  weight: optionalEnum(object, .weight, default: NodeDefaults.textWeight),
                                  maxLines: optionalMaxLines(object)))
        case .stat:
            let label = try requiredString(object, .label)
            let value = try requiredString(object, .value)
            let icon = optionalString(object, .icon, absent: "none")
            if let icon { recordIcon(icon, at: .icon) }
            return .stat(StatNode(label: label, value: value, color: optionalString(object, .color),
                                  size: optionalEnum(object, .size, default: NodeDefaults.statSize), icon: icon))
        case .image:
            let name = try requiredString(object, .systemName)
            recordIcon(name, at: .systemName)
            return .image(ImageNode(systemName: name, color: optionalString(object, .color),
                                    size: optionalEnum(object, .size, default: NodeDefaults.imageSize)))
        case .badge:
            let text = try requiredString(object, .text)
            return .badge(BadgeNode(text: text, color: optionalString(object, .color)))
        case .card:
            let child = try requiredNode(object, .child)
            return .card(CardNode(child: child, color: optionalString(object, .color),
                                  padding: optionalNumber(object, .padding, default: NodeDefaults.cardPadding),
                                  cornerRadius: optionalNumber(object, .cornerRadius, default: NodeDefaults.cardCornerRadius)))
        case .progress:
            let value = try requiredNumber(object, .value)
            return .progress(ProgressNode(value: value, total: optionalNumber(object, .total, default: NodeDefaults.progressTotal),
                                          label: optionalString(object, .label, absent: "none"), color: optionalString(object, .color)))
        case .chart:
            let variant: ChartVariant = try requiredEnum(object, .variant)
            let data = try requiredDataPoints(object)
            return .chart(ChartNode(variant: variant, title: optionalString(object, .title, absent: "none"), data: data))
        case .list:
            return .list(ListNode(items: try requiredChildren(object, .items)))
        case .table:
            return .table(TableNode(title: optionalString(object, .title, absent: "none"),
                                    headers: optionalStringList(object, .headers) ?? [],
                                    rows: optionalRows(object) ?? []))
        case .divider: return .divider
        case .spacer: return .spacer
        }
    }

    /// Decodes each element of an array of nodes; one that fails is dropped and reported (§2.3).
    private mutating func decodeChildren(_ array: Int) -> [UINode] {
        var nodes: [UINode] = []
        nodes.reserveCapacity(document.count(array))
        for (position, element) in document.elements(array).enumerated() {
            path.append(.index(position))
            do {
                nodes.append(try decodeNode(element.value))
            } catch {
                report(.dropped(nodeType: nodeTypeName(element.value), failure: error))
            }
            path.removeLast()
        }
        return nodes
    }

    private mutating func requiredDataPoints(_ object: ObjectMembers) throws(DecodeFailure) -> [ChartDataPoint] {
        let array = try requiredValue(object[.data], .data, kind: .array, expected: "an array of data points")
        path.append(.field(.data))
        defer { path.removeLast() }
        var points: [ChartDataPoint] = []
        points.reserveCapacity(document.count(array))
        for (position, element) in document.elements(array).enumerated() {
            path.append(.index(position))
            defer { path.removeLast() }
            guard document.kind(element.value) == .object else { throw failure(.notAnObject(found: document.kind(element.value))) }
            let point = ObjectMembers(of: element.value, in: document)
            let label = try requiredString(point, .label)
            let value = try requiredNumber(point, .value)
            points.append(ChartDataPoint(label: label, value: value, color: optionalString(point, .color)))
            if point.hasUnknownMembers(allowed: .dataPoint) { reportUnknownMembers(of: element.value, allowed: .dataPoint, owner: Diagnostic.dataPointOwner) }
        }
        return points
    }

    // MARK: - Required fields

    /// `value`, the member `field`, which must be present, not null, and of `kind`.
    func requiredValue(_ value: Int?, _ field: Field, kind: JSONDocument.Kind, expected: @autoclosure () -> String) throws(DecodeFailure) -> Int {
        guard let value, document.kind(value) != .null else {
            throw failure(.missingField(expected: expected()), at: field)
        }
        guard document.kind(value) == kind else { throw failure(.wrongType(expected: expected(), found: document.kind(value)), at: field) }
        return value
    }

    private func requiredString(_ object: ObjectMembers, _ field: Field) throws(DecodeFailure) -> String {
        document.string(try requiredValue(object[field], field, kind: .string, expected: "a string"))
    }

    private func requiredNumber(_ object: ObjectMembers, _ field: Field) throws(DecodeFailure) -> Double {
        document.number(try requiredValue(object[field], field, kind: .number, expected: "a number"))
    }

    private func requiredEnum<Value: SignatureMatched>(_ object: ObjectMembers, _ field: Field) throws(DecodeFailure) -> Value {
        let index = try requiredValue(object[field], field, kind: .string, expected: "one of \(Self.names(of: Value.self))")
        guard let position = document.match(index, among: Value.signatures) else {
            throw failure(.invalidValue(value: document.string(index), allowed: Value.allCases.map(\.rawValue)), at: field)
        }
        return Value.allCases[position]
    }

    private mutating func requiredChildren(_ object: ObjectMembers, _ field: Field) throws(DecodeFailure) -> [UINode] {
        let array = try requiredValue(object[field], field, kind: .array, expected: "an array of nodes")
        path.append(.field(field))
        defer { path.removeLast() }
        return decodeChildren(array)
    }

    /// A required child node: its failure is the parent's failure, with the child's own path (§2.2).
    private mutating func requiredNode(_ object: ObjectMembers, _ field: Field) throws(DecodeFailure) -> UINode {
        guard let value = object[field], document.kind(value) != .null else {
            throw failure(.missingField(expected: "a node"), at: field)
        }
        path.append(.field(field))
        defer { path.removeLast() }
        return try decodeNode(value)
    }
}
