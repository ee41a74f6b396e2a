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
 *
 * A string of up to 15 plain bytes (no quote, backslash, control or non-ASCII byte), most of a
 * dashboard's values, is found by its first two words (`JSONScanner.wordAt`) where 16 bytes are
 * left: the first byte that ends a plain stretch, found in a word, is its closing quote. Any
 * other byte it finds is where the byte loop below takes over; the bytes before it are plain.
 */
internal fun JSONScanner.scanString() {
    val start = position + 1
    var index = start
    if (start <= buffer.size - 16) {
        var flags = plainStringEnds(wordAt(start))
        if (flags == 0L) {
            index += 8
            flags = plainStringEnds(wordAt(index))
        }
        if (flags != 0L) {
            index += java.lang.Long.numberOfTrailingZeros(flags) ushr 3
            if (buffer[index].toInt() == JSONScanner.QUOTE) {
                position = index + 1
                tape.add(JSONDocument.Kind.STRING, false, index - start, start.toLong())
                return
            }
        } else {
            index += 8
        }
    }
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

private const val ONES = 0x0101010101010101L
private const val HIGH_BITS = -0x7f7f7f7f7f7f7f80L // 0x8080808080808080

/**
 * The high bit of each byte of `word` (eight input bytes, little-endian) that ends a string's
 * plain stretch, `scanString`'s inner loop's test: a quote, a backslash, a control byte or one
 * from 0x80 up; other bits are set only above the lowest such byte, whose bit is exact.
 */
internal fun plainStringEnds(word: Long): Long {
    val quotes = word xor 0x2222222222222222L
    val backslashes = word xor 0x5C5C5C5C5C5C5C5CL
    val controls = (word - 0x2020202020202020L) and word.inv()
    return (((quotes - ONES) and quotes.inv()) or ((backslashes - ONES) and backslashes.inv()) or controls or word) and HIGH_BITS
}
