import RenderParityText

/// Numbers: the JSON grammar, then the nearest double (spec §1.1).
extension JSONScanner {
    /// Scans the number at `position` and returns its value.
    ///
    /// Exact cases (up to 19 digits as an integer, or Clinger's fast path: a
    /// mantissa ≤ 2^53 scaled by at most 10^22) are computed here; everything
    /// else goes to the C library's correctly rounded `strtod` in the C locale
    /// through `Double(_: Substring)`. `NumberParsingTests` checks both paths agree.
    mutating func scanNumber() throws(JSONReadFailure) -> Double {
        let start = position
        var index = position
        let negative = buffer[index] == UInt8(ascii: "-")
        if negative { index += 1 }
        // Up to 19 significant digits (leading zeros are not), so the mantissa stays below 10^19
        // and its arithmetic cannot overflow: it wraps, unchecked (the checks were a fifth of the
        // instructions of a number such as `77399.56`).
        var mantissa: UInt64 = 0
        var digits = 0
        var exact = true
        guard let first = digit(at: index) else { throw failure(Messages.JSON.digitExpected, at: index) }
        if first == 0 {
            index += 1
            if digit(at: index) != nil { throw failure(Messages.JSON.leadingZero, at: start) }
        } else {
            while let value = digit(at: index) {
                take(value, into: &mantissa, digits: &digits, exact: &exact)
                index += 1
            }
        }
        var fractionDigits = 0
        if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
            index += 1
            guard digit(at: index) != nil else { throw failure(Messages.JSON.fractionDigitExpected, at: index) }
            while let value = digit(at: index) {
                take(value, into: &mantissa, digits: &digits, exact: &exact)
                if exact { fractionDigits += 1 }
                index += 1
            }
        }
        var exponent = 0
        var hasExponent = false
        if index < buffer.count, buffer[index] == UInt8(ascii: "e") || buffer[index] == UInt8(ascii: "E") {
            hasExponent = true
            index += 1
            var exponentNegative = false
            if index < buffer.count, buffer[index] == UInt8(ascii: "+") || buffer[index] == UInt8(ascii: "-") {
                exponentNegative = buffer[index] == UInt8(ascii: "-")
                index += 1
            }
            guard digit(at: index) != nil else { throw failure(Messages.JSON.exponentDigitExpected, at: index) }
            while let value = digit(at: index) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(value) }
                index += 1
            }
            if exponentNegative { exponent = -exponent }
        }
        position = index

        if exact, !hasExponent, fractionDigits == 0 {
            let value = Double(mantissa)
            return negative ? -value : value
        }
        let scale = exponent - fractionDigits
        if exact, mantissa <= 1 << 53, (-22...22).contains(scale) {
            let value =
                scale < 0 ? Double(mantissa) / Self.powerOfTen(-scale) : Double(mantissa) * Self.powerOfTen(scale)
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
        guard let value = Double(text[...]), value.isFinite else {
            throw failure(Messages.JSON.numberTooLarge(text: String(text.prefix(40))), at: start)
        }
        return value
    }

    /// The value and end of the number at `start` (a `-` or a digit, within the input) when it
    /// has at most 15 digits and no exponent: then `scanNumber` takes every digit exactly and
    /// divides by 10^k once, and this does the same arithmetic, so the double is the same. nil for
    /// anything else (an exponent, a leading zero before a digit, a point or sign without digits,
    /// more digits), which `scanNumber` reads from `start` and words.
    ///
    /// Why: inline in the fast path's walk. A call of `scanNumber` wrote the position to the
    /// scanner and read it back, and set up its failures: about 170 instructions a number such as
    /// `77399.56` on the 10 MB dashboard. Static, so that no call copies the scanner.
    @inline(__always)
    static func shortNumber(at start: Int, in buffer: UnsafeBufferPointer<UInt8>) -> (value: Double, end: Int)? {
        let negative = buffer[start] == UInt8(ascii: "-")
        let first = negative ? start &+ 1 : start
        var mantissa: UInt64 = 0
        var index = accumulateDigits(from: first, in: buffer, into: &mantissa)
        let integerDigits = index &- first
        guard integerDigits > 0, integerDigits == 1 || buffer[first] != UInt8(ascii: "0") else { return nil }
        var fractionDigits = 0
        if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
            index &+= 1
            let fraction = index
            index = accumulateDigits(from: index, in: buffer, into: &mantissa)
            fractionDigits = index &- fraction
            guard fractionDigits > 0 else { return nil }
        }
        // At most 15 digits: the mantissa is below 2^53 and the divisor at most 10^15, both exact.
        guard integerDigits &+ fractionDigits <= 15 else { return nil }
        if index < buffer.count, buffer[index] | 0x20 == UInt8(ascii: "e") { return nil }
        // Below 2^53, so the conversion from a signed integer (one instruction; from an unsigned
        // one, six) is exact, as is 10^k from `smallPowerOfTen`. An integer is divided by 10^0 = 1
        // (exact): the branch around the division, integers and decimals mixed, was mispredicted
        // for most numbers by callgrind's simulator (54,000 on the 10 MB dashboard's 60,000).
        let magnitude = Double(Int64(bitPattern: mantissa)) / smallPowerOfTen(fractionDigits)
        return (negative ? -magnitude : magnitude, index)
    }

    /// 10^`exponent` for 0 ≤ `exponent` ≤ 15, as `powerOfTen` computes it (every such power is a
    /// double, so its products are exact), a load for each case: the loop took a multiplication
    /// per digit of a number's fraction.
    @inline(__always)
    static func smallPowerOfTen(_ exponent: Int) -> Double {
        switch exponent {
        case 0: 1e0
        case 1: 1e1
        case 2: 1e2
        case 3: 1e3
        case 4: 1e4
        case 5: 1e5
        case 6: 1e6
        case 7: 1e7
        case 8: 1e8
        case 9: 1e9
        case 10: 1e10
        case 11: 1e11
        case 12: 1e12
        case 13: 1e13
        case 14: 1e14
        default: 1e15
        }
    }

    /// Appends the digits from `start` to `mantissa` and returns where they end. Wraps past 19
    /// digits, unchecked: `shortNumber` refuses more than 15.
    @inline(__always)
    static func accumulateDigits(
        from start: Int, in buffer: UnsafeBufferPointer<UInt8>, into mantissa: inout UInt64
    ) -> Int {
        var index = start
        while index < buffer.count {
            let digit = buffer[index] &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(digit)
            index &+= 1
        }
        return index
    }

    /// The value of the digit at `index`; nil past the end or for any other byte.
    @inline(__always)
    private func digit(at index: Int) -> UInt64? {
        guard index < buffer.count else { return nil }
        let value = buffer[index] &- UInt8(ascii: "0")
        return value < 10 ? UInt64(value) : nil
    }

    /// Appends a digit to the mantissa while it has fewer than 19 significant digits; past
    /// them the number is not exact.
    @inline(__always)
    private func take(_ value: UInt64, into mantissa: inout UInt64, digits: inout Int, exact: inout Bool) {
        if digits < 19 {
            mantissa = mantissa &* 10 &+ value
            if mantissa > 0 { digits &+= 1 }
        } else {
            exact = false
        }
    }

    /// 10^`exponent` (0 ≤ `exponent` ≤ 22), exactly: every power up to 10^22 is a double, so
    /// each product is exact. Computed, not looked up: a table in a `static let` cost a call to
    /// `swift_once` on every read of it.
    @inline(__always)
    static func powerOfTen(_ exponent: Int) -> Double {
        var power = 1.0
        for _ in 0..<exponent { power *= 10 }
        return power
    }
}
