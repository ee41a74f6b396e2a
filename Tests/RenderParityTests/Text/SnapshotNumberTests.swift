import Testing

@testable import RenderParity

/// spec §3.3 N: shortest round-trip digits, positional, at least one digit after the point.
struct SnapshotNumberTests {
    /// Inputs are decimal text read as a JSON reader would (nearest double), so inexact ones are meant.
    @Test(arguments: [
        ("16", "16.0"), ("0.5", "0.5"), ("-2.25", "-2.25"), ("-0.0", "0.0"), ("0", "0.0"), ("1e-7", "0.0000001"),
        ("1e21", "1000000000000000000000.0"), ("123456789012345678", "123456789012345680.0"),
        ("0.30000000000000004", "0.30000000000000004"),
        ("100", "100.0"), ("1e16", "10000000000000000.0"), ("0.001", "0.001"), ("1.5e-10", "0.00000000015"),
        ("-1e22", "-10000000000000000000000.0"),
        ("9007199254740993", "9007199254740992.0"), ("2.5e15", "2500000000000000.0"), ("1234.5678", "1234.5678"),
        ("420.5", "420.5"),
    ])
    func formatsSpecVectors(_ text: String, _ expected: String) throws {
        let value = try #require(Double(text))
        #expect(SnapshotNumber.format(value) == expected)
        var bytes: [UInt8] = []
        SnapshotNumber.append(value, to: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == expected)
    }

    @Test func formatsTheExtremes() {
        #expect(SnapshotNumber.format(Double.leastNonzeroMagnitude) == "0." + String(repeating: "0", count: 323) + "5")
        #expect(
            SnapshotNumber.format(Double.greatestFiniteMagnitude) == "17976931348623157"
                + String(repeating: "0", count: 292) + ".0")
    }

    /// The fast path for whole numbers must agree with the reference path.
    @Test func fastPathMatchesTheReference() {
        var generator = SplitMixForTests(seed: 7)
        for round in 0..<50_000 {
            let bits = generator.next()
            var value: Double =
                switch round % 4 {
                case 0: Double(Int64(bitPattern: bits) >> Int64(bits % 60))
                case 1: Double(bitPattern: bits)
                case 2: Double(bits % 100_000) / 100
                default: Double(bits % 9_007_199_254_740_992) * (bits % 2 == 0 ? 1 : -1)
                }
            if !value.isFinite { value = 1 }
            var bytes: [UInt8] = []
            SnapshotNumber.append(value, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == SnapshotNumber.format(value))
        }
    }

    /// Whatever is printed reads back as the same double, with no shorter digit string that would.
    @Test func roundTripsWithShortestDigits() throws {
        var generator = SplitMixForTests(seed: 11)
        for _ in 0..<20_000 {
            let value = Double(bitPattern: generator.next())
            guard value.isFinite else { continue }
            let text = SnapshotNumber.format(value)
            #expect(!text.contains("e"))
            #expect(text.contains("."))
            let parsed = try #require(Double(text))
            #expect(parsed == value, "\(value) → \(text)")
            let digits = SnapshotNumber.shortestDigits(of: value.magnitude).digits
            if digits.count > 1 {
                let shorter = String(decoding: digits.dropLast(), as: UTF8.self)
                let exponent = SnapshotNumber.shortestDigits(of: value.magnitude).exponent
                let candidate = try #require(Double("0." + shorter + "e" + String(exponent)))
                #expect(candidate != value.magnitude, "\(value) has a shorter form \(shorter)")
            }
        }
    }
}
