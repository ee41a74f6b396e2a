package renderparity

/**
 * How one SF name resolves to a Compose target (spec/icon-map.md §2):
 * the exact name, then the chain of shorter names (a `.fill` form first at
 * each length when the name is filled), then the fallback.
 *
 * Twin of `Icons/IconResolution.swift`.
 */
data class IconResolution(val name: String, val target: String, val outcome: Outcome) {
    sealed class Outcome {
        object Exact : Outcome()
        data class Via(val candidate: String) : Outcome()
        object Fallback : Outcome()
    }

    /**
     * The canonical line of the resolution golden (§3.1): `cart.circle.fill -> Filled.ShoppingCart (via cart.fill)`.
     * Names are written as render-snapshot §3.3 B, so an empty name or one with a
     * control character still makes exactly one unambiguous line; real SF names are bare.
     */
    val line: String
        get() {
            val how = when (outcome) {
                Outcome.Exact -> "exact"
                is Outcome.Via -> "via ${SnapshotString.bareOrQuoted(outcome.candidate)}"
                Outcome.Fallback -> "fallback"
            }
            return "${SnapshotString.bareOrQuoted(name)} -> $target ($how)"
        }

    companion object {
        /** The candidates of step 2, in order (§2.2): empty components are kept, the name itself is skipped. */
        @JvmStatic
        fun chain(name: String): List<String> {
            val parts = name.split('.')
            val filled = parts.size > 1 && parts[parts.size - 1] == "fill"
            val base = if (filled) parts.subList(0, parts.size - 1) else parts
            val candidates = ArrayList<String>()
            for (length in base.size downTo 1) {
                val stem = base.subList(0, length).joinToString(".")
                if (filled && stem + ".fill" != name) candidates.add(stem + ".fill")
                if (stem != name) candidates.add(stem)
            }
            return candidates
        }

        /** The resolution golden (§3): one line per distinct name, sorted bytewise, LF after each. */
        @JvmStatic
        fun golden(names: Iterable<String>, map: IconMap): ByteArray {
            val out = java.io.ByteArrayOutputStream()
            for (name in names.toSortedSet(Bytewise)) {
                out.write(map.resolve(name).line.toByteArray(Charsets.UTF_8))
                out.write(0x0A)
            }
            return out.toByteArray()
        }
    }
}

/** Resolves `name` (§2.2): exact, then the chain, then the fallback. */
fun IconMap.resolve(name: String): IconResolution {
    icons[name]?.let { return IconResolution(name, it, IconResolution.Outcome.Exact) }
    for (candidate in IconResolution.chain(name)) {
        icons[candidate]?.let { return IconResolution(name, it, IconResolution.Outcome.Via(candidate)) }
    }
    return IconResolution(name, fallback, IconResolution.Outcome.Fallback)
}
