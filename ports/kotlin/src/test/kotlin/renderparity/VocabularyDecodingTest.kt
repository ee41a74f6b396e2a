package renderparity

import org.junit.Assert.assertEquals
import org.junit.Test
import renderparity.commands.VocabularyFiles
import java.io.File

/**
 * Decoding with a loaded vocabulary (spec/vocabulary.md §2, §3.3): the props shape, booleans
 * printed `true`/`false`, integer defaults and ranges, an envelope of its own, and the built-in
 * vocabulary extended with a node. Both snapshot paths (the streaming sink and, for the built-in
 * types, the model) are checked where they apply.
 */
class VocabularyDecodingTest {
    private val acme: Vocabulary by lazy { VocabularyFiles.load(TestPaths.acmeProps.path) }

    private fun snapshot(json: String, vocabulary: Vocabulary = acme): String = RenderSnapshot.text(utf8(json), vocabulary)

    private fun diagnostics(json: String, vocabulary: Vocabulary = acme): List<String> =
        DocumentDecoder.diagnose(utf8(json), vocabulary).diagnostics.map { it.description }

    @Test
    fun fieldsAreReadFromThePropsObjectExceptTheNodeKeys() {
        assertEquals(
            "Column(gap=12) [children=1]\n  Header(title=\"Hi\", level=high, subtitle=none, icon=none)\n",
            snapshot("""{"name": "Column", "props": {"gap": 12}, "children": [{"name": "Header", "props": {"title": "Hi", "emphasis": "high"}}]}"""))
        // Children inside the props object are not the node's: Row's required children are missing.
        assertEquals("Error(reason=missing_field, path=\"$.children\")\n",
                     snapshot("""{"name": "Row", "props": {"children": []}}"""))
        // A title beside the props object is not read either.
        assertEquals("Error(reason=missing_field, path=\"$.props.title\")\n", snapshot("""{"name": "Header", "title": "Hi"}"""))
        assertEquals(listOf("$.title: unknown member of Header; ignored", "$.props.extra: unknown member of Header; ignored"),
                     diagnostics("""{"name": "Header", "title": "Hi", "props": {"title": "Hi", "extra": 1}}"""))
    }

    @Test
    fun anAbsentOrNullPropsObjectLeavesEveryPropsFieldAbsentAndAnyOtherFailsTheNode() {
        assertEquals("Column(gap=8) [children=0]\n", snapshot("""{"name": "Column"}"""))
        assertEquals("Column(gap=8) [children=0]\n", snapshot("""{"name": "Column", "props": null}"""))
        assertEquals("Error(reason=wrong_type, path=\"$.props\")\n", snapshot("""{"name": "Column", "props": 3}"""))
        assertEquals("Column(gap=8) [children=1]\n  Column(gap=8) [children=0]\n",
                     snapshot("""{"name": "Column", "children": [{"name": "Header", "props": "x"}, {"name": "Column"}]}"""))
    }

    @Test
    fun booleansPrintTrueOrFalseAndFallBackToTheirDefault() {
        assertEquals("Toggle(label=\"a\", on=false, enabled=true)\n", snapshot("""{"name": "Toggle", "props": {"label": "a", "on": false}}"""))
        assertEquals("Toggle(label=\"a\", on=true, enabled=false)\n",
                     snapshot("""{"name": "Toggle", "props": {"label": "a", "on": true, "enabled": false}}"""))
        assertEquals("Toggle(label=\"a\", on=true, enabled=true)\n",
                     snapshot("""{"name": "Toggle", "props": {"label": "a", "on": true, "enabled": "false"}}"""))
        assertEquals(listOf("$.props.enabled: expected a boolean, found a string; using true"),
                     diagnostics("""{"name": "Toggle", "props": {"label": "a", "on": true, "enabled": "false"}}"""))
        // A required boolean that is not one fails its node.
        assertEquals("Error(reason=wrong_type, path=\"$.props.on\")\n", snapshot("""{"name": "Toggle", "props": {"label": "a", "on": 0}}"""))
    }

