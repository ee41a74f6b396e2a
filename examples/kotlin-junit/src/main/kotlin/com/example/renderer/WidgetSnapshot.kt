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
                out.append("VStack(spacing=${SnapshotNumber.format(widget.spacing)}, align=${widget.alignment}) [children=${widget.children.size}]\n")
                widget.children.forEach { write(it, depth + 1, out) }
            }
            is Widget.Row -> {
                out.append("HStack(spacing=${SnapshotNumber.format(widget.spacing)}, align=${widget.alignment}, fillsWidth=true) [children=${widget.children.size}]\n")
                widget.children.forEach { write(it, depth + 1, out) }
            }
            is Widget.Label -> {
                out.append("Text(content=${SnapshotString.quoted(widget.text)}, style=${widget.style}, color=${color(widget.color)}, weight=${widget.weight}")
                widget.maxLines?.let { out.append(", maxLines=$it") }
                out.append(")\n")
            }
            is Widget.Pill -> out.append("Badge(text=${SnapshotString.quoted(widget.text)}, color=${color(widget.color)})\n")
            Widget.Rule -> out.append("Divider\n")
            is Widget.Gap -> out.append(if (widget.weighted) "Spacer(weighted=true)\n" else "Spacer\n")
        }
    }

    /** An absent colour is `default` (§3.1). */
    private fun color(name: String?): String = if (name == null) "default" else SnapshotString.bareOrQuoted(name)
}
