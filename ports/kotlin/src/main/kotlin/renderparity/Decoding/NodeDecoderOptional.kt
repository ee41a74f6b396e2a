package renderparity

/*
 * Optional fields: anything unusable is treated as absent and reported (spec §2.3, §2.4).
 * Twin of `Decoding/NodeDecoder+Optional.swift`.
 */

// MARK: - Optional fields

/** The member's value if it is of `kind`; otherwise reports it and returns null. Absent is silent. */
internal fun NodeDecoder.optionalValue(obj: Int, name: String, kind: JSONDocument.Kind, expected: String, using: String): Int? {
    val value = document.member(obj, name) ?: return null
    if (document.kind(value) != kind) {
        report(Diagnostic.Problem.UnusableOptional(expected, document.kind(value), using), name)
        return null
    }
    return value
}

internal fun NodeDecoder.optionalString(obj: Int, name: String, absent: String = "default"): String? {
    val index = optionalValue(obj, name, JSONDocument.Kind.STRING, "a string", absent) ?: return null
    return document.string(index)
}

internal fun NodeDecoder.optionalNumber(obj: Int, name: String, fallback: Double): Double {
    val index = optionalValue(obj, name, JSONDocument.Kind.NUMBER, "a number", SnapshotNumber.format(fallback)) ?: return fallback
    return document.number(index)
}

internal inline fun <reified T> NodeDecoder.optionalEnum(obj: Int, name: String, fallback: T): T where T : Enum<T>, T : SchemaEnum {
    val index = optionalValue(obj, name, JSONDocument.Kind.STRING, "one of ${names(enumValues<T>())}", fallback.rawValue)
        ?: return fallback
    val raw = document.string(index)
    val value = enumFromRawValue<T>(raw)
    if (value == null) {
        report(Diagnostic.Problem.NotInEnum(raw, enumValues<T>().map { it.rawValue }, fallback.rawValue), name)
        return fallback
    }
    return value
}

internal fun NodeDecoder.optionalMaxLines(obj: Int): Int? {
    val index = optionalValue(obj, "maxLines", JSONDocument.Kind.NUMBER, "an integer", "no limit") ?: return null
    val value = document.number(index)
    if (!(value >= 1.0 && value <= NodeDefaults.maxLinesLimit.toDouble() && Math.floor(value) == value)) {
        report(Diagnostic.Problem.MaxLinesOutOfRange(value), "maxLines")
        return null
    }
    return value.toInt()
}

/** `headers`: an array of strings, or absent as a whole (§2.3). */
internal fun NodeDecoder.optionalStringList(obj: Int, name: String): List<String>? {
    val array = document.member(obj, name) ?: return null
    val strings = stringList(array)
    if (strings == null) {
        report(Diagnostic.Problem.UnusableOptional("an array of strings", document.kind(array), "[]"), name)
        return null
    }
    return strings
}

/** `rows`: an array of arrays of strings, or absent as a whole (§2.3). */
internal fun NodeDecoder.optionalRows(obj: Int): List<List<String>>? {
    val array = document.member(obj, "rows") ?: return null
    var rows: List<List<String>>? = null
    if (document.kind(array) == JSONDocument.Kind.ARRAY) {
        val collected = ArrayList<List<String>>()
        for (element in document.elements(array)) collected.add(stringList(element.value) ?: break)
        if (collected.size == document.count(array)) rows = collected
    }
    if (rows == null) {
        report(Diagnostic.Problem.UnusableOptional("an array of arrays of strings", document.kind(array), "[]"), "rows")
    }
    return rows
}

private fun NodeDecoder.stringList(array: Int): List<String>? {
    if (document.kind(array) != JSONDocument.Kind.ARRAY) return null
    val strings = ArrayList<String>(document.count(array))
    for (element in document.elements(array)) {
        if (document.kind(element.value) != JSONDocument.Kind.STRING) return null
        strings.add(document.string(element.value))
    }
    return strings
}

// MARK: - Reporting

/** Reports every member of `obj` whose name is not in `allowed` (§2.3). */
internal fun NodeDecoder.reportUnknownMembers(obj: Int, allowed: List<String>, owner: String) {
    for (member in document.members(obj)) {
        if (allowed.any { document.stringEquals(member.key, it) }) continue
        diagnostics.add(Diagnostic(Diagnostic.Problem.UnknownMember(owner), currentPath(document.string(member.key))))
    }
}

internal fun NodeDecoder.report(problem: Diagnostic.Problem, member: String? = null) {
    diagnostics.add(Diagnostic(problem, currentPath(member)))
}

internal fun NodeDecoder.recordIcon(name: String, member: String) {
    icons.add(IconUse(name, currentPath(member)))
}

internal fun NodeDecoder.failure(problem: DecodeFailure.Problem, member: String? = null): DecodeException =
    DecodeException(DecodeFailure(problem, currentPath(member)))

/** `path`, then `member` if given, as diagnostics print it (a copy: `path` keeps changing). */
internal fun NodeDecoder.currentPath(member: String? = null): JSONPath =
    JSONPath(if (member == null) ArrayList(path) else path + JSONPath.Component.Key(member))

/** The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one. */
internal fun NodeDecoder.nodeTypeName(index: Int): String? {
    if (document.kind(index) != JSONDocument.Kind.OBJECT) return null
    val type = document.member(index, "type") ?: return null
    return if (document.kind(type) == JSONDocument.Kind.STRING) document.string(type) else null
}

internal fun names(values: Array<out SchemaEnum>): String = values.joinToString(", ") { it.rawValue }
