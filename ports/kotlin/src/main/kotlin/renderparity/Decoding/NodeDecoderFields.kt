package renderparity

/*
 * Field values (spec §2.3) and reporting (§2.4). Twin of `NodeDecoder+Fields.swift`.
 * An optional field that is null, of the wrong JSON type or outside its enumeration or range is
 * absent: its default applies, and a diagnostic says so. The wording is built only for
 * consumers that want diagnostics.
 */

// MARK: - Field values

/**
 * Stores the value `field` prints with at `position`: a required one as `check` found it, an
 * optional one or its default. A small head that the JIT inlines into the line's loop: an absent
 * field, a plain string and a number are taken here, everything else by `resolveAll`, which holds
 * every rule of §2.3.
 */
internal fun NodeDecoder.resolve(field: FieldSpec, member: Int, values: NodeValues, position: Int) {
    if (member < 0) return absent(field, values, position)
    val kind = document.kind(member)
    val fieldKind = field.kind
    if (fieldKind == FieldSpec.Kind.STRING && kind == JSONDocument.Kind.STRING && !(field.isIcon && collectingIcons)) {
        return values.set(position, ResolvedValue.TEXT, member.toLong())
    }
    if (fieldKind == FieldSpec.Kind.NUMBER && kind == JSONDocument.Kind.NUMBER) {
        return values.set(position, ResolvedValue.NUMBER, document.tape.payload(member))
    }
    resolveAll(field, member, values, position)
}

/** `resolve`'s every case (§2.3). */
internal fun NodeDecoder.resolveAll(field: FieldSpec, member: Int, values: NodeValues, position: Int) {
    if (member < 0) return absent(field, values, position)
    val kind = document.kind(member)
    when (field.kind) {
        FieldSpec.Kind.STRING -> {
            if (kind != JSONDocument.Kind.STRING) return unusable(field, member, values, position)
            if (field.isIcon && collectingIcons) consumer.icon(document.string(member)) { currentPath(field) }
            values.set(position, ResolvedValue.TEXT, member.toLong())
        }
        FieldSpec.Kind.NUMBER -> {
            if (kind != JSONDocument.Kind.NUMBER) return unusable(field, member, values, position)
            values.set(position, ResolvedValue.NUMBER, java.lang.Double.doubleToRawLongBits(document.number(member)))
        }
        FieldSpec.Kind.INTEGER -> {
            if (kind != JSONDocument.Kind.NUMBER) return unusable(field, member, values, position)
            val number = document.number(member)
            if (!(number >= field.minimum && number <= field.maximum && Math.floor(number) == number)) {
                if (diagnosing) {
                    report(Diagnostic.Problem.IntegerOutOfRange(
                        number, field.minimum.toLong(), field.maximum.toLong(), absentDescription(field)), field)
                }
                return absent(field, values, position)
            }
            values.set(position, ResolvedValue.INTEGER, number.toLong())
        }
        FieldSpec.Kind.BOOLEAN -> when (kind) {
            JSONDocument.Kind.TRUE -> values.set(position, ResolvedValue.BOOLEAN, 1)
            JSONDocument.Kind.FALSE -> values.set(position, ResolvedValue.BOOLEAN, 0)
            else -> unusable(field, member, values, position)
        }
        FieldSpec.Kind.ENUMERATION -> {
            if (kind != JSONDocument.Kind.STRING) return unusable(field, member, values, position)
            val found = casePosition(field, member)
            if (found < 0) {
                if (diagnosing) {
                    val names = field.enumeration?.names ?: emptyList()
                    report(Diagnostic.Problem.NotInEnum(document.string(member), names, absentDescription(field)), field)
                }
                return absent(field, values, position)
            }
            values.set(position, ResolvedValue.OPTION, found.toLong())
        }
        FieldSpec.Kind.STRING_LIST -> {
            if (!isStringList(member)) return unusable(field, member, values, position)
            values.set(position, ResolvedValue.TEXTS, member.toLong())
        }
        FieldSpec.Kind.STRING_ROWS -> {
            if (kind != JSONDocument.Kind.ARRAY) return unusable(field, member, values, position)
            var row = member + 1
            for (index in 0 until document.count(member)) {
                if (!isStringList(row)) return unusable(field, member, values, position)
                row = document.next(row)
            }
            values.set(position, ResolvedValue.TEXTS, member.toLong())
        }
        FieldSpec.Kind.RECORDS -> {
            // A required one passed `check` already. An optional one is usable only when every
            // record decodes (spec/vocabulary.md §3.3); otherwise it is absent, as any unusable
            // optional field is: no record lines, a count of 0.
            if (!field.required && checkRequired(field, member) != null) return unusable(field, member, values, position)
            values.set(position, ResolvedValue.TEXTS, member.toLong())
        }
        FieldSpec.Kind.NODE, FieldSpec.Kind.NODES -> {
            // What they hold is written below the line (`write`); a value of the wrong JSON type
            // holds nothing, and an optional one says so, as any unusable optional field does.
            if (kind != jsonKind(field)) return unusable(field, member, values, position)
            values.set(position, ResolvedValue.ABSENT, 0)
        }
    }
}

