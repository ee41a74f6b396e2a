package renderparity

/**
 * Reads bytes into a `JSONDocument`, or says why the document is rejected (spec §1.1, §1.2).
 *
 * Twin of `JSON/JSONReader.swift`. The reader keeps its own stack of open
 * containers instead of recursing, so no input (100,000 nested `[` included)
 * can overflow the call stack. It always reads to the end: a syntax error
 * anywhere outranks a depth or duplicate-key failure found earlier (§1.2).
 */
object JSONReader {
    /** Deepest allowed nesting; the root container is level 1 (§1.2). */
    const val MAXIMUM_DEPTH = 256

    /**
     * Strings of this many bytes, and arrays and objects of this many members, are refused as
     * `invalid_json` ("too large for this reader", §1.1). Swift: `JSONDocument.Entry.countLimit`.
     */
    const val COUNT_LIMIT = 1 shl 28

    @JvmStatic
    fun read(bytes: ByteArray): JSONReadResult = read(bytes, null)

    /**
     * Reads `bytes`, recognising the member names in `names` (a vocabulary's) as it goes
     * (`JSONDocument.Tape.fields`): the decoder then matches fields by number, not by name, and
     * duplicate names that are fields are found by a bit each. With `types` (the vocabulary's
     * node types) and `typeKey`, each string value of a member named `typeKey` is stamped with its
     * position among `types` too, while its bytes are in the cache: the decoder read them again
     * for every node it checked, long after, and the most samples of its time were that read
     * missing the cache. `reusing`: a tape no document holds any more (`RunBuffers`). `fast`:
     * false reads by `run` alone, to time the exact walk against the fast one (`readFast`).
     */
    internal fun read(
        bytes: ByteArray, recognising: NameIndex?, reusing: JSONDocument.Tape? = null, types: NameIndex? = null, typeKey: Int = -1,
        enumerations: Array<NameIndex?>? = null, fast: Boolean = true
    ): JSONReadResult {
        val names = recognising?.takeIf { it.count < JSONDocument.Tape.MAXIMUM_FIELDS }
        val recognisedTypes = types?.takeIf { names != null && typeKey >= 0 && it.count < JSONDocument.Tape.MAXIMUM_FIELDS }
        val recognisedEnumerations = enumerations?.takeIf { names != null && it.size == names.count }
        var tape = reusing
        if (fast) {
            // A valid document is read once, by the fast path; anything it leaves is read again
            // by `run`, onto the same arrays (`JSONScannerFastPath.kt`).
            val walk = JSONScanner(bytes, names, tape, recognisedTypes, typeKey, recognisedEnumerations)
            if (walk.readFast()) return JSONReadResult.Success(JSONDocument(bytes, walk.tape))
            tape = walk.tape
        }
        val scanner = JSONScanner(bytes, names, tape, recognisedTypes, typeKey, recognisedEnumerations)
        val failure = scanner.run()
        return if (failure != null) JSONReadResult.Failure(failure) else JSONReadResult.Success(JSONDocument(bytes, scanner.tape))
    }
}

/** Swift's `Result<JSONDocument, JSONReadFailure>`. */
sealed class JSONReadResult {
    class Success(val document: JSONDocument) : JSONReadResult()
    class Failure(val failure: JSONReadFailure) : JSONReadResult()
}

