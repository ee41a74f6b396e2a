package renderparity

/*
 * Strings: quotes, escapes, surrogate pairs and UTF-8 well-formedness (spec §1.1).
 * Twin of `JSON/JSONScanner+String.swift`.
 *
 * The bytes are checked here, byte by byte (RFC 3629), rather than through
 * `String(bytes, UTF_8)`, which would silently replace malformed input with U+FFFD.
 */

/**
 * Scans the string starting at the opening quote and adds its tape entry. Returns nothing: an
 * `Entry` per string was an allocation for every string and member name of a document.
 */
internal fun JSONScanner.scanString() {
    val start = position + 1
    var index = start
    var hasEscapes = false
    while (true) {
        // The common case: printable ASCII that needs no attention. Read signed, a byte from 0x80
        // up is negative, so one comparison stops at it and at a control character alike.
        val bytes = buffer
        while (index < bytes.size) {
            val byte = bytes[index].toInt()
            if (byte < 0x20 || byte == JSONScanner.QUOTE || byte == JSONScanner.BACKSLASH) break
            index += 1
        }
        if (index >= buffer.size) throw failure(Messages.JSON.unterminatedString, start - 1)
        val byte = byteAt(index)
        if (byte == JSONScanner.QUOTE) break
        if (byte == JSONScanner.BACKSLASH) {
            hasEscapes = true
            index = scanEscape(index)
        } else if (byte < 0x20) {
            throw failure(Messages.JSON.controlCharacter(Hex.upper(byte, 4)), index)
        } else {
            index = scanUTF8Sequence(index)
        }
    }
    position = index + 1
    if (index - start >= JSONReader.COUNT_LIMIT) {
        throw failure(Messages.JSON.stringTooLong, start - 1)
    }
    tape.add(JSONDocument.Kind.STRING, hasEscapes, index - start, start.toLong())
}

/** Checks the escape at `index` (a backslash) and returns the index after it. */
private fun JSONScanner.scanEscape(index: Int): Int {
    if (index + 1 >= buffer.size) throw failure(Messages.JSON.unterminatedString, index)
    when (byteAt(index + 1)) {
        0x22, 0x5C, 0x2F, 0x62, 0x66, 0x6E, 0x72, 0x74 -> // " \ / b f n r t
            return index + 2
        0x75 -> { // u
            val unit = hexEscape(index)
            when (unit) {
                in 0xD800..0xDBFF -> {
                    val low = if (index + 11 < buffer.size && byteAt(index + 6) == JSONScanner.BACKSLASH && byteAt(index + 7) == 0x75) {
                        try { hexEscape(index + 6) } catch (error: JSONReadException) { -1 }
                    } else -1
                    if (low !in 0xDC00..0xDFFF) {
                        throw failure(Messages.JSON.loneHighSurrogate(Hex.upper(unit, 4)), index)
                    }
                    return index + 12
                }
                in 0xDC00..0xDFFF -> throw failure(Messages.JSON.loneLowSurrogate(Hex.upper(unit, 4)), index)
                else -> return index + 6
            }
        }
        else -> throw failure(Messages.JSON.invalidEscape(describeEscape(byteAt(index + 1))), index)
    }
}

/** The value of the `\uXXXX` escape whose backslash is at `index`. */
private fun JSONScanner.hexEscape(index: Int): Int {
    if (index + 5 >= buffer.size) throw failure(Messages.JSON.unterminatedUnicodeEscape, index)
    var value = 0
    for (offset in 2..5) {
        val digit = JSONStringUnescaper.hexValue(byteAt(index + offset))
        if (digit < 0) throw failure(Messages.JSON.shortUnicodeEscape, index)
        value = (value shl 4) or digit
    }
    return value
}

/** Checks one multi-byte UTF-8 sequence (RFC 3629 table 3-7) and returns the index after it. */
private fun JSONScanner.scanUTF8Sequence(index: Int): Int {
    val lead = byteAt(index)
    val length: Int
    var secondLow = 0x80
    var secondHigh = 0xBF
    when (lead) {
        in 0xC2..0xDF -> length = 2
        0xE0 -> { length = 3; secondLow = 0xA0 }
        in 0xE1..0xEC, in 0xEE..0xEF -> length = 3
        0xED -> { length = 3; secondHigh = 0x9F }
        0xF0 -> { length = 4; secondLow = 0x90 }
        in 0xF1..0xF3 -> length = 4
        0xF4 -> { length = 4; secondHigh = 0x8F }
        else -> throw failure(Messages.JSON.invalidUTF8Byte(Hex.upper(lead, 1)), index)
    }
    if (index + length > buffer.size || byteAt(index + 1) !in secondLow..secondHigh) {
        throw failure(Messages.JSON.invalidUTF8Sequence(Hex.upper(lead, 1)), index)
    }
    for (offset in 2 until length) {
        if (byteAt(index + offset) and 0xC0 != 0x80) {
            throw failure(Messages.JSON.invalidUTF8Sequence(Hex.upper(lead, 1)), index)
        }
    }
    return index + length
}

private fun describeEscape(byte: Int): String =
    if (byte in 0x21..0x7E) byte.toChar().toString() else Messages.JSON.escapeByte(Hex.upper(byte, 1))
