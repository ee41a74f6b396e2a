package renderparity

/**
 * Bytewise (UTF-8, unsigned) string order: C `strcmp`, not locale collation and not UTF-16 order.
 * Twin of `BytewiseOrder.swift`: every listing and report is sorted so, whatever the machine.
 */
object Bytewise : Comparator<String> {
    override fun compare(a: String, b: String): Int {
        val x = a.toByteArray(Charsets.UTF_8)
        val y = b.toByteArray(Charsets.UTF_8)
        val common = Math.min(x.size, y.size)
        for (i in 0 until common) {
            val difference = (x[i].toInt() and 0xFF) - (y[i].toInt() and 0xFF)
            if (difference != 0) return difference
        }
        return x.size - y.size
    }
}
