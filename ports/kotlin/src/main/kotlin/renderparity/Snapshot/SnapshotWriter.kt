package renderparity

import java.io.ByteArrayOutputStream

/**
 * Walks a decoded node tree and writes its RenderSnapshot (spec §3): one line
 * per element, two spaces per level, LF after every line.
 *
 * Twin of `Snapshot/SnapshotWriter.swift`. For example, this document
 *
 *     {"type": "hstack", "children": [
 *       {"type": "stat", "label": "Spent", "value": "$1,240", "icon": "creditcard"},
 *       {"type": "spacer"},
 *       {"type": "card", "child": {"type": "text", "content": "none", "maxLines": 2}}]}
 *
 * is written exactly as
 *
 *     HStack(spacing=8.0, align=center, fillsWidth=true) [children=3]
 *       Stat(label="Spent", value="$1,240", color=default, size=default, icon=creditcard, fillsWidth=true, weighted=true)
 *       Spacer(weighted=true)
 *       Card(color=default, padding=16.0, cornerRadius=12.0, fillsWidth=true)
 *         Text(content="none", style=body, color=default, weight=regular, maxLines=2)
 *
 * The writer appends bytes to one buffer; it never builds a `String` per line.
 */
class SnapshotWriter {
    private val out = ByteArrayOutputStream()

    val bytes: ByteArray get() = out.toByteArray()

    // MARK: - Documents

    /** Writes the snapshot of a decoded document: its tree, or its one `Error` line (§3.4). */
    fun write(document: DecodedDocument) {
        val node = document.node
        if (node != null) write(node, 0, LayoutResolution.Parent.OTHER) else write(document.failure!!)
    }

    fun write(failure: DecodeFailure) {
        emit("Error(reason=")
        emit(failure.reason.rawValue)
        val path = failure.path
        if (failure.reason != FailureReason.INVALID_JSON && failure.reason != FailureReason.DEPTH_LIMIT && path != null) {
            emit(", path=")
            SnapshotString.appendQuoted(path.description, out)
        }
        emit(")\n")
    }

    // MARK: - Nodes

    fun write(node: UINode, depth: Int, parent: LayoutResolution.Parent) {
        indent(depth)
        when (node) {
            is UINode.VStack -> {
                val stack = node.stack
                emit("VStack(spacing="); number(stack.spacing)
                emit(", align="); emit(stack.alignment.rawValue)
                emit(") [children="); count(stack.children.size); emit("]\n")
                children(stack.children, depth, LayoutResolution.Parent.OTHER)
            }
            is UINode.HStack -> {
                val stack = node.stack
                emit("HStack(spacing="); number(stack.spacing)
                emit(", align="); emit(stack.alignment.rawValue)
                emit(", fillsWidth=true) [children="); count(stack.children.size); emit("]\n")
                children(stack.children, depth, LayoutResolution.Parent.HSTACK)
            }
            is UINode.ZStack -> {
                val stack = node.stack
                emit("ZStack(align="); emit(stack.alignment.rawValue)
                emit(") [children="); count(stack.children.size); emit("]\n")
                children(stack.children, depth, LayoutResolution.Parent.OTHER)
            }
            is UINode.Text -> {
                val text = node.text
                emit("Text(content="); quoted(text.content)
                emit(", style="); emit(text.style.rawValue)
                emit(", color="); color(text.color)
                emit(", weight="); emit(text.weight.rawValue)
                val maxLines = text.maxLines
                if (maxLines != null) { emit(", maxLines="); count(maxLines) }
                emit(")\n")
            }
            is UINode.Stat -> {
                val stat = node.stat
                emit("Stat(label="); quoted(stat.label)
                emit(", value="); quoted(stat.value)
                emit(", color="); color(stat.color)
                emit(", size="); emit(stat.size.rawValue)
                emit(", icon="); optional(stat.icon)
                emit(", fillsWidth=true")
                if (LayoutResolution.isWeighted(node, parent)) emit(", weighted=true")
                emit(")\n")
            }
            is UINode.Image -> {
                val image = node.image
                emit("Image(name="); quoted(image.systemName)
                emit(", color="); color(image.color)
                emit(", size="); emit(image.size.rawValue); emit(")\n")
            }
            is UINode.Badge -> {
                val badge = node.badge
                emit("Badge(text="); quoted(badge.text)
                emit(", color="); color(badge.color); emit(")\n")
            }
            is UINode.Card -> {
                val card = node.card
                emit("Card(color="); color(card.color)
                emit(", padding="); number(card.padding)
                emit(", cornerRadius="); number(card.cornerRadius)
                emit(", fillsWidth=true)\n")
                write(card.child, depth + 1, LayoutResolution.Parent.OTHER)
            }
            is UINode.Progress -> {
                val progress = node.progress
                emit("Progress(value="); number(progress.value)
                emit(", total="); number(progress.total)
                emit(", label="); optional(progress.label)
                emit(", color="); color(progress.color); emit(")\n")
            }
            is UINode.Chart -> {
                val chart = node.chart
                emit("Chart(variant="); emit(chart.variant.rawValue)
                emit(", title="); optional(chart.title)
                emit(") [dataPoints="); count(chart.data.size); emit("]\n")
                for (point in chart.data) {
                    indent(depth + 1)
                    emit("DataPoint(label="); quoted(point.label)
                    emit(", value="); number(point.value)
                    emit(", color="); color(point.color); emit(")\n")
                }
            }
            is UINode.List -> {
                emit("List [items="); count(node.list.items.size); emit("]\n")
                children(node.list.items, depth, LayoutResolution.Parent.OTHER)
            }
            is UINode.Table -> {
                val table = node.table
                emit("Table(title="); optional(table.title)
                emit(", headers="); stringList(table.headers)
                emit(") [rows="); count(table.rows.size); emit("]\n")
                for (row in table.rows) {
                    indent(depth + 1)
                    emit("Row("); stringList(row); emit(")\n")
                }
            }
            UINode.Divider -> emit("Divider\n")
            UINode.Spacer -> emit(if (LayoutResolution.isWeighted(node, parent)) "Spacer(weighted=true)\n" else "Spacer\n")
            is UINode.Unknown -> {
                emit("Unknown(type="); quoted(node.type); emit(")\n")
            }
        }
    }

    private fun children(nodes: List<UINode>, depth: Int, parent: LayoutResolution.Parent) {
        for (child in nodes) write(child, depth + 1, parent)
    }

    // MARK: - Values

    private fun indent(depth: Int) {
        for (level in 0 until depth) { out.write(0x20); out.write(0x20) }
    }

    private fun emit(text: String) = out.write(text.toByteArray(Charsets.UTF_8))

    private fun number(value: Double) = SnapshotNumber.append(value, out)

    private fun count(value: Int) = emit(value.toString())

    private fun quoted(text: String) = SnapshotString.appendQuoted(text, out)

    /** An absent color prints `default` (§3.1). */
    private fun color(text: String?) {
        if (text != null) SnapshotString.appendBareOrQuoted(text, out) else emit("default")
    }

    /** An absent icon, title or label prints `none` (§3.1). */
    private fun optional(text: String?) {
        if (text != null) SnapshotString.appendBareOrQuoted(text, out) else emit("none")
    }

    private fun stringList(strings: List<String>) {
        emit("[")
        for ((position, text) in strings.withIndex()) {
            if (position > 0) emit(", ")
            quoted(text)
        }
        emit("]")
    }
}
