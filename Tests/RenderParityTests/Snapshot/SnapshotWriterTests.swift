import Testing

@testable import RenderParity

/// spec §3.1 and §3.2: every line form, defaults, flags, indentation.
struct SnapshotWriterTests {
    /// The sample in `SnapshotWriter`'s doc comment is its real output.
    @Test func documentedSampleIsExact() {
        let json = """
            {"type": "hstack", "children": [
              {"type": "stat", "label": "Spent", "value": "$1,240", "icon": "creditcard"},
              {"type": "spacer"},
              {"type": "card", "child": {"type": "text", "content": "none", "maxLines": 2}}]}
            """
        #expect(
            RenderSnapshot.text(from: Array(json.utf8)) == """
                HStack(spacing=8.0, align=center, fillsWidth=true) [children=3]
                  Stat(label="Spent", value="$1,240", color=default, size=default, icon=creditcard, fillsWidth=true, weighted=true)
                  Spacer(weighted=true)
                  Card(color=default, padding=16.0, cornerRadius=12.0, fillsWidth=true)
                    Text(content="none", style=body, color=default, weight=regular, maxLines=2)

                """)
    }

    @Test func writesEveryNodeWithExplicitValues() {
        let node = UINode.zstack(
            ZStackNode(
                children: [
                    .vstack(
                        VStackNode(
                            children: [
                                .image(ImageNode(systemName: "cart.fill", color: "none", size: .xlarge)),
                                .badge(BadgeNode(text: "New", color: "#00FF00")),
                                .progress(ProgressNode(value: 3, total: 4, label: " padded", color: "blue")),
                                .chart(
                                    ChartNode(
                                        variant: .line, data: [ChartDataPoint(label: "W1", value: -1.5, color: "=")],
                                        title: "By week")),
                                .list(
                                    ListNode(items: [
                                        .divider(DividerNode()), .spacer(SpacerNode()), .unknown(type: "map"),
                                    ])),
                                .stat(StatNode(label: "L", value: "V", color: "", size: .large, icon: "default")),
                            ], spacing: 0.5, alignment: .trailing))
                ], alignment: .bottomTrailing))
        var writer = SnapshotWriter()
        writer.write(node, depth: 0, parent: .other)
        #expect(
            String(decoding: writer.bytes, as: UTF8.self) == """
                ZStack(align=bottomTrailing) [children=1]
                  VStack(spacing=0.5, align=trailing) [children=6]
                    Image(name="cart.fill", color="none", size=xlarge)
                    Badge(text="New", color=#00FF00)
                    Progress(value=3.0, total=4.0, label=" padded", color=blue)
                    Chart(variant=line, title=By week) [dataPoints=1]
                      DataPoint(label="W1", value=-1.5, color="=")
                    List [items=3]
                      Divider
                      Spacer
                      Unknown(type="map")
                    Stat(label="L", value="V", color="", size=large, icon="default", fillsWidth=true)

                """)
    }
}
