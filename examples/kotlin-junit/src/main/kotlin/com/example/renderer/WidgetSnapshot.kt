package com.example.renderer

import renderparity.SnapshotNumber
import renderparity.SnapshotString

/**
 * Writes the renderer's widget tree in the RenderSnapshot text format
 * (spec/render-snapshot.md §3): one line per widget, two spaces per level.
 * Numbers and quoting use the library's rules; the rest is the renderer's own.
 */
object WidgetSnapshot {
    fun text(root: Widget): String {
        val out = StringBuilder()
        write(root, 0, out)
        return out.toString()
    }

    private fun write(widget: Widget, depth: Int, out: StringBuilder) {
        out.append("  ".repeat(depth))
        when (widget) {
            is Widget.Column -> {
                out.append("VStack(spacing=${SnapshotNumber.format(widget.spacing)}, align=${widget.alignment}${label(widget)}) [children=${widget.children.size}]\n")
                widget.children.forEach { write(it, depth + 1, out) }
            }
            is Widget.Row -> {
                out.append("HStack(spacing=${SnapshotNumber.format(widget.spacing)}, align=${widget.alignment}${label(widget)}, fillsWidth=true) [children=${widget.children.size}]\n")
                widget.children.forEach { write(it, depth + 1, out) }
            }
            is Widget.Label -> {
                out.append("Text(content=${SnapshotString.quoted(widget.text)}, style=${widget.style}, color=${color(widget.color)}, weight=${widget.weight}")
                widget.maxLines?.let { out.append(", maxLines=$it") }
                out.append(label(widget)).append(")\n")
            }
            is Widget.Pill -> out.append("Badge(text=${SnapshotString.quoted(widget.text)}, color=${color(widget.color)}${label(widget)})\n")
            is Widget.Rule -> out.append(attributes("Divider", listOfNotNull(labelValue(widget))))
            is Widget.Gap -> out.append(attributes("Spacer", listOfNotNull(labelValue(widget), if (widget.weighted) "weighted=true" else null)))
        }
    }

    /** `Name` alone, or `Name(a, b)`. */
    private fun attributes(name: String, values: List<String>): String =
        if (values.isEmpty()) "$name\n" else values.joinToString(", ", "$name(", ")\n")

    private fun labelValue(widget: Widget): String? = widget.label?.let { "accessibilityLabel=" + SnapshotString.quoted(it) }

    /** `, accessibilityLabel="…"` when the widget has one. */
    private fun label(widget: Widget): String = labelValue(widget)?.let { ", $it" } ?: ""

    /** An absent colour is `default` (§3.1). */
    private fun color(name: String?): String = if (name == null) "default" else SnapshotString.bareOrQuoted(name)
}
