package renderparity

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import renderparity.commands.VocabularyFiles
import java.io.File
import java.nio.file.Files
import java.security.MessageDigest

/**
 * The loader (spec/vocabulary.md): the built-in file, identity and hashes (§5), `extends`,
 * `replace` and enum cases (§4), and each error of §7 worded as `VocabularyError` words it.
 * scripts/vocabulary-agreement.sh holds these lines to the Swift reference's.
 */
class VocabularyLoaderTest {
    private fun error(text: String, file: String = "acme.json"): String {
        try {
            VocabularyLoader.load(utf8(text), file)
        } catch (failure: VocabularyException) {
            return failure.error.message
        }
        fail("expected $file not to load:\n$text")
        throw IllegalStateException()
    }

    /** A vocabulary with one node type whose fields are `fields` (JSON), and `more` top-level members. */
    private fun withFields(fields: String, more: String = ""): String =
        """{"format": 1, "name": "acme", "version": "1", "document": {}$more,
           "nodes": [{"type": "header", "line": "Header", "fields": [$fields]}]}"""

    private fun sha256(bytes: ByteArray): String =
        MessageDigest.getInstance("SHA-256").digest(bytes).joinToString("") { ((it.toInt() and 0xFF) + 0x100).toString(16).substring(1) }

    @Test
    fun theBuiltinVocabularyIsTheSpecFileLoadedByTheSameLoader() {
        val file = readBytes(File(TestPaths.root, "spec/dsl-nodes.json"))
        assertArrayEquals(file, BuiltinVocabularyFile.bytes())
        val builtin = Vocabulary.builtin
        assertEquals("renderparity-dsl", builtin.identity.name)
        assertEquals(sha256(file), builtin.identity.hash)
        assertEquals("renderparity-dsl 1 (${sha256(file).take(12)})", builtin.identity.description)
        assertEquals(NodeType.values().map { it.rawValue }, builtin.nodeTypes)
        val asFile = VocabularyLoader.load(file, "spec/dsl-nodes.json")
        assertEquals(builtin.identity, asFile.identity)
    }

    @Test
    fun contentHashIsSha256() {
        assertEquals("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad", ContentHash.sha256(utf8("abc")))
    }

    @Test
    fun anExtensionsHashIsTheBasesHashALineFeedAndItsBytes() {
        val text = """{"format": 1, "name": "plus", "version": "2", "extends": "builtin", "nodes": []}"""
        val vocabulary = VocabularyLoader.load(utf8(text), "plus.json")
        assertEquals(sha256(utf8(Vocabulary.builtin.identity.hash + "\n" + text)), vocabulary.identity.hash)
        assertEquals(Vocabulary.builtin.nodeTypes, vocabulary.nodeTypes)
    }

    @Test
    fun extendsAddsNodesReplacesListedOnesAndAppendsEnumCases() {
        val base = VocabularyFiles.load(TestPaths.acmeProps.path)
        val extended = VocabularyFiles.load(File(TestPaths.vocabularyCases, "acme-extended/vocabulary.json").path)
        assertEquals(base.nodeTypes + "Badge", extended.nodeTypes)
        assertEquals("Switch", extended.definition.nodes.first { it.type == "Toggle" }.line)
        assertEquals("Toggle", base.definition.nodes.first { it.type == "Toggle" }.line)
        assertEquals(listOf("low", "medium", "high", "urgent"), extended.definition.enumeration("Emphasis")?.cases)
        assertEquals(listOf("low", "medium", "high"), base.definition.enumeration("Emphasis")?.cases)
        assertEquals(listOf("round", "square"), extended.definition.enumeration("Shape")?.cases)
        assertEquals(base.definition.document, extended.definition.document)
        assertEquals(listOf("name", "props", "label", "on", "testTag"), extended.allowedMembers("Toggle"))
    }