/**
 * What an absent or unusable optional field is (§2.3): its default, or absent. Optional fields
 * without a default are left out of the line (`FieldSpec.isOmittedWhenAbsent`).
 */
private fun absent(field: FieldSpec, values: NodeValues, position: Int) = when {
    field.kind == FieldSpec.Kind.STRING_LIST || field.kind == FieldSpec.Kind.STRING_ROWS -> values.set(position, ResolvedValue.TEXTS, -1)
    !field.hasDefault -> values.set(position, ResolvedValue.ABSENT, 0)
    field.kind == FieldSpec.Kind.NUMBER ->
        values.set(position, ResolvedValue.NUMBER, java.lang.Double.doubleToRawLongBits(field.defaultNumber))
    field.kind == FieldSpec.Kind.INTEGER -> values.set(position, ResolvedValue.INTEGER, field.defaultNumber.toLong())
    field.kind == FieldSpec.Kind.BOOLEAN -> values.set(position, ResolvedValue.BOOLEAN, if (field.defaultBoolean) 1 else 0)
    field.kind == FieldSpec.Kind.ENUMERATION -> values.set(position, ResolvedValue.OPTION, field.defaultCase.toLong())
    else -> values.set(position, ResolvedValue.ABSENT, 0)
}

private fun NodeDecoder.unusable(field: FieldSpec, member: Int, values: NodeValues, position: Int) {
    if (diagnosing) report(Diagnostic.Problem.UnusableOptional(field.expected, document.kind(member), absentDescription(field)), field)
    absent(field, values, position)
}

/** Walked by tape index: an iterator and a pair per element were an allocation for each. */
private fun NodeDecoder.isStringList(array: Int): Boolean {
    if (document.kind(array) != JSONDocument.Kind.ARRAY) return false
    var element = array + 1
    for (position in 0 until document.count(array)) {
        if (document.kind(element) != JSONDocument.Kind.STRING) return false
        element = document.next(element)
    }
    return true
}

/** The JSON type a value of this field must have (§2.2; a boolean's is checked on its own). */
internal fun jsonKind(field: FieldSpec): JSONDocument.Kind = when (field.kind) {
    FieldSpec.Kind.STRING, FieldSpec.Kind.ENUMERATION -> JSONDocument.Kind.STRING
    FieldSpec.Kind.NUMBER, FieldSpec.Kind.INTEGER -> JSONDocument.Kind.NUMBER
    FieldSpec.Kind.BOOLEAN -> JSONDocument.Kind.TRUE
    FieldSpec.Kind.NODE -> JSONDocument.Kind.OBJECT
    FieldSpec.Kind.NODES, FieldSpec.Kind.RECORDS, FieldSpec.Kind.STRING_LIST, FieldSpec.Kind.STRING_ROWS -> JSONDocument.Kind.ARRAY
}

/** How a diagnostic names what is used instead ("using center", "using []"); empty: the field is left out. */
private fun absentDescription(field: FieldSpec): String = when {
    field.kind == FieldSpec.Kind.STRING_LIST || field.kind == FieldSpec.Kind.STRING_ROWS -> "[]"
    field.kind == FieldSpec.Kind.INTEGER && !field.hasDefault -> Messages.Diagnostics.noLimit
    // Left out (`isOmittedWhenAbsent`): the diagnostic says "ignored".
    !field.hasDefault -> field.absentWord ?: ""
    field.kind == FieldSpec.Kind.NUMBER -> SnapshotNumber.format(field.defaultNumber)
    field.kind == FieldSpec.Kind.INTEGER -> field.defaultNumber.toLong().toString()
    field.kind == FieldSpec.Kind.BOOLEAN -> if (field.defaultBoolean) "true" else "false"
    field.kind == FieldSpec.Kind.ENUMERATION -> field.enumeration?.names?.getOrNull(field.defaultCase) ?: ""
    else -> field.absentWord ?: ""
}

