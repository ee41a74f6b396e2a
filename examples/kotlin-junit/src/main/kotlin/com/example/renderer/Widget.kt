package com.example.renderer

/**
 * The example renderer's own UI tree: what a Compose renderer would build from a
 * document (a Column for a vstack, a Row for an hstack, …), with the accessibility
 * label it would give the semantics tree. Its snapshot, not the library's, is what
 * the tests compare with the goldens.
 */
sealed class Widget {
    abstract val label: String?

    class Column(val spacing: Double, val alignment: String, val children: List<Widget>, override val label: String?) : Widget()
    class Row(val spacing: Double, val alignment: String, val children: List<Widget>, override val label: String?) : Widget()
    class Label(val text: String, val style: String, val color: String?, val weight: String, val maxLines: Int?, override val label: String?) : Widget()
    class Pill(val text: String, val color: String?, override val label: String?) : Widget()
    class Rule(override val label: String?) : Widget()
    class Gap(val weighted: Boolean, override val label: String?) : Widget()
}
