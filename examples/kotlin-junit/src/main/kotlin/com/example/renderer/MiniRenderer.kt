package com.example.renderer

import renderparity.DocumentDecoder
import renderparity.UINode

/**
 * A deliberately small renderer: stacks, text, badges, dividers and spacers.
 * `render` is null for a document it cannot show (another node type, or a
 * document that does not decode); the tests check every fixture it can.
 */
object MiniRenderer {
    fun render(json: ByteArray): Widget? {
        val node = DocumentDecoder.decode(json).node ?: return null
        return widget(node, inRow = false)
    }

    private fun widget(node: UINode, inRow: Boolean): Widget? = when (node) {
        is UINode.VStack -> children(node.stack.children, inRow = false)?.let { Widget.Column(node.stack.spacing, node.stack.alignment.rawValue, it) }
        is UINode.HStack -> children(node.stack.children, inRow = true)?.let { Widget.Row(node.stack.spacing, node.stack.alignment.rawValue, it) }
        is UINode.Text -> node.text.let { Widget.Label(it.content, it.style.rawValue, it.color, it.weight.rawValue, it.maxLines) }
        is UINode.Badge -> Widget.Pill(node.badge.text, node.badge.color)
        UINode.Divider -> Widget.Rule
        // In a row a spacer takes an equal share of the width (Modifier.weight(1f)).
        UINode.Spacer -> Widget.Gap(weighted = inRow)
        else -> null
    }

    private fun children(nodes: List<UINode>, inRow: Boolean): List<Widget>? {
        val widgets = nodes.map { widget(it, inRow) ?: return null }
        return widgets
    }
}
