package renderparity

/*
 * Numbers: the JSON grammar, then the nearest double (spec §1.1).
 * Twin of `JSON/JSONScanner+Number.swift`.
 *
 * The Swift reader computes exact cases itself and hands the rest to `strtod`.
 * Here every validated lexeme goes to `java.lang.Double.parseDouble`, which is
 * correctly rounded (round half to even) on every JDK this port supports; it
 * returns ±0.0 on underflow and ±Infinity on overflow, and infinity is invalid.
 */

/** Scans the number at `position` and returns its value. */
internal fun JSONScanner.scanNumber(): Double {
    val start = position
    var index = position
    if (byteAt(index) == JSONScanner.MINUS) index += 1

    if (!isDigit(index)) throw failure(Messages.JSON.digitExpected, index)
    if (byteAt(index) == JSONScanner.DIGIT_0) {
        index += 1
        if (isDigit(index)) throw failure(Messages.JSON.leadingZero, start)
    } else {
        while (isDigit(index)) index += 1
    }
    if (index < buffer.size && byteAt(index) == 0x2E) { // .
        index += 1
        if (!isDigit(index)) throw failure(Messages.JSON.fractionDigitExpected, index)
        while (isDigit(index)) index += 1
    }
    if (index < buffer.size && (byteAt(index) == 0x65 || byteAt(index) == 0x45)) { // e E
        index += 1
        if (index < buffer.size && (byteAt(index) == 0x2B || byteAt(index) == JSONScanner.MINUS)) index += 1
        if (!isDigit(index)) throw failure(Messages.JSON.exponentDigitExpected, index)
        while (isDigit(index)) index += 1
    }
    position = index

    // The lexeme is ASCII and matches the JSON grammar, a subset of what parseDouble accepts.
    val text = String(buffer, start, index - start, Charsets.US_ASCII)
    val value = java.lang.Double.parseDouble(text)
    if (value.isInfinite() || value.isNaN()) {
        throw failure(Messages.JSON.numberTooLarge(text.take(40)), start)
    }
    return value
}

private fun JSONScanner.isDigit(at: Int): Boolean = at < buffer.size && byteAt(at) in JSONScanner.DIGIT_0..JSONScanner.DIGIT_9
