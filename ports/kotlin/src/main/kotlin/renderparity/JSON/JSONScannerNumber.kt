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
    val negative = byteAt(index) == JSONScanner.MINUS
    if (negative) index += 1
    val digitsStart = index

    if (!isDigit(index)) throw failure(Messages.JSON.digitExpected, index)
    if (byteAt(index) == JSONScanner.DIGIT_0) {
        index += 1
        if (isDigit(index)) throw failure(Messages.JSON.leadingZero, start)
    } else {
        while (isDigit(index)) index += 1
    }
    val wholeEnd = index
    var fractionDigits = 0
    if (index < buffer.size && byteAt(index) == 0x2E) { // .
        index += 1
        if (!isDigit(index)) throw failure(Messages.JSON.fractionDigitExpected, index)
        while (isDigit(index)) index += 1
        fractionDigits = index - wholeEnd - 1
    }
    if (index >= buffer.size || (byteAt(index) != 0x65 && byteAt(index) != 0x45)) {
        val exact = exactDecimal(digitsStart, wholeEnd, fractionDigits)
        if (exact >= 0) {
            position = index
            return if (negative) -exact else exact
        }
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

/**
 * The value of the digits `whole.fraction` (without exponent) when it is exact in a double
 * without `parseDouble`: at most 15 significant digits (below 2^53) and at most 22 fraction
 * digits, so M and 10^k are both exact doubles and the one division M / 10^k rounds correctly,
 * as `parseDouble` does. -1 where `parseDouble` must decide. Why: it spares most numbers a
 * `String` and `parseDouble` each.
 */
private fun JSONScanner.exactDecimal(digitsStart: Int, wholeEnd: Int, fractionDigits: Int): Double {
    if (wholeEnd - digitsStart + fractionDigits > 15 || fractionDigits > 22) return -1.0
    var mantissa = 0L
    for (at in digitsStart until wholeEnd) mantissa = mantissa * 10 + (byteAt(at) - JSONScanner.DIGIT_0)
    for (at in wholeEnd + 1..wholeEnd + fractionDigits) mantissa = mantissa * 10 + (byteAt(at) - JSONScanner.DIGIT_0)
    return mantissa.toDouble() / EXACT_POWERS_OF_TEN[fractionDigits]
}

/** 10^0 … 10^22: every one an exact double. */
private val EXACT_POWERS_OF_TEN = DoubleArray(23).also { powers ->
    powers[0] = 1.0
    for (index in 1 until powers.size) powers[index] = powers[index - 1] * 10.0
}

private fun JSONScanner.isDigit(at: Int): Boolean = at < buffer.size && byteAt(at) in JSONScanner.DIGIT_0..JSONScanner.DIGIT_9
