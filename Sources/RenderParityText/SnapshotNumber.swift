/// Writes a double as spec §3.3 N: the shortest round-trip digits, laid out
/// positionally with at least one digit after the point (`16.0`, `0.0000001`,
/// `123456789012345680.0`). Negative zero is `0.0`.
///
/// Swift's `description` already finds the shortest round-trip digits (and the
/// nearest of them); only its layout (`1e-07`, `1.2345678901234568e+17`) differs
/// from the spec, so `format` re-lays its digits out. `append(_:to:)` adds an
/// exact fast path for the numbers layouts and dashboards are made of (see
/// `shortDecimal`); `SnapshotNumberTests` checks it against `format` on many values.
///
/// In the first stage (`RenderParityText`): diagnostics print numbers as N too (§2.4).
public enum SnapshotNumber {
    /// The simple, reference path.
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "nan" : (value < 0 ? "-inf" : "inf") }
        if value == 0 { return "0.0" }
        let (digits, exponent) = shortestDigits(of: value.magnitude)
        return (value < 0 ? "-" : "") + positional(digits: digits, exponent: exponent)
    }

    /// Appends `format(value)` as UTF-8.
    public static func append(_ value: Double, to out: inout [UInt8]) {
        withFormatted(value) { out.append(contentsOf: $0) }
    }

    /// Calls `body` with `format(value)` as UTF-8; the numbers `shortDecimal` covers never become a `String`.
    @inline(__always)
    @inlinable static func withFormatted<Result>(_ value: Double, _ body: (UnsafeBufferPointer<UInt8>) -> Result)
        -> Result
    {
        guard let (digits, fractionDigits) = shortDecimal(value.magnitude), value != 0 else {
            var text = format(value)
            return text.withUTF8(body)
        }
        // At most 16 significant digits, 15 of them after the point, a leading "0." and a sign.
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 40) { buffer in
            // Written right to left: the fraction digits (a single 0 for whole numbers), the point, the whole part.
            var end = buffer.count
            var remaining = digits
            func put(_ byte: UInt8) {
                end -= 1
                buffer[end] = byte
            }
            if fractionDigits == 0 { put(UInt8(ascii: "0")) }
            for _ in 0..<fractionDigits {
                put(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            }
            put(UInt8(ascii: "."))
            repeat {
                put(UInt8(ascii: "0") + UInt8(remaining % 10))
                remaining /= 10
            } while remaining > 0
            if value < 0 { put(UInt8(ascii: "-")) }
            return body(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// Calls `body` with a whole number's decimal digits (`String(value)` without the `String`):
    /// child counts, row counts and `maxLines`.
    @inline(__always)
    @inlinable static func withDecimal<Result>(_ value: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 24) { buffer in
            var end = buffer.count
            var remaining = value.magnitude
            repeat {
                end -= 1
                buffer[end] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
            } while remaining > 0
            if value < 0 {
                end -= 1
                buffer[end] = UInt8(ascii: "-")
            }
            return body(UnsafeBufferPointer(rebasing: buffer[end...]))
        }
    }

    /// Writes M·10^-k (`shortDecimal`'s (M, k), M ≠ 0 below 2^53, k ≤ 15) laid out as
    /// `withFormatted` lays it out, straight into `target`, which has room for `inPlaceRoom`
    /// bytes; returns how many it wrote. The length is found first, so the digits go right to
    /// left into their places, two at a time: no temporary buffer, no copy, no call per number.
    @inline(__always)
    @inlinable static func write(
        _ digits: UInt64, fractionDigits: Int, negative: Bool, to target: UnsafeMutableRawPointer
    ) -> Int {
        let significant = digitCount(digits)
        let whole = max(significant &- fractionDigits, 1)
        let length = (negative ? 1 : 0) &+ whole &+ 1 &+ max(fractionDigits, 1)
        var end = length
        var remaining = digits
        if fractionDigits == 0 { put(UInt8(ascii: "0"), at: &end, in: target) }
        var left = fractionDigits
        while left >= 2 {
            putPair(&remaining, at: &end, in: target)
            left &-= 2
        }
        if left == 1 { putDigit(&remaining, at: &end, in: target) }
        put(UInt8(ascii: "."), at: &end, in: target)
        while remaining >= 100 { putPair(&remaining, at: &end, in: target) }
        if remaining >= 10 {
            putPair(&remaining, at: &end, in: target)
        } else {
            putDigit(&remaining, at: &end, in: target)
        }
        if negative { put(UInt8(ascii: "-"), at: &end, in: target) }
        return length
    }

    /// Writes a whole number's decimal digits (`withDecimal`'s) straight into `target`, which
    /// has room for `inPlaceRoom` bytes, as `write(_:fractionDigits:negative:to:)` does; returns how many.
    @inline(__always)
    @inlinable static func write(decimal value: Int, to target: UnsafeMutableRawPointer) -> Int {
        let magnitude = value.magnitude
        // Counts are a few digits long, where the loop costs less than `digitCount`.
        var significant = 1
        var power: UInt64 = 10
        while significant < 19, UInt64(magnitude) >= power {
            significant &+= 1
            power &*= 10
        }
        let length = (value < 0 ? 1 : 0) &+ significant
        var end = length
        var remaining = UInt64(magnitude)
        while remaining >= 100 { putPair(&remaining, at: &end, in: target) }
        if remaining >= 10 {
            putPair(&remaining, at: &end, in: target)
        } else {
            putDigit(&remaining, at: &end, in: target)
        }
        if value < 0 { put(UInt8(ascii: "-"), at: &end, in: target) }
        return length
    }

    /// How many decimal digits `value` has (1 for 0). Why: counting them by multiplying a power
    /// of ten until it passed the value cost a loop turn per digit of every number. The bit
    /// length gives the count or one more (`bits × 1233 / 4096` is ⌊bits · log₁₀ 2⌋ up to 64
    /// bits), and one comparison with a power of ten settles it.
    @inline(__always)
    @inlinable static func digitCount(_ value: UInt64) -> Int {
        let bits = 64 &- (value | 1).leadingZeroBitCount
        let guess = (bits &* 1233) &>> 12
        return guess &+ ((value | 1) >= powerOfTen(guess) ? 1 : 0)
    }

    /// 10^`exponent` for 0...19 (a switch the compiler makes a table of); `UInt64.max` past them.
    @inlinable static func powerOfTen(_ exponent: Int) -> UInt64 {
        switch exponent {
        case 0: 1
        case 1: 10
        case 2: 100
        case 3: 1000
        case 4: 10000
        case 5: 100_000
        case 6: 1_000_000
        case 7: 10_000_000
        case 8: 100_000_000
        case 9: 1_000_000_000
        case 10: 10_000_000_000
        case 11: 100_000_000_000
        case 12: 1_000_000_000_000
        case 13: 10_000_000_000_000
        case 14: 100_000_000_000_000
        case 15: 1_000_000_000_000_000
        case 16: 10_000_000_000_000_000
        case 17: 100_000_000_000_000_000
        case 18: 1_000_000_000_000_000_000
        case 19: 10_000_000_000_000_000_000
        default: .max
        }
    }

    /// The most bytes `write` takes: a sign, 20 digits, a point, 15 fraction digits, with room to spare.
    @inlinable package static var inPlaceRoom: Int { 48 }

    @inline(__always)
    @inlinable static func put(_ byte: UInt8, at end: inout Int, in target: UnsafeMutableRawPointer) {
        end &-= 1
        target.storeBytes(of: byte, toByteOffset: end, as: UInt8.self)
    }

    /// The last digit of `remaining`, taken off it.
    @inline(__always)
    @inlinable static func putDigit(_ remaining: inout UInt64, at end: inout Int, in target: UnsafeMutableRawPointer) {
        let rest = remaining / 10
        put(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining &- rest &* 10), at: &end, in: target)
        remaining = rest
    }

    /// The last two digits of `remaining`, taken off it: one division by 100 for both.
    @inline(__always)
    @inlinable static func putPair(_ remaining: inout UInt64, at end: inout Int, in target: UnsafeMutableRawPointer) {
        let rest = remaining / 100
        let pair = UInt8(truncatingIfNeeded: remaining &- rest &* 100)
        let tens = pair / 10
        put(UInt8(ascii: "0") &+ (pair &- tens &* 10), at: &end, in: target)
        put(UInt8(ascii: "0") &+ tens, at: &end, in: target)
        remaining = rest
    }

    /// The exact fast path: the fewest fraction digits k ≤ 15 such that M = magnitude × 10^k
    /// is a whole number below 2^53 and M / 10^k is exactly `magnitude` again. Both operands
    /// are exact doubles and IEEE division rounds correctly, so that check is precisely
    /// "the decimal M·10^-k reads back as this double", and the smallest k gives the
    /// shortest digits. Returns (M, k), or nil where `format` must decide.
    @inlinable static func shortDecimal(_ magnitude: Double) -> (UInt64, Int)? {
        guard magnitude < 9_007_199_254_740_992, magnitude >= 1e-6 || magnitude == 0 else { return nil }
        var scale = 1.0
        for fractionDigits in 0...15 {
            let scaled = (magnitude * scale).rounded(.toNearestOrEven)
            if scaled >= 9_007_199_254_740_992 { return nil }
            if scaled / scale == magnitude { return (UInt64(scaled), fractionDigits) }
            scale *= 10
        }
        return nil
    }

    /// The shortest round-trip digits d₁…dₙ (no leading or trailing zeros) and e with value = 0.d₁…dₙ × 10ᵉ.
    package static func shortestDigits(of magnitude: Double) -> (digits: [UInt8], exponent: Int) {
        // `description` is "D.DDD", "0.000DDD" or "D.DDDe±XX" (always C-locale, shortest round-trip).
        let text = Array(magnitude.description.utf8)
        var mantissa = text[...]
        var exponent = 0
        if let e = text.firstIndex(of: UInt8(ascii: "e")) {
            mantissa = text[..<e]
            let exponentText = String(decoding: text[(e + 1)...], as: UTF8.self)
            exponent = Int(exponentText.hasPrefix("+") ? String(exponentText.dropFirst()) : exponentText) ?? 0
        }
        let point = mantissa.firstIndex(of: UInt8(ascii: ".")) ?? mantissa.endIndex
        let integerDigits = point - mantissa.startIndex
        var digits = Array(mantissa.filter { $0 != UInt8(ascii: ".") })
        exponent += integerDigits
        while let first = digits.first, first == UInt8(ascii: "0") {
            digits.removeFirst()
            exponent -= 1
        }
        while let last = digits.last, last == UInt8(ascii: "0") { digits.removeLast() }
        return (digits, exponent)
    }

    /// Step 2 of §3.3 N.
    package static func positional(digits: [UInt8], exponent: Int) -> String {
        let zero = UInt8(ascii: "0")
        var out: [UInt8] = []
        if exponent <= 0 {
            out = [zero, UInt8(ascii: ".")] + Array(repeating: zero, count: -exponent) + digits
        } else if exponent < digits.count {
            out = Array(digits[..<exponent]) + [UInt8(ascii: ".")] + Array(digits[exponent...])
        } else {
            out = digits + Array(repeating: zero, count: exponent - digits.count) + [UInt8(ascii: "."), zero]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
