import Testing

@testable import RenderParity

/// spec/icon-map.md §2 and §3: the chain, the outcomes, the canonical line and its order.
struct IconResolutionTests {
    static let map = IconMap(
        fallback: "Filled.Info",
        icons: [
            "heart": "Filled.FavoriteBorder", "heart.fill": "Filled.Favorite", "star": "Filled.StarBorder",
            "star.fill": "Filled.Star",
            "cart": "Outlined.ShoppingCart", "cart.fill": "Filled.ShoppingCart", "house": "Outlined.Home",
            "figure.walk": "AutoMirrored.Filled.DirectionsWalk",
        ])

    @Test(arguments: [
        ("heart.circle.fill", ["heart.circle", "heart.fill", "heart"]),
        ("star.fill", ["star"]),
        ("cart.badge.plus", ["cart.badge", "cart"]),
        (
            "figure.walk.circle.fill",
            ["figure.walk.circle", "figure.walk.fill", "figure.walk", "figure.fill", "figure"]
        ),
        ("fill", []), ("fill.fill", ["fill"]), (".fill", [""]), ("", []),
        ("heart.", ["heart"]), ("heart..fill", ["heart.", "heart.fill", "heart"]),
        ("house..door", ["house.", "house"]),
    ])
    func chainTriesCandidatesInOrder(_ name: String, _ expected: [String]) {
        #expect(IconResolution.chain(of: name) == expected)
    }

    @Test(arguments: [
        ("star.fill", "star.fill -> Filled.Star (exact)"),
        ("heart.circle.fill", "heart.circle.fill -> Filled.Favorite (via heart.fill)"),
        ("heart.circle", "heart.circle -> Filled.FavoriteBorder (via heart)"),
        ("cart.circle.fill", "cart.circle.fill -> Filled.ShoppingCart (via cart.fill)"),
        ("figure.walk.circle.fill", "figure.walk.circle.fill -> AutoMirrored.Filled.DirectionsWalk (via figure.walk)"),
        ("Heart.fill", "Heart.fill -> Filled.Info (fallback)"),
        ("zzz", "zzz -> Filled.Info (fallback)"),
        ("heart..fill", "heart..fill -> Filled.Favorite (via heart.fill)"),
        ("", "\"\" -> Filled.Info (fallback)"),
        ("none", "\"none\" -> Filled.Info (fallback)"),
        ("a\nb", "\"a\\nb\" -> Filled.Info (fallback)"),
    ])
    func resolvesToTheCanonicalLine(_ name: String, _ line: String) {
        #expect(Self.map.resolve(name).line == line)
    }

    @Test func goldenIsDistinctSortedBytewiseAndLFTerminated() {
        let golden = String(
            decoding: IconResolution.golden(
                ["star", "cart", "Zed", "cart.fill", "cart", "cartfill", "cart.badge.plus"], map: Self.map),
            as: UTF8.self)
        #expect(
            golden == """
                Zed -> Filled.Info (fallback)
                cart -> Outlined.ShoppingCart (exact)
                cart.badge.plus -> Outlined.ShoppingCart (via cart)
                cart.fill -> Filled.ShoppingCart (exact)
                cartfill -> Filled.Info (fallback)
                star -> Filled.StarBorder (exact)

                """)
    }
}
