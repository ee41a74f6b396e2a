/// Well-formed UTF-8 (The Unicode Standard, Table 3-7; RFC 3629): how long the sequence a lead
/// byte starts is, and which bytes may follow it. The JSON reader rejects what breaks it
/// (spec §1.1) and the diff shows such bytes as themselves (spec/diff-format.md); both read
/// the rule from here.
package enum UTF8Sequence {
    /// The sequence a multi-byte lead byte starts: its length and the range of its second byte
    /// (the later ones are 0x80…0xBF). Nil for a byte that starts no sequence (an ASCII byte
    /// included: it is a sequence of its own, which callers handle first).
    @inline(__always)
    @inlinable package static func expected(after lead: UInt8) -> (length: Int, second: ClosedRange<UInt8>)? {
        switch lead {
        case 0xC2...0xDF: (2, 0x80...0xBF)
        case 0xE0: (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (3, 0x80...0xBF)
        case 0xED: (3, 0x80...0x9F)
        case 0xF0: (4, 0x90...0xBF)
        case 0xF1...0xF3: (4, 0x80...0xBF)
        case 0xF4: (4, 0x80...0x8F)
        default: nil
        }
    }
}
