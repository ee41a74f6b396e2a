/// The `id` of a fixture's section on the review page, made from its relative path
/// alone, so a link to `parity-review.html#f-screens/budget.json` finds the same
/// fixture in tomorrow's review.
///
/// Letters, digits and `- _ . /` stay; every other byte of the UTF-8 path becomes
/// `~XX` (hex), `~` included, so different paths never share an anchor and an
/// anchor never holds a space, a quote or markup.
public enum ReviewAnchor {
    /// The anchor of a fixture, a golden without one, or an expected-failures entry (`prefix`).
    public static func id(for name: String, prefix: String = "f-") -> String {
        var anchor = prefix
        for byte in name.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."), UInt8(ascii: "/"):
                anchor.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                anchor += "~" + InvisibleCharacters.hex(UInt32(byte), digits: 2)
            }
        }
        return anchor
    }
}
