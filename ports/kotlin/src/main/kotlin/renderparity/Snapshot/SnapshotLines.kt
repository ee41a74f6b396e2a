package renderparity

/**
 * The line of each element (spec §3.1, §3.2), written from the node table: the line's name,
 * each field that is an attribute in table order, the layout flags, then the count of what it
 * holds. Twin of `Snapshot/SnapshotLines.swift`; values come from the tape (`TapeValues`) or a
 * built model (`ModelValues`).
 */
internal object SnapshotLines {
    /** `Name(a=1, b=2, fillsWidth=true) [children=K]`; `countLead` is null for lines that hold nothing. */
    fun line(sink: SnapshotSink, name: String, fields: List<FieldSpec>, values: AttributeValues, fillsWidth: Boolean,
             weighted: Boolean, countLead: String?, count: Int, depth: Int) {
        val out = sink.out
        indent(sink, depth)
        emit(sink, name)
        var opened = false
        for ((position, field) in fields.withIndex()) {
            val lead = field.lead ?: continue
            if (field.isOmittedWhenAbsent && values.isAbsent(position)) continue
            emit(sink, if (opened) lead else "(" + lead.substring(2))
            opened = true
            values.write(position, field, sink)
        }
        if (fillsWidth) { emit(sink, if (opened) ", fillsWidth=true" else "(fillsWidth=true"); opened = true }
        if (weighted) { emit(sink, if (opened) ", weighted=true" else "(weighted=true"); opened = true }
        if (opened) out.write(')'.toInt())
        if (countLead != null) {
            emit(sink, countLead)
            emit(sink, count.toString())
            out.write(']'.toInt())
        }
        out.write('\n'.toInt())
    }

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
        if (field.required || field.isOmittedWhenAbsent) SnapshotString.appendQuoted(document.bytes, start, length, sink.out)
        else SnapshotString.appendBareOrQuoted(document.bytes, start, length, sink.out)
    }

    fun absent(sink: SnapshotSink, field: FieldSpec) {
        field.absentWord?.let { emit(sink, it) }
    }

    fun option(sink: SnapshotSink, field: FieldSpec, position: Int) {
        field.enumeration?.getOrNull(position)?.let { emit(sink, it) }
    }

    fun texts(sink: SnapshotSink, texts: List<String>) {
        emit(sink, "[")
        for ((index, text) in texts.withIndex()) {
            if (index > 0) emit(sink, ", ")
            SnapshotString.appendQuoted(text, sink.out)
        }
        emit(sink, "]")
    }

    fun rowLine(sink: SnapshotSink, cells: List<String>, depth: Int) {
        indent(sink, depth)
        emit(sink, "Row(")
        texts(sink, cells)
        emit(sink, ")\n")
    }

    fun unknownLine(sink: SnapshotSink, type: String, depth: Int) {
        indent(sink, depth)
        emit(sink, NodeTable.unknownLine)
        SnapshotString.appendQuoted(type, sink.out)
        emit(sink, ")\n")
    }

    private fun indent(sink: SnapshotSink, depth: Int) {
        for (i in 0 until depth) { sink.out.write(' '.toInt()); sink.out.write(' '.toInt()) }
    }

    fun emit(sink: SnapshotSink, text: String) {
        val bytes = text.toByteArray(Charsets.UTF_8)
        sink.out.write(bytes, 0, bytes.size)
    }
}

/** The field values of one line, by position in the node table's row. */
internal interface AttributeValues {
    fun isAbsent(position: Int): Boolean
    fun write(position: Int, field: FieldSpec, sink: SnapshotSink)
}

internal class TapeValues(private val values: NodeValues) : AttributeValues {
    override fun isAbsent(position: Int): Boolean = values.kinds[position] == NodeValues.ABSENT

    override fun write(position: Int, field: FieldSpec, sink: SnapshotSink) {
        val document = values.document
        when (values.kinds[position]) {
            NodeValues.TEXT -> SnapshotLines.text(sink, field, document, values.index(position))
            NodeValues.NUMBER -> SnapshotNumber.append(values.number(position), sink.out)
            NodeValues.INTEGER -> SnapshotLines.emit(sink, values.payloads[position].toString())
            NodeValues.OPTION -> SnapshotLines.option(sink, field, values.index(position))
            NodeValues.TEXTS -> SnapshotLines.texts(sink, if (values.payloads[position] < 0) emptyList()
                                                        else document.elements(values.index(position)).map { document.string(it.value) })
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
            is ModelValue.Option -> SnapshotLines.option(sink, field, value.position)
            is ModelValue.Texts -> SnapshotLines.texts(sink, value.values)
            ModelValue.Absent -> SnapshotLines.absent(sink, field)
        }
    }
}
