import RenderParityHarness
import Testing

/// diff §6.1: well-formed UTF-8 is scalars; every other byte is a unit of its own.
struct LineTextTests {
    @Test func wellFormedUTF8IsScalars() {
        let text = "aé€😀"
        #expect(LineText(decoding: Array(text.utf8)) == LineText(text))
    }

    @Test func eachInvalidByteIsOneUnit() {
        // A truncated 3-byte sequence, an overlong 2-byte form, an encoded surrogate, above U+10FFFF.
        let cases: [([UInt8], [LineText.Unit])] = [
            ([0xE2, 0x82, 0x61], [.invalidByte(0xE2), .invalidByte(0x82), .scalar("a")]),
            ([0xC0, 0xAF], [.invalidByte(0xC0), .invalidByte(0xAF)]),
            ([0xED, 0xA0, 0x80], [.invalidByte(0xED), .invalidByte(0xA0), .invalidByte(0x80)]),
            (
                [0xF4, 0x90, 0x80, 0x80],
                [.invalidByte(0xF4), .invalidByte(0x90), .invalidByte(0x80), .invalidByte(0x80)]
            ),
        ]
        for (bytes, units) in cases {
            #expect(LineText(decoding: bytes).units == units, "\(bytes)")
        }
    }

    @Test func descriptionReplacesInvalidBytes() {
        #expect(LineText(decoding: [0x61, 0xFF]).description == "a\u{FFFD}")
    }
}
