package renderparity

/**
 * The line of each element (spec §3.1, §3.2), written from the vocabulary's rows: the line's name,
 * each field that is an attribute in row order, the layout flags, then the count of what it
 * holds. Twin of `SnapshotLines.swift`; values come from the tape (`TapeValues`) or a
 * built model (`ModelValues`).
 */
internal object SnapshotLines {
    /**
     * `Name(a=1, b=2, fillsWidth=true) [children=K]`; `countLead` (`" [children="`) is null for lines
     * that hold nothing. The line asks for `room` (its `lineRoom`) once, and again after each value:
     * its fixed pieces and bounded values are then written without a check each (Swift's line
     * programs, `SnapshotSink+Reserved`).
     */
    fun line(sink: SnapshotSink, name: ByteArray, fields: Array<FieldSpec>, values: AttributeValues, fillsWidth: Boolean,
             weighted: Boolean, countLead: ByteArray?, count: Int, depth: Int, room: Int) {
        val out = sink.out
        indent(sink, depth)
        out.reserve(room)
        out.put(name)
        var opened = false
        for (position in fields.indices) {
            val field = fields[position]
            val lead = (if (opened) field.leadBytes else field.openingBytes) ?: continue
            if (field.isOmittedWhenAbsent && values.isAbsent(position)) continue
            out.put(lead)
            opened = true
            values.write(position, field, sink)
            out.reserve(room)
        }
        if (fillsWidth) { out.put(if (opened) FILLS_WIDTH_MORE else FILLS_WIDTH_FIRST); opened = true }
        if (weighted) { out.put(if (opened) WEIGHTED_MORE else WEIGHTED_FIRST); opened = true }
        if (opened) out.putByte(0x29)
        if (countLead != null) {
            out.put(countLead)
            out.writeDecimal(count.toLong())
            out.write(0x5D)
        }
        out.write(0x0A)
    }

    /**
     * The most a line of `fields` named `name` takes but its strings, numbers and lists: the name,
     * each field's lead with its longest bounded value, the layout flags, the count and the
     * closing. Made when the vocabulary loads.
     */
    fun lineRoom(name: ByteArray, fields: Array<FieldSpec>): Int =
        name.size + fields.sumBy { it.room } + FILLS_WIDTH_MORE.size + WEIGHTED_MORE.size + 1 + LINE_END_ROOM

    /** A count's 20 digits, its `]` and the line's newline. */
    private const val LINE_END_ROOM = 22

    /** A value as §3.3 writes it: Q for required and left-out-when-absent strings, B otherwise, N, I, E or `[Q, Q]`. */
    fun text(sink: SnapshotSink, field: FieldSpec, text: String) {
        if (field.required || field.isOmittedWhenAbsent) SnapshotString.appendQuoted(text, sink.out)
        else SnapshotString.appendBareOrQuoted(text, sink.out)
    }

    /** `text` of the string at tape index `index`; one without escapes is written from its bytes, never a `String`. */
    fun text(sink: SnapshotSink, field: FieldSpec, document: JSONDocument, index: Int) {
        val length = document.rawLength(index)
        if (length < 0) return text(sink, field, document.string(index))
        val start = document.rawStart(index)
        if (field.required || field.isOmittedWhenAbsent) SnapshotString.appendPlainQuoted(document.bytes, start, length, sink.out)
        else SnapshotString.appendPlainBareOrQuoted(document.bytes, start, length, sink.out)
    }

    /** Within a line's room, as are `option` and `boolean`. */
    fun absent(sink: SnapshotSink, field: FieldSpec) {
        field.absentBytes?.let { sink.out.put(it) }
    }

    fun option(sink: SnapshotSink, field: FieldSpec, position: Int) {
        field.enumeration?.cases?.getOrNull(position)?.let { sink.out.put(it) }
    }

    /** §3.3 T. */
    fun boolean(sink: SnapshotSink, value: Boolean) = sink.out.put(if (value) TRUE else FALSE)

    fun texts(sink: SnapshotSink, texts: List<String>) {
        sink.out.write(0x5B)
        for ((index, text) in texts.withIndex()) {
            if (index > 0) put(sink, COMMA)
            SnapshotString.appendQuoted(text, sink.out)
        }
        sink.out.write(0x5D)
    }

    /** `[Q, Q]` of the strings of the array at tape index `array`, each from its bytes as `text` writes one: no `String` or list. */
    fun texts(sink: SnapshotSink, document: JSONDocument, array: Int) {
        sink.out.write(0x5B)
        var element = array + 1
        for (index in 0 until document.count(array)) {
            if (index > 0) put(sink, COMMA)
            val length = document.rawLength(element)
            if (length < 0) SnapshotString.appendQuoted(document.string(element), sink.out)
            else SnapshotString.appendPlainQuoted(document.bytes, document.rawStart(element), length, sink.out)
            element = document.next(element)
        }
        sink.out.write(0x5D)
    }

