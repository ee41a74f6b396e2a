package com.example.renderer

/**
 * The example renderer's own UI tree: what a Compose renderer would build from a
 * document (a Column for a vstack, a Row for an hstack, …). Its snapshot, not the
 * library's, is what the tests compare with the goldens.
 */
sealed class Widget {
    class Column(val spacing: Double, val alignment: String, val children: List<Widget>) : Widget()
    class Row(val spacing: Double, val alignment: String, val children: List<Widget>) : Widget()
    class Label(val text: String, val style: String, val color: String?, val weight: String, val maxLines: Int?) : Widget()
    class Pill(val text: String, val color: String?) : Widget()
    object Rule : Widget()
    class Gap(val weighted: Boolean) : Widget()
}
