import Testing

@testable import RenderParity

/// spec §3.2: only direct Stat and Spacer children of an HStack are weighted.
struct LayoutResolutionTests {
    @Test func weightsOnlyDirectChildrenOfAnHStack() {
        let stat = UINode.stat(StatNode(label: "a", value: "b"))
        #expect(LayoutResolution.isWeighted(stat, in: .hstack))
        #expect(LayoutResolution.isWeighted(.spacer(SpacerNode()), in: .hstack))
        #expect(!LayoutResolution.isWeighted(stat, in: .other))
        #expect(!LayoutResolution.isWeighted(.spacer(SpacerNode()), in: .other))
        #expect(!LayoutResolution.isWeighted(.divider(DividerNode()), in: .hstack))
        let json =
            #"{"type": "hstack", "children": [{"type": "card", "child": {"type": "stat", "label": "a", "value": "b"}}, {"type": "vstack", "children": [{"type": "spacer"}]}]}"#
        #expect(
            RenderSnapshot.text(from: Array(json.utf8)) == """
                HStack(spacing=8.0, align=center, fillsWidth=true) [children=2]
                  Card(color=default, padding=16.0, cornerRadius=12.0, fillsWidth=true)
                    Stat(label="a", value="b", color=default, size=default, icon=none, fillsWidth=true)
                  VStack(spacing=8.0, align=center) [children=1]
                    Spacer

                """)
    }

    @Test func fillsWidthForHStackStatAndCard() {
        #expect(LayoutResolution.fillsWidth(.hstack(HStackNode(children: []))))
        #expect(LayoutResolution.fillsWidth(.stat(StatNode(label: "", value: ""))))
        #expect(LayoutResolution.fillsWidth(.card(CardNode(child: .divider(DividerNode())))))
        #expect(!LayoutResolution.fillsWidth(.vstack(VStackNode(children: []))))
    }

    /// Every node's line says `fillsWidth=true` exactly when `fillsWidth` says so.
    @Test func snapshotLinesAgreeWithFillsWidth() {
        let nodes: [UINode] = [
            .vstack(VStackNode(children: [])), .hstack(HStackNode(children: [])), .zstack(ZStackNode(children: [])),
            .text(TextNode(content: "t")), .stat(StatNode(label: "l", value: "v")), .image(ImageNode(systemName: "i")),
            .badge(BadgeNode(text: "b")), .card(CardNode(child: .divider(DividerNode()))),
            .progress(ProgressNode(value: 1)),
            .chart(ChartNode(variant: .bar, data: [])), .list(ListNode(items: [])), .table(TableNode()),
            .divider(DividerNode()), .spacer(SpacerNode()), .unknown(type: "x"),
        ]
        for node in nodes {
            var writer = SnapshotWriter()
            writer.write(node, depth: 0, parent: .other)
            let firstLine = String(decoding: writer.bytes, as: UTF8.self).split(separator: "\n").first ?? ""
            #expect(firstLine.contains("fillsWidth=true") == LayoutResolution.fillsWidth(node), "\(firstLine)")
        }
    }
}
