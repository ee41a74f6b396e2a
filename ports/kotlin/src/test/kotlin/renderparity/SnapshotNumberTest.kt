package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Test
import java.io.ByteArrayOutputStream

/**
 * spec §3.3 N. The vectors catch both ways `Double.toString` goes wrong on
 * JDK 17: exponents (`1.0E-7`, `1.0E21`, `1.0E7`) and digits that are not the
 * shortest (JDK-4511638, fixed in JDK 19): `4.9E-324`, `5.6843418860808015E-14`,
 * `1.80544536094166733E18`.
 */
class SnapshotNumberTest {
    private fun n(value: Double): String = SnapshotNumber.format(value)

    @Test
    fun specTable() {
        assertEquals("16.0", n(16.0))
        assertEquals("0.5", n(0.5))
        assertEquals("-2.25", n(-2.25))
        assertEquals("0.0", n(-0.0))
        assertEquals("0.0", n(0.0))
        assertEquals("0.0000001", n(1e-7))
        assertEquals("1000000000000000000000.0", n(1e21))
        assertEquals("123456789012345680.0", n(123456789012345678.0))
        assertEquals("0.30000000000000004", n(0.1 + 0.2))
        assertEquals("0." + "0".repeat(323) + "5", n(5e-324))
        assertEquals("17976931348623157" + "0".repeat(292) + ".0", n(1.7976931348623157e308))
    }

    @Test
    fun noExponents() {
        assertEquals("10000000.0", n(1.0e7))
        assertEquals("0.002", n(2.0e-3))
        assertEquals("0.001", n(1.0e-3))
        assertEquals("9223372036854776000.0", n(Math.pow(2.0, 63.0)))
        assertEquals("100000000000000000000000.0", n(1e23))
        assertEquals("-0.0000000000000000000001", n(-1e-22))
        assertEquals("9007199254740992.0", n(9007199254740992.0))
        assertEquals("4503599627370495.5", n(4503599627370495.5))
    }

    @Test
    fun shortestWhereJdk17IsNot() {
        // JDK 17 prints 4.9E-324, 5.6843418860808015E-14, 1.80544536094166733E18, 2.6814475343671142E18
        assertEquals("0.00000000000005684341886080802", n(Math.pow(2.0, -44.0)))
        assertEquals("1805445360941667300.0", n(1.80544536094166733E18))
        assertEquals("2681447534367114000.0", n(2.6814475343671142E18))
        assertEquals(Pair("5", -323), SnapshotNumber.shortestDigits(java.lang.Double.MIN_VALUE))
        assertEquals(Pair("8", -322), SnapshotNumber.shortestDigits(Math.scalb(1.0, -1070)))
        assertEquals(Pair("7120236347223045", -306), SnapshotNumber.shortestDigits(Math.scalb(1.0, -1017)))
    }

    @Test
    fun nearestAmongShortest() {
        // 2^-1074 is 4.94…e-324: "5" is the nearest one-digit string that round-trips (not "4", "6" or "9").
        assertEquals(Pair("5", -323), SnapshotNumber.shortestDigits(5e-324))
        assertEquals(Pair("1", -322), SnapshotNumber.shortestDigits(1e-323)) // 2 × 2^-1074
    }

    @Test
    fun roundTripsAndNeverLongerThanJava() {
        val random = java.util.Random(20240601)
        repeat(20000) {
            val value = java.lang.Double.longBitsToDouble(random.nextLong())
            if (value.isNaN() || value.isInfinite() || value == 0.0) return@repeat
            val text = n(value)
            assertTrue("$text has no point or has an exponent", text.contains('.') && !text.contains('E') && !text.contains('e'))
            assertEquals("$text round-trips", value + 0.0, java.lang.Double.parseDouble(text), 0.0)
            val ours = SnapshotNumber.shortestDigits(Math.abs(value)).first.length
            val java = java.lang.Double.toString(Math.abs(value)).substringBefore('E').replace(".", "").trim('0').length
            assertTrue("$value: $ours digits vs Java's $java", ours <= java)
        }
    }

    /** The short-decimal fast path against `format`, on random doubles and on decimals with few digits. */
    @Test
    fun shortDecimalAgreesWithFormat() {
        val random = java.util.Random(21)
        for (index in 0 until 20_000) {
            val value = when (index % 4) {
                0 -> random.nextDouble() * Math.pow(10.0, (random.nextInt(24) - 8).toDouble())
                1 -> (random.nextInt(2_000_000) - 1_000_000) / Math.pow(10.0, random.nextInt(8).toDouble())
                2 -> java.lang.Double.longBitsToDouble(random.nextLong())
                else -> random.nextInt(100_000) / 100.0
            }
            if (value.isNaN()) continue
            val out = ByteArrayOutputStream()
            SnapshotNumber.append(value, out)
            assertEquals("append($value)", n(value), String(out.toByteArray(), Charsets.US_ASCII))
        }
    }

    @Test
    fun appendFastPathAgreesWithFormat() {
        val values = doubleArrayOf(0.0, -0.0, 1.0, -1.0, 8.0, 16.0, 12.0, 1e15, 9007199254740991.0, 9007199254740992.0,
                                   9007199254740994.0, -123456.0, 0.5, 1e300, -1e-300)
        for (value in values) {
            val out = ByteArrayOutputStream()
            SnapshotNumber.append(value, out)
            assertEquals("append($value)", n(value), String(out.toByteArray(), Charsets.US_ASCII))
        }
    }

    @Test
    fun readerRoundsToNearest() {
        fun value(json: String): String = RenderSnapshot.text(utf8("""{"type":"progress","value":$json}"""))
            .substringAfter("value=").substringBefore(",")
        assertEquals("123456789012345680.0", value("123456789012345678"))
        assertEquals("0.0", value("1e-400"))
        assertEquals("0.0", value("-1e-400"))
        assertEquals("9007199254740992.0", value("9007199254740993")) // halfway: ties to even
        assertEquals("9007199254740996.0", value("9007199254740995"))
        assertEquals("1.0", value("0.99999999999999999999999999"))
        assertEquals("17976931348623157" + "0".repeat(292) + ".0", value("1.7976931348623158e308"))
        assertEquals("Error(reason=invalid_json)\n", RenderSnapshot.text(utf8("""{"type":"progress","value":1.7976931348623159e308}""")))
        assertEquals("Error(reason=invalid_json)\n", RenderSnapshot.text(utf8("""{"type":"progress","value":-1e400}""")))
    }
}
