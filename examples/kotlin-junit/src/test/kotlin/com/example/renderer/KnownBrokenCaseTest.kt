package com.example.renderer

import org.junit.Assert.assertThrows
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import renderparity.junit4.ParityAssert
import renderparity.junit4.ParityAssertionError
import renderparity.testing.ParityCorpus

/**
 * What a failure looks like. A renderer bug, on purpose: badges without a colour
 * come out gray instead of the DSL's `default`. The test expects the assertion to
 * fail (so the build stays green) and prints the diff it fails with.
 */
class KnownBrokenCaseTest {
    /** The bug: a default colour of its own. */
    private fun grayBadges(widget: Widget): Widget = when (widget) {
        is Widget.Column -> Widget.Column(widget.spacing, widget.alignment, widget.children.map(::grayBadges), widget.label)
        is Widget.Row -> Widget.Row(widget.spacing, widget.alignment, widget.children.map(::grayBadges), widget.label)
        is Widget.Pill -> Widget.Pill(widget.text, widget.color ?: "gray", widget.label)
        else -> widget
    }

    @Test
    fun aWrongDefaultColourFailsWithTheDiff() {
        val fixture = ParityCorpus.default.fixture("nodes/badge.json")
        val widget = MiniRenderer.render(fixture.bytes()) ?: return fail("MiniRenderer cannot show ${fixture.name}")
        val failure = assertThrows(ParityAssertionError::class.java) {
            ParityAssert.assertParity(fixture, WidgetSnapshot.text(grayBadges(widget)))
        }
        println("KnownBrokenCaseTest: the deliberately broken renderer fails with\n${failure.message}\n")
        val lines = failure.message.lines()
        assertTrue(lines.contains("--- golden test-snapshots/nodes/badge.txt"))
        assertTrue(lines.any { it.endsWith(" - " + "  Badge(text=\"New\", color=default)") })
        assertTrue(lines.any { it.endsWith(" + " + "  Badge(text=\"New\", color=gray)") })
    }
}
