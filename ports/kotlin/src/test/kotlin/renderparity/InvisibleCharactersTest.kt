package renderparity

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Test

/** Units (spec/diff-format.md §6.1) and display strings (§6.2). */
class InvisibleCharactersTest {
    private fun bytes(vararg values: Int) = ByteArray(values.size) { values[it].toByte() }

    private fun invalid(vararg values: Int) = IntArray(values.size) { -1 - values[it] }

    @Test
    fun wellFormedSequencesAreOneUnit() {
        assertArrayEquals(intArrayOf(0x41, 0x20AC, 0x1F600), InvisibleCharacters.units(utf8("A\u20AC\uD83D\uDE00")))
    }

    @Test
    fun overlongSurrogateAndTooLargeAreInvalidBytesOneByOne() {
        assertArrayEquals(invalid(0xC0, 0x80), InvisibleCharacters.units(bytes(0xC0, 0x80)))
        assertArrayEquals(invalid(0xED, 0xA0, 0x80), InvisibleCharacters.units(bytes(0xED, 0xA0, 0x80)))
        assertArrayEquals(invalid(0xF4, 0x90, 0x80, 0x80), InvisibleCharacters.units(bytes(0xF4, 0x90, 0x80, 0x80)))
        assertArrayEquals(invalid(0xE2, 0x82) + intArrayOf(0x41), InvisibleCharacters.units(bytes(0xE2, 0x82, 0x41)))
        assertEquals(1, InvisibleCharacters.firstInvalidByte(bytes(0x41, 0xFF)))
        assertEquals(-1, InvisibleCharacters.firstInvalidByte(utf8("\u00E9")))
    }

    @Test
    fun everyLineEscapesControlsCarriageReturnsAndInvalidBytes() {
        val units = InvisibleCharacters.units(bytes(0x0D, 0x01, 0xFF, 0xE2, 0x80, 0xAE))
        val expected = listOf("\u240D", "<U+0001>", "<0xFF>", "<U+202E>")
        assertEquals(expected, InvisibleCharacters.display(units, changed = false))
        assertEquals(expected, InvisibleCharacters.display(units, changed = true))
    }

    @Test
    fun changedLinesAlsoShowTabsTrailingSpacesAndInvisibleSpaces() {
        val units = InvisibleCharacters.units(utf8("\ta b\u00A0\uDB40\uDC41  "))
        assertEquals(listOf("\t", "a", " ", "b", "\u00A0", "\uDB40\uDC41", " ", " "), InvisibleCharacters.display(units, changed = false))
        assertEquals(listOf("\u2409", "a", " ", "b", "<U+00A0>", "<U+E0041>", "\u00B7", "\u00B7"), InvisibleCharacters.display(units, changed = true))
    }
}
