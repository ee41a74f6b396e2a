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
        var mantissa: UInt64 = 0
        var digits = 0
        var exact = true

        func isDigit(_ at: Int) -> Bool {
            at < buffer.count && buffer[at] >= UInt8(ascii: "0") && buffer[at] <= UInt8(ascii: "9")
        }
        func take(_ at: Int) {
            let digit = UInt64(buffer[at] - UInt8(ascii: "0"))
            if digits < 19 {
                mantissa = mantissa * 10 + digit
                if mantissa > 0 { digits += 1 }
            } else {
                exact = false
            }
        }

        guard isDigit(index) else { throw failure(Messages.JSON.digitExpected, at: index) }
        if buffer[index] == UInt8(ascii: "0") {
            index += 1
            if isDigit(index) { throw failure(Messages.JSON.leadingZero, at: start) }
        } else {
            while isDigit(index) {
                take(index)
                index += 1
            }
        }
        var fractionDigits = 0
        if index < buffer.count, buffer[index] == UInt8(ascii: ".") {
            index += 1
            guard isDigit(index) else { throw failure(Messages.JSON.fractionDigitExpected, at: index) }
            while isDigit(index) {
                take(index)
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
            guard isDigit(index) else { throw failure(Messages.JSON.exponentDigitExpected, at: index) }
            while isDigit(index) {
                if exponent < 100_000 { exponent = exponent * 10 + Int(buffer[index] - UInt8(ascii: "0")) }
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
                scale < 0 ? Double(mantissa) / Self.powersOfTen[-scale] : Double(mantissa) * Self.powersOfTen[scale]
            return negative ? -value : value
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<index]), as: UTF8.self)
        guard let value = Double(text[...]), value.isFinite else {
            throw failure(Messages.JSON.numberTooLarge(text: String(text.prefix(40))), at: start)
        }
        return value
    }

    /// 10^0 … 10^22, each exactly representable as a double.
    static let powersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