    fun rowLine(sink: SnapshotSink, cells: List<String>, depth: Int) {
        indent(sink, depth)
        put(sink, ROW_OPEN)
        texts(sink, cells)
        put(sink, LINE_CLOSE)
    }

    /** The row of the array of strings at tape index `row`. */
    fun rowLine(sink: SnapshotSink, document: JSONDocument, row: Int, depth: Int) {
        indent(sink, depth)
        put(sink, ROW_OPEN)
        texts(sink, document, row)
        put(sink, LINE_CLOSE)
    }

    fun unknownLine(sink: SnapshotSink, type: String, depth: Int) {
        indent(sink, depth)
        put(sink, UNKNOWN_OPEN)
        SnapshotString.appendQuoted(type, sink.out)
        put(sink, LINE_CLOSE)
    }

    private fun indent(sink: SnapshotSink, depth: Int) {
        if (2 * depth <= SPACES.size) return sink.out.write(SPACES, 0, 2 * depth)
        for (i in 0 until depth) sink.out.write(SPACES, 0, 2)
    }

    /** Two spaces per level to the reader's deepest nesting (§1.2), written as one run. */
    private val SPACES = ByteArray(2 * JSONReader.MAXIMUM_DEPTH) { 0x20 }

    fun emit(sink: SnapshotSink, text: String) = sink.out.writeText(text)

    /**
     * The grammar's fixed pieces as bytes, made once: written as `String`s, each was scanned for
     * non-ASCII characters and copied a character at a time, a fourteenth of the port's time on
     * the dashboards (`", "` and `"Row("` are written for nearly every row and list).
     */
    private fun put(sink: SnapshotSink, bytes: ByteArray) = sink.out.write(bytes, 0, bytes.size)

    private fun ascii(text: String): ByteArray = text.toByteArray(Charsets.UTF_8)
    private val COMMA = ascii(", ")
    private val ROW_OPEN = ascii("Row(")
    private val LINE_CLOSE = ascii(")\n")
    private val TRUE = ascii("true")
    private val FALSE = ascii("false")
    private val FILLS_WIDTH_FIRST = ascii("(fillsWidth=true")
    private val FILLS_WIDTH_MORE = ascii(", fillsWidth=true")
    private val WEIGHTED_FIRST = ascii("(weighted=true")
    private val WEIGHTED_MORE = ascii(", weighted=true")
    private val UNKNOWN_OPEN = ascii(SnapshotGrammar.unknownLine)
}

/** The field values of one line, by position in its row. */
internal interface AttributeValues {
    fun isAbsent(position: Int): Boolean
    fun write(position: Int, field: FieldSpec, sink: SnapshotSink)
}

internal class TapeValues(val values: NodeValues) : AttributeValues {
    override fun isAbsent(position: Int): Boolean = values.kind(position) == ResolvedValue.ABSENT

    override fun write(position: Int, field: FieldSpec, sink: SnapshotSink) {
        when (values.kind(position)) {
            ResolvedValue.TEXT -> SnapshotLines.text(sink, field, values.document, values.index(position))
            ResolvedValue.NUMBER -> SnapshotNumber.append(values.number(position), sink.out)
            ResolvedValue.INTEGER -> sink.out.writeDecimal(values.payloads[position])
            ResolvedValue.BOOLEAN -> SnapshotLines.boolean(sink, values.payloads[position] != 0L)
            ResolvedValue.OPTION -> SnapshotLines.option(sink, field, values.index(position))
            ResolvedValue.TEXTS ->
                if (values.payloads[position] >= 0) SnapshotLines.texts(sink, values.document, values.index(position))
                else SnapshotLines.texts(sink, emptyList())
            else -> SnapshotLines.absent(sink, field)
        }
    }
}

internal class ModelValues(private val values: List<ModelValue>) : AttributeValues {
    override fun isAbsent(position: Int): Boolean = (values.getOrNull(position) ?: ModelValue.Absent) == ModelValue.Absent

    override fun write(position: Int, field: FieldSpec, sink: SnapshotSink) {
        val value = values.getOrNull(position) ?: ModelValue.Absent
        when (value) {
            is ModelValue.Text -> SnapshotLines.text(sink, field, value.value)
            is ModelValue.Number -> SnapshotNumber.append(value.value, sink.out)
            is ModelValue.Integer -> SnapshotLines.emit(sink, value.value.toString())
            is ModelValue.Bool -> SnapshotLines.boolean(sink, value.value)
            is ModelValue.Option -> SnapshotLines.option(sink, field, value.position)
            is ModelValue.Texts -> SnapshotLines.texts(sink, value.values)
            ModelValue.Absent -> SnapshotLines.absent(sink, field)
        }
    }
}
