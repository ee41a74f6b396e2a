package renderparity

import org.junit.Assert.assertEquals
import org.junit.Test

/**
 * The streaming path's shortcuts held to the paths without them. Twin of the record part of
 * `SnapshotPathsTests.swift`, with the port's own: what the reader stamps on the tape.
 *
 * - A record's members found by field position (`NodeDecoder.gatherRecord`, when the consumer
 *   wants no diagnostics) against `ObjectMembers` (the tree path, which wants them): records with
 *   their fields in every order, some absent, unknown members among them. An entry of another
 *   record taken as this one's (the stamp ignored) writes a field the record does not have.
 * - Node types and enumeration cases stamped by the reader (`JSONReader.read` with the
 *   vocabulary's names) against matching them on the tape: written plainly and with escapes, as
 *   names and as values, unknown types and cases outside their enumeration.
 * - The root's count written after its children (`NodeConsumer.countsLater`, `make`'s sink) against
 *   the count written first (a sink without it, and the tree): roots of 0 to 12,345 children,
 *   some dropped, some unknown, some holding children, with counts of one to five digits.
 */
class SnapshotPathsTest {
    private fun bothPaths(json: String): String {
        val streamed = RenderSnapshot.text(utf8(json))
        val tree = String(RenderSnapshot.make(DocumentDecoder.decode(utf8(json))), Charsets.UTF_8)
        assertEquals(json, tree, streamed)
        return streamed
    }

    @Test
    fun recordsByFieldPositionAreTheRecordsOfObjectMembers() {
        val members = listOf(""""label": "L"""", """"value": 2.5""", """"color": "red"""", """"x": 1""")
        val records = ArrayList<String>()
        val lines = ArrayList<String>()
        for (mask in 0 until 16) {
            // Every subset of the members, in turned orders; label and value are required.
            val chosen = members.indices.filter { mask shr it and 1 == 1 }
            if (0 !in chosen || 1 !in chosen) continue
            val turned = chosen.drop(mask % chosen.size) + chosen.take(mask % chosen.size)
            records.add("{" + turned.joinToString(", ") { members[it] } + "}")
            lines.add("  DataPoint(label=\"L\", value=2.5, color=${if (2 in chosen) "red" else "default"})")
        }
        // A record with none of the optional members after one that had them all.
        records.add("""{"value": -1, "label": "last"}""")
        lines.add("  DataPoint(label=\"last\", value=-1.0, color=default)")
        val json = """{"type": "chart", "variant": "bar", "title": "T", "data": [${records.joinToString(", ")}]}"""
        assertEquals((listOf("Chart(variant=bar, title=T) [dataPoints=${lines.size}]") + lines).joinToString("\n") + "\n", bothPaths(json))
        // A record that fails, after records that pass, fails the chart at its own index.
        assertEquals("Error(reason=missing_field, path=\"$.data[2].value\")\n",
                     RenderSnapshot.text(utf8("""{"type": "chart", "variant": "pie", "title": "T", "data": [{"label": "a", "value": 1}, {"value": 2, "label": "b"}, {"label": "c"}]}""")))
    }

    @Test
    fun theRootCountedAfterItsChildrenIsTheRootCountedFirst() {
        val children = listOf(
            """{"type": "text", "content": "t"}""", """{"type": "text"}""", """{"type": "spacer"}""", "3",
            """{"type": "hstack", "children": [{"type": "spacer"}, {"type": "badge"}, {"type": "badge", "text": "b"}]}""",
            """{"type": "nothing"}""", """{"type": "card", "child": {"type": "divider"}}""")
        for (count in listOf(0, 1, 2, 7, 9, 10, 11, 16, 17, 99, 100, 101, 999, 1000, 1001, 12_345)) {
            val elements = (0 until count).joinToString(", ") { children[it * 5 % children.size] }
            for (json in listOf("""{"type": "vstack", "children": [$elements]}""", """{"type": "hstack", "spacing": 2, "children": [$elements]}""",
                                """{"title": "T", "layout": {"type": "list", "items": [$elements]}}""")) {
                val read = JSONReader.read(utf8(json)) as JSONReadResult.Success
                val first = SnapshotSink(0).also { sink ->
                    DocumentDecoder.decodeRoot(read.document, NodeDecoder(read.document, Vocabulary.builtin, sink))
                }.bytes
                assertEquals(json.take(80), String(first, Charsets.UTF_8), bothPaths(json))
                // Again: this run writes over the buffer the one before kept (`RunBuffers`).
                assertEquals(json.take(80), String(first, Charsets.UTF_8), RenderSnapshot.text(utf8(json)))
            }
        }
    }

    @Test
    fun typesAndCasesStampedByTheReaderAreTheOnesMatchedOnTheTape() {
        val documents = listOf(
            """{"type": "vstack", "alignment": "leading", "children": [{"type": "text", "content": "a", "style": "title", "weight": "bold"}]}""",
            """{"\u0074ype": "vst\u0061ck", "alignment": "tr\u0061iling", "children": [{"type": "te\u0078t", "content": "a", "st\u0079le": "headline"}]}""",
            """{"type": "vstack", "alignment": "sideways", "children": [{"type": "nothing"}, {"type": "text", "content": "b", "style": "loud"}]}""",
            """{"type": "hstack", "children": [{"type": "stat", "label": "l", "value": "v", "icon": "car.fill"}, {"type": "text", "content": "type"}]}""",
            """{"type": "list", "items": [{"type": "text", "content": "text", "style": "style"}, {"type": 3}, {"alignment": "leading"}]}""")
        for (json in documents) {
            val plain = JSONReader.read(utf8(json)) as JSONReadResult.Success
            val expected = SnapshotSink(0).also { sink ->
                DocumentDecoder.decodeRoot(plain.document, NodeDecoder(plain.document, Vocabulary.builtin, sink))
            }.bytes
            assertEquals(json, String(expected, Charsets.UTF_8), RenderSnapshot.text(utf8(json)))
            // Twice more: the second and third run write over the buffers the one before kept (`RunBuffers`).
            assertEquals(json, String(expected, Charsets.UTF_8), RenderSnapshot.text(utf8(json)))
        }
        // The stamps are there: without them each would be matched again (and still agree).
        val vocabulary = Vocabulary.builtin
        val json = utf8(documents[1])
        val read = JSONReader.read(json, vocabulary.names, null, vocabulary.types, vocabulary.typeKey, vocabulary.enumerations)
        val tape = (read as JSONReadResult.Success).document.tape
        val fields = tape.fields!!
        assertEquals(vocabulary.typeKey + 2, fields[1].toInt())
        assertEquals(vocabulary.types.find("vstack") + 2, fields[2].toInt())
    }
}
