package renderparity

/*
 * Field values (spec §2.3) and reporting (§2.4). Twin of `Decoding/NodeDecoder+Fields.swift`.
 * An optional field that is null, of the wrong JSON type or outside its enum or range is
 * absent: its default applies, and a diagnostic says so.
 */

// MARK: - Field values

/** Stores the value `field` prints with at `position`: a required one as `check` found it, an optional one or its default. */
internal fun NodeDecoder.resolve(field: FieldSpec, member: Int?, values: NodeValues, position: Int) {
    if (member == null) return absent(field, values, position)
    val kind = document.kind(member)
    when (field.kind) {
        FieldSpec.Kind.STRING -> {
            if (kind != JSONDocument.Kind.STRING) return unusable(field, member, values, position)
            if (field.isIcon) consumer.icon(document.string(member)) { currentPath(field.name) }
            values.set(position, NodeValues.TEXT, member.toLong())
        }
        FieldSpec.Kind.NUMBER -> {
            if (kind != JSONDocument.Kind.NUMBER) return unusable(field, member, values, position)
            values.set(position, NodeValues.NUMBER, java.lang.Double.doubleToRawLongBits(document.number(member)))
        }
        FieldSpec.Kind.INTEGER -> {
            if (kind != JSONDocument.Kind.NUMBER) return unusable(field, member, values, position)
            val number = document.number(member)
            if (!(number >= field.minimum && number <= field.maximum && Math.floor(number) == number)) {
                if (consumer.wantsDiagnostics) report(Diagnostic.Problem.MaxLinesOutOfRange(number), field.name)
                return values.set(position, NodeValues.ABSENT, 0)
            }
            values.set(position, NodeValues.INTEGER, number.toLong())
        }
        FieldSpec.Kind.ENUM -> {
            if (kind != JSONDocument.Kind.STRING) return unusable(field, member, values, position)
            val found = document.match(member, field.enumerationBytes)
            if (found < 0) {
                val names = field.enumeration ?: emptyList()
                if (consumer.wantsDiagnostics) report(Diagnostic.Problem.NotInEnum(document.string(member), names, names.getOrElse(field.defaultCase) { "" }), field.name)
                return absent(field, values, position)
            }
            values.set(position, NodeValues.OPTION, found.toLong())
        }
        FieldSpec.Kind.STRING_LIST -> {
            if (!isStringList(member)) return unusable(field, member, values, position)
            values.set(position, NodeValues.TEXTS, member.toLong())
        }
        FieldSpec.Kind.STRING_ROWS -> {
            if (kind != JSONDocument.Kind.ARRAY || !document.elements(member).all { isStringList(it.value) }) {
                return unusable(field, member, values, position)
            }
            values.set(position, NodeValues.TEXTS, member.toLong())
        }
        else -> values.set(position, NodeValues.ABSENT, 0)
    }
}

/** What an absent or unusable optional field is (§2.3): its default, or absent. */
private fun absent(field: FieldSpec, values: NodeValues, position: Int) = when (field.kind) {
    FieldSpec.Kind.NUMBER -> values.set(position, NodeValues.NUMBER, java.lang.Double.doubleToRawLongBits(field.defaultNumber))
    FieldSpec.Kind.ENUM -> values.set(position, NodeValues.OPTION, field.defaultCase.toLong())
    FieldSpec.Kind.STRING_LIST, FieldSpec.Kind.STRING_ROWS -> values.set(position, NodeValues.TEXTS, -1)
    else -> values.set(position, NodeValues.ABSENT, 0)
}

private fun NodeDecoder.unusable(field: FieldSpec, member: Int, values: NodeValues, position: Int) {
    if (consumer.wantsDiagnostics) {
        report(Diagnostic.Problem.UnusableOptional(field.expected, document.kind(member), absentDescription(field)), field.name)
    }
    absent(field, values, position)
}

private fun NodeDecoder.isStringList(array: Int): Boolean =
    document.kind(array) == JSONDocument.Kind.ARRAY && document.elements(array).all { document.kind(it.value) == JSONDocument.Kind.STRING }

/** The JSON type a value of this field must have (§2.2). */
internal fun jsonKind(field: FieldSpec): JSONDocument.Kind = when (field.kind) {
    FieldSpec.Kind.STRING, FieldSpec.Kind.ENUM -> JSONDocument.Kind.STRING
    FieldSpec.Kind.NUMBER, FieldSpec.Kind.INTEGER -> JSONDocument.Kind.NUMBER
    FieldSpec.Kind.NODE -> JSONDocument.Kind.OBJECT
    else -> JSONDocument.Kind.ARRAY
}

/** How a diagnostic names what is used instead ("using center", "using []"); empty: the field is left out. */
private fun absentDescription(field: FieldSpec): String = when (field.kind) {
    FieldSpec.Kind.NUMBER -> SnapshotNumber.format(field.defaultNumber)
    FieldSpec.Kind.ENUM -> (field.enumeration ?: emptyList()).getOrElse(field.defaultCase) { "" }
    FieldSpec.Kind.STRING_LIST, FieldSpec.Kind.STRING_ROWS -> "[]"
    FieldSpec.Kind.INTEGER -> "no limit"
    else -> field.absentWord ?: ""
}

// MARK: - Reporting

/** Reports every member of `obj` whose name `allowed` does not hold (§2.3); a root's `$schema` is allowed (§1.3). */
internal fun NodeDecoder.reportUnknownMembers(obj: Int, allowed: Set<String>, owner: String) {
    for (member in document.members(obj)) {
        val name = document.string(member.key)
        if (name in allowed || (path.isEmpty() && name == "\$schema")) continue
        consumer.report(Diagnostic(Diagnostic.Problem.UnknownMember(owner), currentPath(name)))
    }
}

internal fun NodeDecoder.report(problem: Diagnostic.Problem, member: String? = null) {
    consumer.report(Diagnostic(problem, currentPath(member)))
}

internal fun NodeDecoder.failure(problem: DecodeFailure.Problem, member: String? = null): DecodeFailure =
    DecodeFailure(problem, currentPath(member))

internal fun NodeDecoder.currentPath(member: String? = null): JSONPath =
    JSONPath(if (member == null) ArrayList(path) else path + JSONPath.Component.Key(member))

/** The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one. */
internal fun NodeDecoder.nodeTypeName(index: Int): String? {
    if (document.kind(index) != JSONDocument.Kind.OBJECT) return null
    val type = document.member(index, "type") ?: return null
    return if (document.kind(type) == JSONDocument.Kind.STRING) document.string(type) else null
}
