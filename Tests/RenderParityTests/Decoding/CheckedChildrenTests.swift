import Testing

@testable import RenderParity

/// Counting a container's children keeps the shapes of the first `CheckedChildren.perContainer`
/// for writing; the rest are gathered again. Both kinds, around that limit, with children dropped
/// on either side of it and containers nested in kept and in gathered children, write the lines
/// and report the drops the rules say, in order.
struct CheckedChildrenTests {
    @Test(arguments: [1, 15, 16, 17, 18, 33, 40])
    func writesKeptAndGatheredChildrenAlike(_ count: Int) {
        var elements: [String] = []
        var lines: [String] = []
        var drops: [String] = []
        for index in 0..<count {
            switch index % 5 {
            case 1:
                elements.append("\(index)")
                drops.append("$.items[\(index)]: dropped this element")
            case 3:
                elements.append(#"{"type": "badge"}"#)
                drops.append("$.items[\(index)]: dropped the badge")
            case 4:
                elements.append(
                    #"{"type": "vstack", "children": [{"type": "badge", "text": "n\#(index)"}, {}, {"type": "divider"}]}"#
                )
                lines += [
                    "  VStack(spacing=8.0, align=center) [children=2]", #"    Badge(text="n\#(index)", color=default)"#,
                ]
                lines.append("    Divider")
                drops.append("$.items[\(index)].children[1]: dropped this element")
            default:
                elements.append(#"{"type": "badge", "text": "b\#(index)"}"#)
                lines.append(#"  Badge(text="b\#(index)", color=default)"#)
            }
        }
        let rendered = lines.filter { !$0.hasPrefix("    ") }.count
        let json = #"{"type": "list", "items": [\#(elements.joined(separator: ", "))]}"#
        let expected = (["List [items=\(rendered)]"] + lines).joined(separator: "\n") + "\n"
        #expect(RenderSnapshot.text(from: Array(json.utf8)) == expected)
        let reported = DocumentDecoder.decode(Array(json.utf8)).diagnostics.map(\.description)
        #expect(reported.count == drops.count)
        for (report, drop) in zip(reported, drops) { #expect(report.hasPrefix(drop), "\(report)") }
    }
}
