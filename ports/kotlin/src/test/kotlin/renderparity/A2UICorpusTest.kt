package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import org.junit.runner.RunWith
import org.junit.runners.Parameterized
import renderparity.commands.FixtureInput
import renderparity.commands.ProjectFile
import renderparity.commands.goldenName
import renderparity.commands.listFiles
import java.io.File

/**
 * One test per A2UI stream of `examples/a2ui/<corpus>/` (spec/a2ui.md §7): read as its project
 * file says, through the adapter and the decoder with the corpus' imported vocabulary, its
 * snapshot must equal its golden byte for byte.
 */
@RunWith(Parameterized::class)
class A2UICorpusTest(private val corpus: String, private val fixture: String) {
    companion object {
        val corpora = listOf("basic", "minimal")

        fun root(corpus: String): File = File(TestPaths.root, "examples/a2ui/$corpus")

        @JvmStatic
        @Parameterized.Parameters(name = "{0}/{1}")
        fun fixtures(): Collection<Array<Any>> = corpora.flatMap { corpus ->
            val names = listFiles(ProjectFile.read(root(corpus)).fixturesFolder, ".json")
            if (names.isEmpty()) throw AssertionError("no A2UI streams under ${root(corpus)}")
            names.map { arrayOf<Any>(corpus, it) }
        }
    }

    @Test
    fun snapshotMatchesGolden() {
        val project = ProjectFile.read(root(corpus))
        assertEquals(FixtureInput.A2UI, project.documents)
        val golden = File(project.snapshotsFolder, goldenName(fixture))
        if (!golden.isFile) fail("$corpus/$fixture: no golden at $golden")
        val actual = project.documents.snapshot(readBytes(File(project.fixturesFolder, fixture)), project.loadVocabulary())
        val difference = GoldenDiff.describe("$corpus/$fixture", goldenName(fixture), readBytes(golden), actual)
        if (difference != null) fail(difference)
    }
}

/** The adapter's own cases, worded and placed as spec/a2ui.md §6 says, and what the corpus does not show. */
class A2UIStreamTest {
    private val vocabulary: Vocabulary by lazy { ProjectFile.read(A2UICorpusTest.root("minimal")).loadVocabulary() }

    private fun snapshot(stream: String): String = String(A2UIStream.snapshot(utf8(stream), vocabulary), Charsets.UTF_8)

    private fun failure(stream: String): A2UIFailure {
        val made = A2UIStream.documents(utf8(stream), vocabulary)
        if (made !is A2UIStream.Documents.Failure) throw AssertionError("expected a failure for $stream")
        return made.failure
    }

    private fun create(id: String) = """{"version":"v0.10","createSurface":{"surfaceId":"$id","catalogId":"c"}}"""

    private fun components(id: String, vararg components: String) =
        """{"version":"v0.10","updateComponents":{"surfaceId":"$id","components":[${components.joinToString(",")}]}}"""

    @Test
    fun noSurfaceLeftIsOneLine() {
        assertEquals("NoSurface\n", snapshot("[]"))
        assertEquals("NoSurface\n", snapshot("[${create("a")},{\"version\":\"v0.10\",\"deleteSurface\":{\"surfaceId\":\"a\"}}]"))
    }

    @Test
    fun messageForAnUnknownSurfaceNamesItsPath() {
        val failure = failure("{\"messages\":[${components("nowhere", "{\"id\":\"root\",\"component\":\"Text\",\"text\":\"x\"}")}]}")
        assertEquals("\$.messages[0].updateComponents.surfaceId: no surface \"nowhere\" (never created, or deleted)", failure.message)
        assertEquals("Error(reason=invalid_value, path=\"\$.messages[0].updateComponents.surfaceId\")\n",
                     snapshot("{\"messages\":[${components("nowhere")}]}"))
    }

    @Test
    fun jsonLinesNameTheLineThatIsNotJSON() {
        val failure = failure(create("a") + "\n\n{not json}\n")
        assertTrue(failure.message, failure.message.startsWith("JSON Lines line 3: invalid JSON at line 1, column 2"))
        assertEquals("Error(reason=invalid_json)\n", snapshot(create("a") + "\n{\n"))
    }

    @Test
    fun aCycleIsAnErrorAtTheIdThatClosesIt() {
        val stream = "[${create("a")},${components("a",
            "{\"id\":\"root\",\"component\":\"Column\",\"children\":[\"b\"]}",
            "{\"id\":\"b\",\"component\":\"Column\",\"children\":[\"root\"]}")}]"
        assertEquals("Error(reason=invalid_value, path=\"\$[1].updateComponents.components[1].children[0]\")\n", snapshot(stream))
    }

    @Test
    fun aChainPastTheDepthLimitIsAnErrorNotAStackOverflow() {
        val chain = (0 until 10_000).map { "{\"id\":\"${if (it == 0) "root" else "c$it"}\",\"component\":\"Column\",\"children\":[\"c${it + 1}\"]}" }
        val failure = failure("[${create("a")},${components("a", *chain.toTypedArray())}]")
        assertEquals(FailureReason.DEPTH_LIMIT, failure.reason)
        assertEquals("\$[1].updateComponents.components[98].children[0]", failure.path.toString())
    }

    @Test
    fun dataModelUpdatesReplaceAppendAndRemove() {
        val model = DataModel()
        assertEquals(null, model.update(JSONPointer.of("/list/0", JSONPointer.root), A2UIValue.Str("a")))
        assertEquals("{\"list\":{\"0\":\"a\"}}", A2UIText.json(model.root))
        assertEquals(null, model.update(JSONPointer.of("/list", JSONPointer.root), A2UIValue.Arr(listOf(A2UIValue.Number(1.5)))))
        assertEquals(null, model.update(JSONPointer.of("/list/1", JSONPointer.root), A2UIValue.Bool(true)))
        assertEquals("{\"list\":[1.5,true]}", A2UIText.json(model.root))
        assertEquals(DataModel.UpdateProblem.IndexPastEnd("3", 2), model.update(JSONPointer.of("/list/3", JSONPointer.root), A2UIValue.Str("x")))
        assertEquals(DataModel.UpdateProblem.NotAnIndex("x"), model.update(JSONPointer.of("/list/x", JSONPointer.root), A2UIValue.Str("x")))
        assertEquals(null, model.update(JSONPointer.of("/list/0", JSONPointer.root), null))
        assertEquals("{\"list\":[true]}", A2UIText.json(model.root))
    }

    @Test
    fun numbersAndStringsAreWrittenAsJavaScriptWritesThem() {
        assertEquals("3", A2UIText.number(3.0))
        assertEquals("0", A2UIText.number(-0.0))
        assertEquals("0.0000001", A2UIText.number(1e-7))
        assertEquals("1000000000000000000000", A2UIText.number(1e21))
        assertEquals("-9007199254740994", A2UIText.number(-9007199254740994.0))
        assertEquals("\"a\\u0001\\n\\\"é\"", A2UIText.quoted("a\u0001\n\"é"))
    }
}
