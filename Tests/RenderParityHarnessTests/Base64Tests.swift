import Foundation
import Testing

@testable import RenderParityHarness

/// The review page's Base64: RFC 4648's test vectors, and Foundation's encoding of the same
/// bytes for every length up to a few blocks and every byte value.
struct Base64Tests {
    @Test(arguments: [
        ("", ""), ("f", "Zg=="), ("fo", "Zm8="), ("foo", "Zm9v"), ("foob", "Zm9vYg=="), ("fooba", "Zm9vYmE="),
        ("foobar", "Zm9vYmFy"),
    ])
    func rfc4648Vectors(_ text: String, _ encoded: String) {
        #expect(Base64.encode(Array(text.utf8)) == encoded)
    }

    @Test func agreesWithFoundation() {
        for length in 0..<64 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ length &* 37) }
            #expect(Base64.encode(bytes) == Data(bytes).base64EncodedString())
        }
        let every = (0...255).map { UInt8($0) }
        #expect(Base64.encode(every) == Data(every).base64EncodedString())
    }
}
