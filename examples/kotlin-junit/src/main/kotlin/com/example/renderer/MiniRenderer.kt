package com.example.renderer

import renderparity.DocumentDecoder
import renderparity.decode
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
        is UINode.VStack -> node.node.let { stack ->
            children(stack.children, inRow = false)?.let { Widget.Column(stack.spacing, stack.alignment.rawValue, it, stack.accessibilityLabel) }
        }
        is UINode.HStack -> node.node.let { stack ->
            children(stack.children, inRow = true)?.let { Widget.Row(stack.spacing, stack.alignment.rawValue, it, stack.accessibilityLabel) }
        }
        is UINode.Text -> node.node.let { Widget.Label(it.content, it.style.rawValue, it.color, it.weight.rawValue, it.maxLines, it.accessibilityLabel) }
        is UINode.Badge -> Widget.Pill(node.node.text, node.node.color, node.node.accessibilityLabel)
        is UINode.Divider -> Widget.Rule(node.node.accessibilityLabel)
        // In a row a spacer takes an equal share of the width (Modifier.weight(1f)).
        is UINode.Spacer -> Widget.Gap(weighted = inRow, label = node.node.accessibilityLabel)
        else -> null
    }

    private fun children(nodes: List<UINode>, inRow: Boolean): List<Widget>? {
        val widgets = nodes.map { widget(it, inRow) ?: return null }
        return widgets
    }
}
