import Testing

@testable import RenderParity

/// `TypeMatches` remembers what `JSONTape.match` finds for a node's `type`; a remembered answer
/// must be the one `match` gives for those exact bytes, whatever was looked up before.
struct TypeMatchesTests {
    @Test func remembersExactlyWhatMatchFinds() {
        var random = SplitMixForTests(seed: 41)
        let vocabulary = Vocabulary.builtin
        var texts: [String] = []
        for type in vocabulary.nodeTypes {
            texts.append(type)
            // Near misses: a byte changed at each end and in the middle, a byte more, a byte fewer.
            var bytes = Array(type.utf8)
            for position in Set([0, bytes.count / 2, bytes.count - 1]) {
                let kept = bytes[position]
                bytes[position] = kept == UInt8(ascii: "x") ? UInt8(ascii: "y") : UInt8(ascii: "x")
                texts.append(String(decoding: bytes, as: UTF8.self))
                bytes[position] = kept
            }
            texts.append(type + "s")
            texts.append(String(type.dropLast()))
        }
        // Lengths around the key's limits (3, 4, 7, 8, 16, 17), sharing their first and last bytes.
        for count in [1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 24] {
            for middle in ["a", "b"] {
                texts.append("t" + String(repeating: middle, count: max(0, count - 2)) + (count > 1 ? "t" : ""))
            }
        }
        let order = (0..<4 * texts.count).map { _ in texts[Int(random.next() % UInt64(texts.count))] }
        let json = "[" + order.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        guard case .success(let document) = JSONReader.read(Array(json.utf8), recognising: vocabulary.names) else {
            Issue.record("the test's document does not read")
            return
        }
        document.withTape { tape in
            let matches = TypeMatches()
            for element in tape.elements(tape.root) {
                #expect(
                    matches.match(element.value, in: tape, among: vocabulary.types)
                        == tape.match(element.value, among: vocabulary.types))
            }
        }
    }
}