    @Test
    fun documentAndFieldRules() {
        assertEquals("acme.json: \$.nodes[0].fields[0].type: unknown field type \"color\" (expected one of string, number, integer, " +
            "boolean, enum, node, nodes, records, stringList, stringRows)", error(withFields("""{"name": "tint", "type": "color"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0]: an optional number field needs a \"default\"",
                     error(withFields("""{"name": "padding", "type": "number"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0]: an optional boolean field needs a \"default\"",
                     error(withFields("""{"name": "on", "type": "boolean"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].default: the default is not true or false",
                     error(withFields("""{"name": "on", "type": "boolean", "default": 1}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].default: the default is outside 1…10",
                     error(withFields("""{"name": "n", "type": "integer", "minimum": 1, "maximum": 10, "default": 11}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].default: the default is not an integer",
                     error(withFields("""{"name": "n", "type": "integer", "default": 1.5}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].enum: unknown enum \"Size\" (expected a name in \"enums\")",
                     error(withFields("""{"name": "size", "type": "enum", "enum": "Size", "default": "s"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].default: default \"xl\" is not one of s, m",
                     error(withFields("""{"name": "size", "type": "enum", "enum": "Size", "default": "xl"}""", """, "enums": {"Size": ["s", "m"]}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].absent: absent word \"empty\" cannot be told apart from a string (expected \"default\" or \"none\")",
                     error(withFields("""{"name": "color", "type": "string", "absent": "empty"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0]: an optional string has exactly one of \"absent\" and \"omitWhenAbsent\"",
                     error(withFields("""{"name": "color", "type": "string"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].count: \"count\" is not allowed for a field of type string",
                     error(withFields("""{"name": "title", "type": "string", "required": true, "count": "titles"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].attribute: \"weighted\" is not an attribute name (fillsWidth and weighted are the grammar's)",
                     error(withFields("""{"name": "w", "type": "string", "absent": "none", "attribute": "weighted"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[1].name: duplicate field \"title\" (first at \$.nodes[0].fields[0])",
                     error(withFields("""{"name": "title", "type": "string", "required": true}, {"name": "title", "type": "string", "required": true}""")))
        assertEquals("acme.json: \$.nodes[0].fields[1]: duplicate attribute \"x\" (first at \$.nodes[0].fields[0])",
                     error(withFields("""{"name": "a", "type": "string", "absent": "none", "attribute": "x"},
                                         {"name": "b", "type": "string", "absent": "none", "attribute": "x"}""")))
        assertEquals("acme.json: \$.nodes[0]: more than one field printed below the line (node, nodes, records, stringRows)",
                     error(withFields("""{"name": "child", "type": "node"}, {"name": "children", "type": "nodes"}""")))
        assertEquals("acme.json: \$.nodes[0].fields[0].record: unknown record \"Point\" (expected a name in \"records\")",
                     error(withFields("""{"name": "points", "type": "records", "record": "Point"}""")))
    }

    @Test
    fun namesAndTopLevelRules() {
        assertEquals("acme.json: \$.nodes[0].line: \"Row\" is not a line name ([A-Z][A-Za-z0-9]*, not Error, Unknown or Row)",
                     error("""{"format": 1, "name": "acme", "version": "1", "document": {}, "nodes": [{"type": "r", "line": "Row", "fields": []}]}"""))
        assertEquals("acme.json: \$.nodes[1].type: duplicate node type \"a\" (first at \$.nodes[0]); list it in \"replace\" to redefine it",
                     error("""{"format": 1, "name": "acme", "version": "1", "document": {}, "nodes": [
                         {"type": "a", "line": "A", "fields": []}, {"type": "a", "line": "B", "fields": []}]}"""))
        assertEquals("acme.json: \$.name: \"Acme\" is not a vocabulary name (1–64 of a-z, 0-9, '.', '_', '-', starting with a letter or digit)",
                     error("""{"format": 1, "name": "Acme", "version": "1", "document": {}, "nodes": []}"""))
        assertEquals("acme.json: \$.format: format 2 is not supported (expected 1)",
                     error("""{"format": 2, "name": "acme", "version": "1", "document": {}, "nodes": []}"""))
        assertEquals("acme.json: \$.colour: unknown member (expected one of format, name, version, description, extends, replace, " +
            "document, enums, commonFields, nodes, records)",
                     error("""{"format": 1, "name": "acme", "version": "1", "colour": "red", "document": {}, "nodes": []}"""))
        assertEquals("acme.json: \$.document: is missing (expected the document shape, or \"extends\")",
                     error("""{"format": 1, "name": "acme", "version": "1", "nodes": []}"""))
        assertEquals("acme.json: \$.document: a vocabulary that extends another keeps its document shape (no \"document\")",
                     error("""{"format": 1, "name": "acme", "version": "1", "extends": "builtin", "document": {}, "nodes": []}"""))
        assertEquals("acme.json: \$.nodes[0].type: duplicate node type \"text\" (the base vocabulary has it); list it in \"replace\" to redefine it",
                     error("""{"format": 1, "name": "acme", "version": "1", "extends": "builtin",
                         "nodes": [{"type": "text", "line": "Words", "fields": []}]}"""))
        assertEquals("acme.json: \$.replace[0]: \"button\" is not a node type or record of the base vocabulary",
                     error("""{"format": 1, "name": "acme", "version": "1", "extends": "builtin", "replace": ["button"], "nodes": []}"""))
        assertEquals("acme.json: \$.enums.TextStyle[0]: duplicate enum case \"body\" (first at \$.enums.TextStyle)",
                     error("""{"format": 1, "name": "acme", "version": "1", "extends": "builtin", "enums": {"TextStyle": ["body"]}}"""))
        assertEquals("acme.json: \$.document.envelope.fields: an envelope has exactly one field of type node, and it is required",
                     error("""{"format": 1, "name": "acme", "version": "1", "document": {"envelope": {"fields": []}}, "nodes": []}"""))
        assertEquals("acme.json: \$.document.nodeKeys: \"nodeKeys\" is not allowed for a field of type a document without propsKey",
                     error("""{"format": 1, "name": "acme", "version": "1", "document": {"nodeKeys": ["children"]}, "nodes": []}"""))
        assertEquals("acme.json: \$: expected an object, found an array", error("[]"))
        assertEquals("acme.json: not a vocabulary: invalid JSON at line 1, column 2: unexpected end of input (expected a member name)",
                     error("{"))
    }

    @Test
    fun limitsAndExtendsChains() {
        val large = "{\"\$comment\": \"" + "x".repeat(VocabularyLimits.fileBytes) + "\"}"
        assertEquals("acme.json: ${large.length} bytes; a vocabulary file is at most 1048576 bytes (spec/vocabulary.md §6)", error(large))
        val cases = (0..256).joinToString(", ") { "\"c$it\"" }
        assertEquals("acme.json: \$.enums.E: more than 256 cases (spec/vocabulary.md §6)",
                     error("""{"format": 1, "name": "acme", "version": "1", "document": {}, "enums": {"E": [$cases]}, "nodes": []}"""))
        // a.json extends b.json extends a.json; and a chain of ten files, deeper than 8.
        val files = mapOf(
            "a.json" to """{"format": 1, "name": "a", "version": "1", "extends": "b.json", "nodes": []}""",
            "b.json" to """{"format": 1, "name": "b", "version": "1", "extends": "a.json", "nodes": []}""")
        val resolve = { reference: String, _: String ->
            VocabularyLoader.Source(reference, utf8(files[reference] ?: """{"format": 1, "name": "c", "version": "1",
                "extends": "${reference.removeSuffix(".json")}x.json", "nodes": []}"""))
        }
        try {
            VocabularyLoader.load(utf8(files.getValue("a.json")), "a.json", resolve)
            fail("a cycle loaded")
        } catch (failure: VocabularyException) {
            assertEquals("b.json: \$.extends: extends cycle: a.json → b.json → a.json", failure.error.message)
        }
        try {
            VocabularyLoader.load(utf8("""{"format": 1, "name": "c", "version": "1", "extends": "cx.json", "nodes": []}"""), "c.json", resolve)
            fail("a chain deeper than 8 loaded")
        } catch (failure: VocabularyException) {
            assertEquals("cxxxxxxx.json: \$.extends: extends chain deeper than 8", failure.error.message)
        }
        assertEquals("acme.json: \$.extends: cannot follow \"extends\" here: only \"builtin\" is known",
                     error("""{"format": 1, "name": "acme", "version": "1", "extends": "base.json", "nodes": []}"""))
    }

    @Test
    fun aMissingBaseFileIsOneLineNamingIt() {
        val folder = Files.createTempDirectory("vocabulary").toFile()
        try {
            val file = File(folder, "acme.json")
            file.writeText("""{"format": 1, "name": "acme", "version": "1", "extends": "missing.json", "nodes": []}""")
            VocabularyFiles.load(file.path)
            fail("a vocabulary whose base is missing loaded")
        } catch (failure: VocabularyException) {
            assertEquals("${File(folder, "missing.json").path}: no such file", failure.error.message)
        } finally {
            folder.deleteRecursively()
        }
    }

    /** The command line's loader names files as given (VocabularyCasesTest holds the messages to the manifest). */
    @Test
    fun everyErrorCaseFailsWithALineNamingItsFileAsGiven() {
        val folder = File(TestPaths.vocabularyCases, "errors")
        val bad = folder.listFiles { file -> file.name.endsWith(".json") }?.sortedBy { it.name } ?: emptyList()
        assertTrue("no bad vocabularies under $folder", bad.size > 50)
        for (file in bad) {
            try {
                VocabularyFiles.load(file.path)
                fail("${file.name} loaded")
            } catch (failure: VocabularyException) {
                assertTrue(failure.error.message, failure.error.message.startsWith(folder.path + "/"))
                assertTrue(failure.error.message, !failure.error.message.contains('\n'))
            }
        }
    }
}
