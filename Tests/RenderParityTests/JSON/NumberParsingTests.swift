import Testing

@testable import RenderParity

/// The reader's own number conversion must equal the C library's correctly rounded one (spec §1.1).
struct NumberParsingTests {
    static func parse(_ text: String) -> Double? {
        guard case .success(let document) = JSONReader.read(Array(text.utf8)) else { return nil }
        return document.number(document.root)
    }

    @Test(arguments: [
        "0", "-0", "1", "16", "0.5", "-2.25", "1e-7", "1e21", "1E+2", "123456789012345678", "9007199254740993",
        "0.1", "0.30000000000000004", "5e-324", "2.2250738585072014e-308", "1.7976931348623157e308", "4.9e-324",
        "1e-400", "0.000000000000000000000000000001", "18446744073709551615", "18446744073709551616",
        "3.14159265358979323846",
        "1e22", "1e23", "9999999999999999", "0.1e-22", "100000000000000000000000", "7.2057594037927933e16",
    ])
    func matchesTheCLibrary(_ text: String) throws {
        let expected = try #require(Double(text))
        let parsed = try #require(Self.parse(text))
        #expect(parsed.bitPattern == expected.bitPattern, "\(text)")
    }

    @Test func randomLexemesMatchTheCLibrary() throws {
        var generator = SplitMixForTests(seed: 42)
        for _ in 0..<20_000 {
            let integer = String(generator.next() % 10_000_000_000)
            let fraction = String(generator.next() % 1_000_000_000_000)
            let exponent = Int(generator.next() % 60) - 30
            let text = (generator.next() % 2 == 0 ? "-" : "") + integer + "." + fraction + "e" + String(exponent)
            let expected = try #require(Double(text))
            #expect(Self.parse(text)?.bitPattern == expected.bitPattern, "\(text)")
        }
    }
}

/// A tiny deterministic generator for property tests.
struct SplitMixForTests {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