// MARK: - Reporting

/**
 * Reports the members of a node its row does not have (§2.3): at the node, anything but the type
 * key, the props key and the fields read there; in its props, anything but the props fields.
 */
internal fun NodeDecoder.reportUnknownMembers(shape: NodeDecoder.Shape, index: Int, row: NodeSpec) {
    val fields = row.fieldArray
    val atNode = { field: Int -> field == typeKey || field == propsKey || fields.any { it.field == field && !it.inProps } }
    if (shape.members.hasUnknownMembers(atNode)) reportUnknownMembers(index, atNode, row.type)
    val props = shape.propsObject
    val propsStep = propsStep ?: return
    if (props < 0) return
    val inProps = { field: Int -> fields.any { it.field == field && it.inProps } }
    if (shape.props.hasUnknownMembers(inProps)) {
        path.add(propsStep)
        reportUnknownMembers(props, inProps, row.type)
        path.removeAt(path.size - 1)
    }
}

/**
 * Reports every member of `obj` that `allows` rejects (§2.3), except a `$schema` member of the
 * root object, which editors and models add to point at the schema (§1.3, §2.5).
 */
internal fun NodeDecoder.reportUnknownMembers(obj: Int, allows: (Int) -> Boolean, owner: String) {
    for (member in document.members(obj)) {
        val field = vocabulary.names.find(document, member.key)
        if (field >= 0 && allows(field)) continue
        if (path.isEmpty() && document.stringEquals(member.key, "\$schema")) continue
        consumer.report(Diagnostic(Diagnostic.Problem.UnknownMember(owner), currentPath().appending(document.string(member.key))))
    }
}

internal fun NodeDecoder.report(problem: Diagnostic.Problem, step: JSONPath.Component? = null) {
    consumer.report(Diagnostic(problem, currentPath(step)))
}

internal fun NodeDecoder.report(problem: Diagnostic.Problem, field: FieldSpec) {
    consumer.report(Diagnostic(problem, currentPath(field)))
}

internal fun NodeDecoder.failure(problem: DecodeFailure.Problem, step: JSONPath.Component? = null): DecodeFailure =
    DecodeFailure(problem, currentPath(step))

internal fun NodeDecoder.failure(problem: DecodeFailure.Problem, field: FieldSpec): DecodeFailure =
    DecodeFailure(problem, currentPath(field))

/** `path`, then `step` if given, as diagnostics print it. */
internal fun NodeDecoder.currentPath(step: JSONPath.Component? = null): JSONPath =
    JSONPath(if (step == null) ArrayList(path) else path + step)

/** `path`, then the props key when `field` lives in the props object, then `field`. */
internal fun NodeDecoder.currentPath(field: FieldSpec): JSONPath {
    val components = ArrayList<JSONPath.Component>(path.size + 2)
    components.addAll(path)
    if (field.inProps && propsStep != null) components.add(propsStep)
    components.add(field.pathStep)
    return JSONPath(components)
}

/** The type of a node that failed, for the "dropped" diagnostic, when it has a usable one. */
internal fun NodeDecoder.nodeTypeName(index: Int): String? {
    if (document.kind(index) != JSONDocument.Kind.OBJECT) return null
    val type = document.members(index).firstOrNull { vocabulary.names.find(document, it.key) == typeKey }?.value ?: return null
    return if (document.kind(type) == JSONDocument.Kind.STRING) document.string(type) else null
}

/**
 * Whether a required value of JSON type `found` passes on its type alone (§2.2): true for the
 * kinds whose check is that one comparison; the others (a node, records, an enumeration, a
 * boolean) and every failure are `checkRequired`'s. Checked before calling it: the call cost more
 * than the comparison, for every required field of every node and record.
 */
internal fun FieldSpec.passesOnType(found: JSONDocument.Kind): Boolean = when (kind) {
    FieldSpec.Kind.STRING -> found == JSONDocument.Kind.STRING
    FieldSpec.Kind.NUMBER, FieldSpec.Kind.INTEGER -> found == JSONDocument.Kind.NUMBER
    FieldSpec.Kind.NODES, FieldSpec.Kind.STRING_LIST, FieldSpec.Kind.STRING_ROWS -> found == JSONDocument.Kind.ARRAY
    FieldSpec.Kind.NODE, FieldSpec.Kind.RECORDS, FieldSpec.Kind.ENUMERATION, FieldSpec.Kind.BOOLEAN -> false
}
