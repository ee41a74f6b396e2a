package renderparity

import org.junit.Assert.assertEquals
import org.junit.Assert.fail
import org.junit.Test
import renderparity.commands.resolutionNames
import java.io.File

/** spec/icon-map.md: the resolution golden, and the worked examples of §2.4. */
class IconResolutionTest {
    private val map: IconMap by lazy {
        val decoded = IconMap.decode(readBytes(TestPaths.iconMap))
        when (decoded) {
            is IconMapDecoding.Success -> decoded.map
            is IconMapDecoding.Failure -> throw AssertionError("spec/icon-map.json: ${decoded.failure.message}")
        }
    }

    @Test
    fun resolutionGolden() {
        val names = resolutionNames(map, TestPaths.fixtures)
        val golden = File(TestPaths.goldens, "icon-map/resolution.txt")
        if (!golden.isFile) fail("no icon resolution golden at $golden")
        val difference = GoldenDiff.describe("icon-map/resolution.txt", "icon-map/resolution.txt", readBytes(golden), IconResolution.golden(names, map))
        if (difference != null) fail(difference)
    }

    /** §2.4, row by row: name, step 2 candidates, target, outcome. */
    @Test
    fun workedExamples() {
        val rows = listOf(
            listOf("star.fill", "star", "Filled.Star", "exact"),
            listOf("star", "", "Filled.StarBorder", "exact"),
            listOf("cart.badge.plus", "cart.badge|cart", "Filled.AddShoppingCart", "exact"),
            listOf("heart.circle.fill", "heart.circle|heart.fill|heart", "Filled.Favorite", "via heart.fill"),
            listOf("heart.circle", "heart", "Filled.FavoriteBorder", "via heart"),
            listOf("cart.circle.fill", "cart.circle|cart.fill|cart", "Filled.ShoppingCart", "via cart.fill"),
            listOf("cart.badge.minus", "cart.badge|cart", "Outlined.ShoppingCart", "via cart"),
            listOf("cloud.fog.fill", "cloud.fog|cloud.fill|cloud", "Filled.Cloud", "via cloud.fill"),
            listOf("figure.walk.circle.fill", "figure.walk.circle|figure.walk.fill|figure.walk|figure.fill|figure",
                   "AutoMirrored.Filled.DirectionsWalk", "via figure.walk"),
            listOf("eurosign.circle.fill", "eurosign.circle|eurosign.fill|eurosign", "Filled.Euro", "via eurosign"),
            listOf("mic.fill", "mic", "Filled.Info", "fallback"),
            listOf("zzz", "", "Filled.Info", "fallback"),
            listOf("fill", "", "Filled.Info", "fallback"),
            listOf("fill.fill", "fill", "Filled.Info", "fallback"),
            listOf(".fill", "\"\"", "Filled.Info", "fallback"),
            listOf("", "", "Filled.Info", "fallback"),
            listOf("heart.", "heart", "Filled.FavoriteBorder", "via heart"),
            listOf("heart..fill", "heart.|heart.fill|heart", "Filled.Favorite", "via heart.fill"),
            listOf("house..door", "house.|house", "Outlined.Home", "via house"),
            listOf("Heart.fill", "Heart", "Filled.Info", "fallback")
        )
        for ((name, chain, target, outcome) in rows) {
            val expectedChain = if (chain.length == 0) emptyList() else chain.split("|").map { if (it == "\"\"") "" else it }
            assertEquals("chain of \"$name\"", expectedChain, IconResolution.chain(name))
            val resolution = map.resolve(name)
            assertEquals("target of \"$name\"", target, resolution.target)
            val how = when (val found = resolution.outcome) {
                IconResolution.Outcome.Exact -> "exact"
                is IconResolution.Outcome.Via -> "via ${found.candidate}"
                IconResolution.Outcome.Fallback -> "fallback"
            }
            assertEquals("outcome of \"$name\"", outcome, how)
        }
    }

    @Test
    fun linesQuoteAmbiguousNamesAndSortBytewise() {
        val small = IconMap("Filled.Info", mapOf("heart" to "Filled.FavoriteBorder", "cart" to "Outlined.ShoppingCart"))
        val names = listOf("heart", "cartfill", "cart.fill", "cart", "Heart", "none", "", "a\tb", "heart.fill", "cart")
        val expected = "\"\" -> Filled.Info (fallback)\n" +
            "Heart -> Filled.Info (fallback)\n" +
            "\"a\\tb\" -> Filled.Info (fallback)\n" +
            "cart -> Outlined.ShoppingCart (exact)\n" +
            "cart.fill -> Outlined.ShoppingCart (via cart)\n" +
            "cartfill -> Filled.Info (fallback)\n" +
            "heart -> Filled.FavoriteBorder (exact)\n" +
            "heart.fill -> Filled.FavoriteBorder (via heart)\n" +
            "\"none\" -> Filled.Info (fallback)\n"
        assertEquals(expected, String(IconResolution.golden(names, small), Charsets.UTF_8))
    }

    /** §2.1: the chain splits on every `.` and keeps empty components (`""` → `[""]`, `heart.` → `["heart", ""]`). */
    @Test
    fun chainKeepsEmptyComponents() {
        assertEquals(emptyList<String>(), IconResolution.chain(""))
        assertEquals(listOf("a.", "a"), IconResolution.chain("a..b"))
        assertEquals(listOf("heart"), IconResolution.chain("heart."))
        assertEquals(listOf(""), IconResolution.chain(".fill"))
    }

    @Test
    fun mapLoadingIsStrict() {
        fun problem(json: String): String = when (val decoded = IconMap.decode(utf8(json))) {
            is IconMapDecoding.Success -> "loaded"
            is IconMapDecoding.Failure -> decoded.failure.message
        }
        assertEquals("loaded", problem("""{"fallback": "Filled.Info", "icons": {"heart": "Filled.Favorite"}}"""))
        assertEquals("\$.icons: is empty", problem("""{"fallback": "Filled.Info", "icons": {}}"""))
        // Spelling is left to `parity icons` (as in Swift): a misspelled name or target still loads.
        assertEquals("loaded", problem("""{"fallback": "Filled.Info", "icons": {"Heart": "not a target"}}"""))
        assertEquals("\$.icons.heart: duplicate member name \"heart\"",
                     problem("""{"fallback": "Filled.Info", "icons": {"heart": "Filled.Favorite", "heart": "Filled.Star"}}"""))
    }
}
