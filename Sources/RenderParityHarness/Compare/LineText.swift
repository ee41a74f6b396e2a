import RenderParityText

/// One line of a diff as units (diff §6.1): the Unicode scalars of its well-formed
/// UTF-8, and each byte that is not part of a well-formed sequence on its own.
///
/// A diff keeps units rather than a `String` so an invalid byte stays visible as
/// `<0xNN>` instead of becoming an indistinguishable U+FFFD, and so the changed
/// columns (`InlineChange`) are counted the same way in every implementation.
public struct LineText: Equatable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public enum Unit: Equatable, Sendable {
        case scalar(Unicode.Scalar)
        case invalidByte(UInt8)
    }

    public let units: [Unit]

    public init(units: [Unit]) { self.units = units }

    public init(_ text: String) { units = text.unicodeScalars.map(Unit.scalar) }

    public init(stringLiteral text: String) { self.init(text) }

    /// Decodes `bytes` left to right: a well-formed sequence (Unicode Table 3-7) is one
    /// scalar; otherwise the single byte is an invalid unit and decoding goes on after it.
    public init<Bytes: Collection<UInt8>>(decoding bytes: Bytes) {
        let bytes = Array(bytes)
        var units: [Unit] = []
        units.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if let (scalar, length) = Self.scalar(in: bytes, at: index) {
                units.append(.scalar(scalar))
                index += length
            } else {
                units.append(.invalidByte(bytes[index]))
                index += 1
            }
        }
        self.units = units
    }

    /// The text with each invalid byte as U+FFFD, for places that only need to read it.
    public var description: String {
        var text = String.UnicodeScalarView()
        for unit in units {
            switch unit {
            case .scalar(let scalar): text.append(scalar)
            case .invalidByte: text.append("\u{FFFD}")
            }
        }
        return String(text)
    }

    public var hasInvalidBytes: Bool { units.contains { if case .invalidByte = $0 { true } else { false } } }

    /// The well-formed sequence starting at `index` and its length, or nil (Table 3-7).
    static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
        guard let (length, secondRange) = UTF8Sequence.expected(after: lead) else { return nil }
        guard index + length <= bytes.count, secondRange.contains(bytes[index + 1]) else { return nil }
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let byte = bytes[index + offset]
            guard offset == 1 || (0x80...0xBF).contains(byte) else { return nil }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        return Unicode.Scalar(value).map { ($0, length) }
    }
}
