/// The line of each element (spec §3.1, §3.2), written once for both writers:
/// `SnapshotWriter` passes a decoded tree's values, `TapeSnapshotWriter` passes
/// values still on the JSON tape. Each line is indented and ends with LF.
extension SnapshotSink {
    mutating func vstackLine(spacing: Double, alignment: HorizontalAlignment, children: Int, depth: Int) {
        indent(depth)
        emit("VStack(spacing="); number(spacing)
        emit(", align="); name(alignment)
        emit(") [children="); count(children); emit("]\n")
    }

    mutating func hstackLine(spacing: Double, alignment: VerticalAlignment, children: Int, depth: Int) {
        indent(depth)
        emit("HStack(spacing="); number(spacing)
        emit(", align="); name(alignment)
        emit(", fillsWidth=true) [children="); count(children); emit("]\n")
    }

    mutating func zstackLine(alignment: StackAlignment, children: Int, depth: Int) {
        indent(depth)
        emit("ZStack(align="); name(alignment)
        emit(") [children="); count(children); emit("]\n")
    }

    mutating func textLine<Text: SnapshotText>(content: Text, style: TextStyle, color: Text?, weight: FontWeight, maxLines: Int?, depth: Int) {
        indent(depth)
        emit("Text(content="); quoted(content)
        emit(", style="); name(style)
        emit(", color="); self.color(color)
        emit(", weight="); name(weight)
        if let maxLines { emit(", maxLines="); count(maxLines) }
        emit(")\n")
    }

    mutating func statLine<Text: SnapshotText>(label: Text, value: Text, color: Text?, size: StatSize, icon: Text?, weighted: Bool, depth: Int) {
        indent(depth)
        emit("Stat(label="); quoted(label)
        emit(", value="); quoted(value)
        emit(", color="); self.color(color)
        emit(", size="); name(size)
        emit(", icon="); optional(icon)
        emit(weighted ? ", fillsWidth=true, weighted=true)\n" : ", fillsWidth=true)\n")
    }

    mutating func imageLine<Text: SnapshotText>(name systemName: Text, color: Text?, size: ImageSize, depth: Int) {
        indent(depth)
        emit("Image(name="); quoted(systemName)
        emit(", color="); self.color(color)
        emit(", size="); name(size); emit(")\n")
    }

    mutating func badgeLine<Text: SnapshotText>(text: Text, color: Text?, depth: Int) {
        indent(depth)
        emit("Badge(text="); quoted(text)
        emit(", color="); self.color(color); emit(")\n")
    }

    mutating func cardLine<Text: SnapshotText>(color: Text?, padding: Double, cornerRadius: Double, depth: Int) {
        indent(depth)
        emit("Card(color="); self.color(color)
        emit(", padding="); number(padding)
        emit(", cornerRadius="); number(cornerRadius)
        emit(", fillsWidth=true)\n")
    }

    mutating func progressLine<Text: SnapshotText>(value: Double, total: Double, label: Text?, color: Text?, depth: Int) {
        indent(depth)
        emit("Progress(value="); number(value)
        emit(", total="); number(total)
        emit(", label="); optional(label)
        emit(", color="); self.color(color); emit(")\n")
    }

    mutating func chartLine<Text: SnapshotText>(variant: ChartVariant, title: Text?, dataPoints: Int, depth: Int) {
        indent(depth)
        emit("Chart(variant="); name(variant)
        emit(", title="); optional(title)
        emit(") [dataPoints="); count(dataPoints); emit("]\n")
    }

    mutating func dataPointLine<Text: SnapshotText>(label: Text, value: Double, color: Text?, depth: Int) {
        indent(depth)
        emit("DataPoint(label="); quoted(label)
        emit(", value="); number(value)
        emit(", color="); self.color(color); emit(")\n")
    }

    mutating func listLine(items: Int, depth: Int) {
        indent(depth)
        emit("List [items="); count(items); emit("]\n")
    }

    mutating func tableLine<Text: SnapshotText, Headers: Sequence<Text>>(title: Text?, headers: Headers, rows: Int, depth: Int) {
        indent(depth)
        emit("Table(title="); optional(title)
        emit(", headers="); quotedList(headers)
        emit(") [rows="); count(rows); emit("]\n")
    }

    mutating func rowLine<Cells: Sequence>(cells: Cells, depth: Int) where Cells.Element: SnapshotText {
        indent(depth)
        emit("Row("); quotedList(cells); emit(")\n")
    }

    mutating func dividerLine(depth: Int) {
        indent(depth)
        emit("Divider\n")
    }

    mutating func spacerLine(weighted: Bool, depth: Int) {
        indent(depth)
        emit(weighted ? "Spacer(weighted=true)\n" : "Spacer\n")
    }

    mutating func unknownLine(type: some SnapshotText, depth: Int) {
        indent(depth)
        emit("Unknown(type="); quoted(type); emit(")\n")
    }
}
