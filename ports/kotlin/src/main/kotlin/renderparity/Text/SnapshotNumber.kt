package renderparity

import java.io.ByteArrayOutputStream
import java.math.BigDecimal
import java.math.MathContext
import java.math.RoundingMode

/**
 * Writes a double as spec §3.3 N: the shortest round-trip digits, laid out
 * positionally with at least one digit after the point (`16.0`, `0.0000001`,
 * `123456789012345680.0`). Negative zero is `0.0`.
 *
 * Twin of `Snapshot/SnapshotNumber.swift`. Swift re-lays out the digits of
 * `description`; Java's `Double.toString` cannot be used that way: before
 * JDK 19 (JDK-4511638) its digits are not always the shortest (`2^-44` prints
 * `5.6843418860808015E-14`, shortest is `5.684341886080802E-14`; `Double.MIN_VALUE`
 * prints `4.9E-324`, shortest is `5E-324`). So `shortestDigits` follows the
 * spec's rule directly on the exact binary value, with `BigDecimal`.
 */
object SnapshotNumber {
    /** The simple, reference path. */
    @JvmStatic
    fun format(value: Double): String {
        if (value.isNaN()) return "nan"
        if (value.isInfinite()) return if (value < 0) "-inf" else "inf"
        if (value == 0.0) return "0.0"
        val (digits, exponent) = shortestDigits(Math.abs(value))
        return (if (value < 0) "-" else "") + positional(digits, exponent)
    }

    /** Appends `format(value)` as UTF-8; the numbers `shortDecimal` covers skip `BigDecimal`. */
    @JvmStatic
    fun append(value: Double, out: ByteArrayOutputStream) {
        val packed = if (value == 0.0 || value.isNaN()) -1L else shortDecimal(Math.abs(value))
        if (packed < 0) {
            out.write(format(value).toByteArray(Charsets.US_ASCII))
            return
        }
        val scaled = packed ushr 4
        val fractionDigits = (packed and 15L).toInt()
        // The sink's own buffer: the digits written in place (`SnapshotBytes.writeNumber`).
        if (out is SnapshotBytes) return out.writeNumber(value < 0, scaled, fractionDigits)
        // Written left to right, digit by digit, with no buffer per number: the whole part, the
        // point, the fraction digits (a single 0 for whole numbers).
        val whole = scaled / POWERS_OF_TEN[fractionDigits]
        if (value < 0) out.write(0x2D)
        var wholeDigits = 1
        while (wholeDigits < 18 && whole >= POWERS_OF_TEN[wholeDigits]) wholeDigits += 1
        appendDigits(whole, wholeDigits, out)
        out.write(0x2E)
        if (fractionDigits == 0) out.write(0x30) else appendDigits(scaled, fractionDigits, out)
    }

    /** The last `count` decimal digits of `value`, leading zeros included. */
    private fun appendDigits(value: Long, count: Int, out: ByteArrayOutputStream) {
        for (position in count - 1 downTo 0) out.write(0x30 + (value / POWERS_OF_TEN[position] % 10).toInt())
    }

    /** 10^0 … 10^18, every one exact in a `Long`. */
    private val POWERS_OF_TEN = LongArray(19).also { powers ->
        powers[0] = 1
        for (index in 1 until powers.size) powers[index] = powers[index - 1] * 10
    }

    /**
     * The exact fast path (twin of `shortDecimal` in Swift): the fewest fraction digits k ≤ 15
     * such that M = magnitude × 10^k is a whole number below 2^53 and M / 10^k is exactly
     * `magnitude` again. Both operands are exact doubles and IEEE division rounds correctly, so
     * that check is precisely "the decimal M·10^-k reads back as this double", and the smallest k
     * gives the shortest digits. Returns M × 16 + k, or -1 where `format` must decide.
     * Why: `BigDecimal` was most of the port's time on a number-heavy document.
     */
    @JvmStatic
    fun shortDecimal(magnitude: Double): Long {
        if (!(magnitude < 9_007_199_254_740_992.0) || magnitude < 1e-6) return -1
        var scale = 1.0
        for (fractionDigits in 0..15) {
            val scaled = Math.rint(magnitude * scale)
            if (scaled >= 9_007_199_254_740_992.0) return -1
            if (scaled / scale == magnitude) return (scaled.toLong() shl 4) or fractionDigits.toLong()
            scale *= 10.0
        }
        return -1
    }

    /**
     * The shortest round-trip digits d₁…dₙ (no leading or trailing zeros) and e
     * with value = 0.d₁…dₙ × 10ᵉ, for a finite `magnitude` > 0 (§3.3 N step 1).
     *
     * For each length p = 1, 2, …, the only p-digit decimals that can round-trip
     * are the two that bracket the exact value; the nearer one (HALF_EVEN) is
     * tried first, then the other. An exact tie between two round-tripping
     * candidates cannot happen for binary doubles, so the choice is unique.
     * p = 17 always round-trips.
     */
    @JvmStatic
    fun shortestDigits(magnitude: Double): Pair<String, Int> {
        val exact = BigDecimal(magnitude)
        for (precision in 1..17) {
            val nearest = exact.round(MathContext(precision, RoundingMode.HALF_EVEN))
            if (nearest.toDouble() == magnitude) return digitsAndExponent(nearest)
            val otherMode = if (nearest < exact) RoundingMode.CEILING else RoundingMode.FLOOR
            val other = exact.round(MathContext(precision, otherMode))
            if (other.toDouble() == magnitude) return digitsAndExponent(other)
        }
        return digitsAndExponent(exact.round(MathContext(17, RoundingMode.HALF_EVEN)))
    }

    /** d₁…dₙ and e of a positive decimal, trailing zeros removed. */
    private fun digitsAndExponent(decimal: BigDecimal): Pair<String, Int> {
        val stripped = decimal.stripTrailingZeros()
        val digits = stripped.unscaledValue().toString()
        return Pair(digits, digits.length - stripped.scale())
    }

    /** Step 2 of §3.3 N. */
    @JvmStatic
    fun positional(digits: String, exponent: Int): String {
        val out = StringBuilder()
        when {
            exponent <= 0 -> {
                out.append("0.")
                repeat(-exponent) { out.append('0') }
                out.append(digits)
            }
            exponent < digits.length -> out.append(digits, 0, exponent).append('.').append(digits, exponent, digits.length)
            else -> {
                out.append(digits)
                repeat(exponent - digits.length) { out.append('0') }
                out.append(".0")
            }
        }
        return out.toString()
    }
}
