import RenderParity

/// The example's renderer: it decodes a document with the RenderParity library and
/// builds its own view tree, making the layout decisions a real renderer makes
/// (which elements fill the width, which share a row's width).
public struct MiniRenderer: Sendable {
    /// Whether a Stat or Spacer directly inside an HStack shares the row's width
    /// (spec §3.2): the rule renderers most often get wrong. The example's
    /// known-failure test switches it off to show what a parity failure looks like.
    public var weightsHStackChildren = true

    public init(weightsHStackChildren: Bool = true) {
        self.weightsHStackChildren = weightsHStackChildren
    }

    /// The document's view tree, or why there is none (a document that cannot be rendered).
    public func render(json: [UInt8]) -> Result<RenderedView, DecodeFailure> {
        DocumentDecoder.decode(json).content.map { view(for: $0, inHStack: false) }
    }

    /// The snapshot of what this renderer shows for `json`.
    public func snapshot(json: [UInt8]) -> String {
        switch render(json: json) {
        case .success(let view): SnapshotText.lines(of: view)
        case .failure(let failure): SnapshotText.errorLine(failure)
        }
    }

    func view(for node: UINode, inHStack: Bool) -> RenderedView {
        let weighted: [RenderedView.Property] =
            inHStack && weightsHStackChildren ? [.init("weighted", .bare("true"))] : []
        let fills = RenderedView.Property("fillsWidth", .bare("true"))
        // Every view but Unknown may carry an accessibility label, after its own properties and before the layout flags.
        func label(_ text: String?) -> [RenderedView.Property] {
            text.map { [.init("accessibilityLabel", .quoted($0))] } ?? []
        }
        switch node {
        case .vstack(let stack):
            return RenderedView(
                "VStack",
                [.init("spacing", .number(stack.spacing)), .init("align", .bare(stack.alignment.rawValue))]
                    + label(stack.accessibilityLabel),
                count: ("children", stack.children.count),
                children: stack.children.map { view(for: $0, inHStack: false) })
        case .hstack(let stack):
            return RenderedView(
                "HStack",
                [.init("spacing", .number(stack.spacing)), .init("align", .bare(stack.alignment.rawValue))]
                    + label(stack.accessibilityLabel) + [fills],
                count: ("children", stack.children.count),
                children: stack.children.map { view(for: $0, inHStack: true) })
        case .zstack(let stack):
            return RenderedView(
                "ZStack", [.init("align", .bare(stack.alignment.rawValue))] + label(stack.accessibilityLabel),
                count: ("children", stack.children.count),
                children: stack.children.map { view(for: $0, inHStack: false) })
        case .text(let text):
            return RenderedView(
                "Text",
                [
                    .init("content", .quoted(text.content)), .init("style", .bare(text.style.rawValue)),
                    .init("color", .color(text.color)), .init("weight", .bare(text.weight.rawValue)),
                ]
                    + (text.maxLines.map { [.init("maxLines", .integer($0))] } ?? []) + label(text.accessibilityLabel))
        case .stat(let stat):
            return RenderedView(
                "Stat",
                [
                    .init("label", .quoted(stat.label)), .init("value", .quoted(stat.value)),
                    .init("color", .color(stat.color)),
                    .init("size", .bare(stat.size.rawValue)), .init("icon", .optional(stat.icon)),
                ]
                    + label(stat.accessibilityLabel) + [fills] + weighted)
        case .image(let image):
            return RenderedView(
                "Image",
                [
                    .init("name", .quoted(image.systemName)), .init("color", .color(image.color)),
                    .init("size", .bare(image.size.rawValue)),
                ] + label(image.accessibilityLabel))
        case .badge(let badge):
            return RenderedView(
                "Badge",
                [.init("text", .quoted(badge.text)), .init("color", .color(badge.color))]
                    + label(badge.accessibilityLabel))
        case .card(let card):
            return RenderedView(
                "Card",
                [
                    .init("color", .color(card.color)), .init("padding", .number(card.padding)),
                    .init("cornerRadius", .number(card.cornerRadius)),
                ] + label(card.accessibilityLabel) + [fills],
                children: [view(for: card.child, inHStack: false)])
        case .progress(let progress):
            return RenderedView(
                "Progress",
                [
                    .init("value", .number(progress.value)), .init("total", .number(progress.total)),
                    .init("label", .optional(progress.label)), .init("color", .color(progress.color)),
                ] + label(progress.accessibilityLabel))
        case .chart(let chart):
            return RenderedView(
                "Chart",
                [.init("variant", .bare(chart.variant.rawValue)), .init("title", .optional(chart.title))]
                    + label(chart.accessibilityLabel),
                count: ("dataPoints", chart.data.count),
                children: chart.data.map { point in
                    RenderedView(
                        "DataPoint",
                        [
                            .init("label", .quoted(point.label)), .init("value", .number(point.value)),
                            .init("color", .color(point.color)),
                        ])
                })
        case .list(let list):
            return RenderedView(
                "List", label(list.accessibilityLabel), count: ("items", list.items.count),
                children: list.items.map { view(for: $0, inHStack: false) })
        case .table(let table):
            return RenderedView(
                "Table",
                [.init("title", .optional(table.title)), .init("headers", .quotedList(table.headers))]
                    + label(table.accessibilityLabel),
                count: ("rows", table.rows.count),
                children: table.rows.map { RenderedView("Row", [.init(nil, .quotedList($0))]) })
        case .divider(let divider):
            return RenderedView("Divider", label(divider.accessibilityLabel))
        case .spacer(let spacer):
            return RenderedView("Spacer", label(spacer.accessibilityLabel) + weighted)
        case .unknown(let type):
            return RenderedView("Unknown", [.init("type", .quoted(type))])
        }
    }
}