/** The reader's state while it walks one document. */
internal class JSONScanner(
    val buffer: ByteArray,
    internal val names: NameIndex? = null,
    reusing: JSONDocument.Tape? = null,
    internal val types: NameIndex? = null,
    internal val typeKey: Int = -1,
    /** By `FieldID`, the cases a member's string value is stamped with (`Vocabulary.enumerations`). */
    internal val enumerations: Array<NameIndex?>? = null
) {
    /** One open container. Frames are kept for reuse (`frames`): one per container was an allocation for each. */
    class Frame {
        var tapeIndex = 0
        var isObject = false
        var count = 0
        /** The key of the member being read (objects). */
        var currentKey = -1
        /** The recognised field that key names, or -1 (none, not recognised, or an array). */
        var currentField = -1
        val keys = DuplicateKeyTracker()

        fun reset(tapeIndex: Int, isObject: Boolean) {
            this.tapeIndex = tapeIndex
            this.isObject = isObject
            count = 0
            currentKey = -1
            currentField = -1
            keys.clear()
        }
    }

    var position = 0
    /** Room for one entry per 8 bytes: what a typical document needs, so the tape seldom regrows. */
    val tape = JSONDocument.Tape(Math.max(16, buffer.size / 8), names, reusing, types, enumerations)
    val stack = ArrayList<Frame>()
    /** The names' table of common short ones (`shortKey`), or null when no names are recognised. */
    internal val shortNames: ShortNameTable? = names?.shortNames
    /** The innermost open container (`stack`'s last), or null: read for every value and name, so kept in a field. */
    private var current: Frame? = null
    /** Every frame made so far, by depth, reused by later containers at that depth. */
    private val frames = ArrayList<Frame>()
    var depthFailure: JSONReadFailure? = null
    var duplicateFailure: JSONReadFailure? = null

    /** The byte at `index` as 0…255. */
    fun byteAt(index: Int): Int = buffer[index].toInt() and 0xFF

    /**
     * The eight bytes of `buffer` from `index`, little-endian (`shortKey`, `scanString`), or an
     * `IndexOutOfBoundsException` when they are not all in it, as a `ByteBuffer` view says. Read
     * by `Unsafe.getLong`, an intrinsic, after the bounds check: a view made for each read (which
     * the JIT took apart) was about 500 bytes of bytecode where it was inlined, and the fast
     * path (`readFast`), which inlines a dozen of them, passed the JIT's budget for inlining
     * into one method and then called even its field getters. A view kept in a field was loaded
     * and its byte order tested on every read, and a `VarHandle` cannot be called from this
     * port's Kotlin.
     */
    fun wordAt(index: Int): Long {
        val bytes = buffer
        if (index < 0 || index > bytes.size - 8) throw IndexOutOfBoundsException("word at $index of ${bytes.size}")
        val unsafe = UNSAFE ?: return wordThroughView(index)
        val word = unsafe.getLong(bytes, BYTES_BASE + index)
        return if (LITTLE_ENDIAN) word else java.lang.Long.reverseBytes(word)
    }

    /** `wordAt` where the runtime gives no `Unsafe`: a view per read, apart so `wordAt` stays small. */
    private fun wordThroughView(index: Int): Long =
        java.nio.ByteBuffer.wrap(buffer).order(java.nio.ByteOrder.LITTLE_ENDIAN).getLong(index)

    // MARK: - Structure

    /** Reads the whole document; returns the failure that decides (§1.2), or null. */
    fun run(): JSONReadFailure? {
        if (buffer.size >= 3 && byteAt(0) == 0xEF && byteAt(1) == 0xBB && byteAt(2) == 0xBF) position = 3
        try {
            // One flat loop: a container's contents are read by later turns, never by a nested call.
            var expectingValue = true
            while (true) {
                if (expectingValue) {
                    expectingValue = readValue()
                    continue
                }
                val frame = current ?: break
                skipWhitespace()
                if (position >= buffer.size) {
                    throw failure(if (frame.isObject) Messages.JSON.endInObject else Messages.JSON.endInArray)
                }
                val byte = byteAt(position)
                if (byte == COMMA) {
                    position += 1
                    if (frame.isObject) readKey()
                    expectingValue = true
                } else if (byte == (if (frame.isObject) CLOSE_BRACE else CLOSE_BRACKET)) {
                    position += 1
                    close()
                } else {
                    val found = describe(byte)
                    throw failure(if (frame.isObject) Messages.JSON.afterMember(found) else Messages.JSON.afterElement(found))
                }
            }
            skipWhitespace()
            if (position < buffer.size) throw failure(Messages.JSON.afterValue(describe(byteAt(position))))
        } catch (error: JSONReadException) {
            return error.failure
        }
        depthFailure?.let { return it }
        duplicateFailure?.let { return it }
        return null
    }

    /** Reads one value. A container is only opened; returns whether its first value is to be read next. */
    private fun readValue(): Boolean {
        skipWhitespace()
        if (position >= buffer.size) throw failure(Messages.JSON.endBeforeValue)
        val frame = current
        if (frame != null) {
            frame.count += 1
            if (frame.count >= JSONReader.COUNT_LIMIT) throw failure(Messages.JSON.tooManyMembers)
        }
        val byte = byteAt(position)
        when {
            byte == OPEN_BRACE || byte == OPEN_BRACKET -> return open(byte == OPEN_BRACE)
            byte == QUOTE -> {
                scanString()
                // A node's type or a case (`read`): its position among the types or the cases, stamped
                // where a name's field would be.
                val field = frame?.currentField ?: -1
                if (field >= 0) {
                    val among = if (field == typeKey) types else enumerations?.get(field)
                    if (among != null) tape.setField(tape.size - 1, valuePosition(among, tape.size - 1))
                }
            }
            byte == MINUS || byte in DIGIT_0..DIGIT_9 -> {
                val value = scanNumber()
                tape.add(JSONDocument.Kind.NUMBER, false, 0, java.lang.Double.doubleToRawLongBits(value))
            }
            byte == LETTER_T -> literal("true", JSONDocument.Kind.TRUE)
            byte == LETTER_F -> literal("false", JSONDocument.Kind.FALSE)
            byte == LETTER_N -> literal("null", JSONDocument.Kind.NULL)
            else -> throw failure(Messages.JSON.expectedValue(describe(byte)))
        }
        return false
    }

    /** Opens a container; an empty one is closed at once. Returns whether a value is to be read next. */
    private fun open(isObject: Boolean): Boolean {
        if (stack.size == JSONReader.MAXIMUM_DEPTH && depthFailure == null) {
            val (line, column) = lineAndColumn(position)
            depthFailure = JSONReadFailure.DepthLimit(line, column)
        }
        position += 1
        if (frames.size == stack.size) frames.add(Frame())
        val frame = frames[stack.size]
        frame.reset(tape.size, isObject)
        stack.add(frame)
        current = frame
        tape.add(if (isObject) JSONDocument.Kind.OBJECT else JSONDocument.Kind.ARRAY, false, 0, 0L)
        skipWhitespace()
        if (position < buffer.size && byteAt(position) == (if (isObject) CLOSE_BRACE else CLOSE_BRACKET)) {
            position += 1
            close()
            return false
        }
        if (isObject) readKey()
        return true
    }

    private fun close() {
        if (stack.isEmpty()) return
        val frame = stack.removeAt(stack.size - 1)
        current = if (stack.isEmpty()) null else stack[stack.size - 1]
        tape.setCount(frame.tapeIndex, frame.count)
        tape.setPayload(frame.tapeIndex, tape.size.toLong())
    }

    private fun readKey() {
        skipWhitespace()
        if (position >= buffer.size || byteAt(position) != QUOTE) {
            throw failure(if (position < buffer.size) Messages.JSON.expectedName(describe(byteAt(position)))
                          else Messages.JSON.endBeforeName)
        }
        val keyIndex = tape.size
        val short = if (shortNames != null) shortKey(shortNames) else -1
        if (short < 0) scanString()
        val frame = current ?: return
        frame.currentKey = keyIndex
        val field = if (short >= 0) short else if (names != null) names.find(buffer, tape, keyIndex) else -1
        if (names != null) tape.setField(keyIndex, field)
        frame.currentField = field
        if (duplicateFailure == null && depthFailure == null && frame.keys.insertIsDuplicate(keyIndex, field, tape, buffer)) {
            duplicateFailure = JSONReadFailure.DuplicateKey(currentPath(), Utf8.decode(DuplicateKeyTracker.name(keyIndex, tape, buffer)))
        }
        skipWhitespace()
        if (position >= buffer.size || byteAt(position) != COLON) {
            throw failure(if (position < buffer.size) Messages.JSON.expectedColon(describe(byteAt(position)))
                          else Messages.JSON.endBeforeColon)
        }
        position += 1
    }

    internal fun literal(word: String, kind: JSONDocument.Kind) {
        val length = word.length
        var matches = position + length <= buffer.size
        var offset = 0
        while (matches && offset < length) {
            matches = byteAt(position + offset) == word.codePointAt(offset)
            offset += 1
        }
        if (!matches) throw failure(Messages.JSON.expectedValue(describe(byteAt(position))))
        position += length
        tape.add(kind, false, 0, 0L)
    }

    // MARK: - Positions

    /**
     * Inlined by the compiler, not left to the JIT: compiled on its own, this held `skipSpaces`
     * and was then too large for the JIT to inline at the reader's calls ("already compiled into
     * a big method"); a call for every gap of one space cost the 256-deep input 10%.
     */
    @Suppress("NOTHING_TO_INLINE")
    internal inline fun skipWhitespace() {
        // Most calls find a value or a name at once: every byte above the space ends the run.
        val at = position
        if (at < buffer.size && buffer[at] > 0x20) return
        // Most of the others one space (after a colon or a comma), then the token.
        if (at + 1 < buffer.size && buffer[at + 1] > 0x20 && buffer[at].toInt() == 0x20) {
            position = at + 1
            return
        }
        skipSpaces()
    }

    /**
     * `skipWhitespace` past its first bytes, out of line, so those tests stay small where they are
     * made. A run of spaces (a line's indentation) is stepped over 8 at a time,
     * to its first other byte (a xor with spaces, the lowest byte that is not 0).
     */
    internal fun skipSpaces() {
        val bytes = buffer
        var at = position
        while (at < bytes.size) {
            val byte = bytes[at].toInt()
            if (byte == 0x20 && at <= bytes.size - 8) {
                val others = wordAt(at) xor SPACES
                if (others == 0L) {
                    at += 8
                    continue
                }
                at += java.lang.Long.numberOfTrailingZeros(others) ushr 3
                if (bytes[at] > 0x20) break
                continue
            }
            if (byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09) at += 1 else break
        }
        position = at
    }

    /** The path of the member or element being read, for a duplicate-key failure (§3.5). */
    private fun currentPath(): JSONPath {
        var path = JSONPath.root
        for (frame in stack) {
            path = if (frame.isObject) {
                path.appending(Utf8.decode(DuplicateKeyTracker.name(frame.currentKey, tape, buffer)))
            } else {
                path.appending(frame.count - 1)
            }
        }
        return path
    }

    fun lineAndColumn(offset: Int): Pair<Int, Int> {
        var line = 1
        var column = 1
        for (index in 0 until Math.min(offset, buffer.size)) {
            if (byteAt(index) == 0x0A) {
                line += 1
                column = 1
            } else if (byteAt(index) and 0xC0 != 0x80) {
                column += 1
            }
        }
        return Pair(line, column)
    }

    fun failure(message: String, at: Int = position): JSONReadException {
        val (line, column) = lineAndColumn(at)
        return JSONReadException(JSONReadFailure.InvalidJSON(line, column, message))
    }

    /** `'x'`, or `byte 0xC`: hex without a leading zero, as the reference words it, so diagnostics agree. */
    fun describe(byte: Int): String =
        if (byte in 0x21..0x7E) Messages.JSON.printableByte(byte.toChar().toString())
        else Messages.JSON.otherByte(Hex.upper(byte, 1))

    companion object {
        /**
         * `wordAt`'s reader of array memory, the JDK's own (`theUnsafe`); null where the runtime
         * does not give it (then `wordAt` reads through a `ByteBuffer` view, slower, same words).
         */
        private val UNSAFE: sun.misc.Unsafe? = try {
            sun.misc.Unsafe::class.java.getDeclaredField("theUnsafe").let {
                it.isAccessible = true
                it.get(null) as sun.misc.Unsafe
            }
        } catch (e: Exception) {
            null
        }
        /** Where a byte array's first byte is, from the array's address. */
        private val BYTES_BASE = UNSAFE?.arrayBaseOffset(ByteArray::class.java)?.toLong() ?: 0L
        /** Whether `Unsafe.getLong` reads little-endian here, as `wordAt` returns its words. */
        private val LITTLE_ENDIAN = java.nio.ByteOrder.nativeOrder() == java.nio.ByteOrder.LITTLE_ENDIAN
        /** Eight spaces, a word of `wordAt`. */
        private const val SPACES = 0x2020202020202020L
        const val QUOTE = 0x22
        const val COMMA = 0x2C
        const val MINUS = 0x2D
        const val COLON = 0x3A
        const val DIGIT_0 = 0x30
        const val DIGIT_9 = 0x39
        const val OPEN_BRACKET = 0x5B
        const val BACKSLASH = 0x5C
        const val CLOSE_BRACKET = 0x5D
        const val LETTER_F = 0x66
        const val LETTER_N = 0x6E
        const val LETTER_T = 0x74
        const val OPEN_BRACE = 0x7B
        const val CLOSE_BRACE = 0x7D
    }
}
