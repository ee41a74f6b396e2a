package renderparity

/**
 * What a vocabulary may hold (spec/vocabulary.md §6). Past these a file is an error that names
 * the limit, never a slow load or a crash: a vocabulary can come from anyone.
 * Twin of `VocabularyLimits.swift`.
 */
object VocabularyLimits {
    const val fileBytes: Int = 1 shl 20
    const val nodeTypes: Int = 1000
    const val fieldsPerRow: Int = 64
    /** Swift: `FieldID.limit`, what a tape entry can name. */
    const val memberNames: Int = 4096
    const val enumCases: Int = 256
    /** Names, node types and enum cases (Swift: what a `NameSignature` holds). */
    const val nameBytes: Int = 24
    const val extendsDepth: Int = 8
}

/** The rules for the names a vocabulary gives (spec/vocabulary.md §3), checked where they are read. */
internal object Names {
    /** Line names the grammar writes itself (render-snapshot.md §3.1, §3.4). */
    val reservedLines: Set<String> = setOf("Error", "Unknown", "Row")
    /** Attributes the grammar writes itself (render-snapshot.md §3.2). */
    val reservedAttributes: Set<String> = setOf("fillsWidth", "weighted")

    /** A member name, node type or enum case: 1–24 bytes (what the reader's name index holds). */
    fun checkKey(name: String, what: String, reader: VocabularyFileReader, at: JSONPath) {
        val count = utf8(name).size
        if (count < 1 || count > VocabularyLimits.nameBytes) {
            throw reader.error(VocabularyError.Problem.InvalidName(name, what, "1 to ${VocabularyLimits.nameBytes} bytes"), at)
        }
    }

    /** `[A-Z][A-Za-z0-9]*`, and not one the grammar owns: a line name is written bare. */
    fun checkLine(name: String, reader: VocabularyFileReader, at: JSONPath) {
        val bytes = utf8(name)
        if (bytes.isEmpty() || !isUpper(bytes[0]) || !bytes.all { isUpper(it) || isLower(it) || isDigit(it) } ||
            name in reservedLines) {
            throw reader.error(
                VocabularyError.Problem.InvalidName(name, "a line name", "[A-Z][A-Za-z0-9]*, not Error, Unknown or Row"), at)
        }
    }

    /** `[A-Za-z_][A-Za-z0-9_]*`: an attribute, count label, enum or record name, written bare. */
    fun checkIdentifier(name: String, what: String, reader: VocabularyFileReader, at: JSONPath) {
        val bytes = utf8(name)
        val underscore: Byte = 0x5F
        if (bytes.isEmpty() || !(isUpper(bytes[0]) || isLower(bytes[0]) || bytes[0] == underscore) ||
            !bytes.all { isUpper(it) || isLower(it) || isDigit(it) || it == underscore }) {
            throw reader.error(VocabularyError.Problem.InvalidName(name, what, "[A-Za-z_][A-Za-z0-9_]*"), at)
        }
    }

    // ASCII codes, not `Char.toByte()` (deprecated in current Kotlin).
    fun isUpper(byte: Byte): Boolean = byte in 0x41..0x5A
    fun isLower(byte: Byte): Boolean = byte in 0x61..0x7A
    fun isDigit(byte: Byte): Boolean = byte in 0x30..0x39

    fun utf8(text: String): ByteArray = text.toByteArray(Charsets.UTF_8)
}
