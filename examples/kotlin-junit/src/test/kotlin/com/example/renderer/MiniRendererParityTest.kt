package com.example.renderer

import org.junit.Assert.fail
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized
import renderparity.junit4.ParityAssert
import renderparity.testing.ParityCorpus
import renderparity.testing.ParityFixture

/**
 * One test per fixture the renderer can show, over the whole corpus (new fixtures
 * are picked up without editing this file). The corpus is found above the working
 * folder, or where RENDERPARITY_CORPUS says; with RENDERPARITY_ARTIFACTS=DIR every
 * output is kept for `parity compare --actual DIR`.
 */
@RunWith(Parameterized::class)
class MiniRendererParityTest(private val fixture: ParityFixture) {
    companion object {
        @JvmStatic
        @Parameterized.Parameters(name = "{0}")
        fun fixtures(): List<ParityFixture> {
            val corpus = ParityCorpus.default
            val supported = corpus.fixtures().filter { MiniRenderer.render(it.bytes()) != null }
            // A Parameterized test with no parameters passes; a renderer that shows nothing must not.
            if (supported.isEmpty()) throw AssertionError("MiniRenderer can show none of the fixtures in $corpus")
            return supported
        }
    }

    @Test
    fun matchesGolden() {
        val widget = MiniRenderer.render(fixture.bytes()) ?: return fail("${fixture.name}: MiniRenderer cannot show it any more")
        ParityAssert.assertParity(fixture, WidgetSnapshot.text(widget))
    }
}