    @Test
    fun integersTakeTheirDefaultOrAreLeftOutOutsideTheirRange() {
        assertEquals("Column(gap=64) [children=0]\n", snapshot("""{"name": "Column", "props": {"gap": 64}}"""))
        assertEquals("Column(gap=8) [children=0]\n", snapshot("""{"name": "Column", "props": {"gap": 65}}"""))
        assertEquals(listOf("$.props.gap: expected an integer from 0 to 64, found 2.5; using 8"),
                     diagnostics("""{"name": "Column", "props": {"gap": 2.5}}"""))
        assertEquals("Toggle(label=\"a\", on=true, enabled=true, maxWidth=3)\n",
                     snapshot("""{"name": "Toggle", "props": {"label": "a", "on": true, "maxWidth": 3}}"""))
        assertEquals("Toggle(label=\"a\", on=true, enabled=true)\n",
                     snapshot("""{"name": "Toggle", "props": {"label": "a", "on": true, "maxWidth": 0}}"""))
        assertEquals(listOf("$.props.maxWidth: expected an integer from 1 to 2147483647, found 0.0; ignored"),
                     diagnostics("""{"name": "Toggle", "props": {"label": "a", "on": true, "maxWidth": 0}}"""))
    }

    @Test
    fun theVocabularysEnvelopeHoldsTheRoot() {
        assertEquals("Header(title=\"Hi\", level=medium, subtitle=none, icon=none)\n",
                     snapshot("""{"screen": "Home", "body": {"name": "Header", "props": {"title": "Hi"}}}"""))
        assertEquals("Error(reason=missing_field, path=\"$.body\")\n", snapshot("""{"screen": "Home"}"""))
        assertEquals(listOf("$.screen: missing (expected a string)"),
                     diagnostics("""{"body": {"name": "Header", "props": {"title": "Hi"}}}"""))
        // The built-in DSL's envelope is not this vocabulary's: a UIResponse is an unknown node without `name`.
        assertEquals("Error(reason=missing_field, path=\"$.name\")\n", snapshot("""{"title": "t", "layout": {"type": "text", "content": "x"}}"""))
    }

    @Test
    fun recordsAndIconsFollowTheVocabulary() {
        assertEquals("Pie(ratio=1.0) [slices=1]\n  Slice(label=\"a\", share=0.5, highlighted=true)\n",
                     snapshot("""{"name": "Pie", "props": {"slices": [{"label": "a", "share": 0.5, "highlighted": true}]}}"""))
        assertEquals("Error(reason=wrong_type, path=\"$.props.slices\")\n", snapshot("""{"name": "Pie", "props": {"slices": {}}}"""))
        val icons = DocumentDecoder.diagnose(utf8("""{"name": "Header", "props": {"title": "t", "icon": "star"}}"""), acme, collectIcons = true).icons
        assertEquals(listOf(IconUse("star", JSONPath.root.appending("props").appending("icon"))), icons)
    }

    @Test
    fun anOptionalRecordsFieldIsUsableOnlyWhenEveryRecordDecodes() {
        assertEquals("Legend [entries=1]\n  Slice(label=\"a\", share=0.5, highlighted=false)\n",
                     snapshot("""{"name": "Legend", "props": {"entries": [{"label": "a", "share": 0.5}]}}"""))
        assertEquals("Legend [entries=0]\n", snapshot("""{"name": "Legend", "props": {"entries": [{"label": "a", "share": 0.5}, {"label": "b"}]}}"""))
        assertEquals(listOf("$.props.entries: expected an array of slices, found an array; ignored"),
                     diagnostics("""{"name": "Legend", "props": {"entries": [{"label": "a", "share": 0.5}, {"label": "b"}]}}"""))
        assertEquals("Legend [entries=0]\n", snapshot("""{"name": "Legend"}"""))
    }

    @Test
    fun aVocabularyThatExtendsTheBuiltinOneKeepsItsNodesAndAddsItsOwn() {
        val button = VocabularyFiles.load(File(TestPaths.vocabularyCases, "acme-dsl/vocabulary.json").path)
        val json = """{"type": "vstack", "children": [{"type": "button", "title": "Go"}, {"type": "button", "title": "x", "badgeCount": 1000},
                       {"type": "text", "content": "t"}]}"""
        assertEquals(
            "VStack(spacing=8.0, align=center) [children=3]\n  Button(title=\"Go\", enabled=true, style=filled, badgeCount=0)\n" +
                "  Button(title=\"x\", enabled=true, style=filled, badgeCount=0)\n" +
                "  Text(content=\"t\", style=body, color=default, weight=regular)\n",
            snapshot(json, button))
        // The built-in vocabulary does not know the button.
        assertEquals("VStack(spacing=8.0, align=center) [children=3]\n  Unknown(type=\"button\")\n  Unknown(type=\"button\")\n" +
                         "  Text(content=\"t\", style=body, color=default, weight=regular)\n", snapshot(json, Vocabulary.builtin))
    }
}
