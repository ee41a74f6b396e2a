import Testing

@testable import RenderParity

/// `RecentMatches` remembers what `JSONTape.match` finds for a node's `type` and an enumeration's
/// value; a remembered answer must be the one `match` gives for those exact bytes in that list,
/// whatever was looked up before, in the same list or another.
struct RecentMatchesTests {
    @Test func remembersExactlyWhatMatchFinds() {
        var random = SplitMixForTests(seed: 41)
        let vocabulary = Vocabulary.builtin
        // The node types, and each enumeration field's cases (its owner: the field's address).
        var lists: [(names: NameIndex, owner: Int)] = [(vocabulary.types, 0)]
        var words = vocabulary.nodeTypes
        for row in vocabulary.rows {
            for position in row.fields.indices {
                guard let enumeration = row.fields[position].enumeration else { continue }
                lists.append((enumeration.index, Int(bitPattern: row.fields.spec(position))))
                words += enumeration.cases.map(\.description)
            }
        }
        var texts: [String] = []
        for type in words {
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
        let order = (0..<6 * texts.count).map { _ in texts[Int(random.next() % UInt64(texts.count))] }
        let json = "[" + order.map { "\"\($0)\"" }.joined(separator: ", ") + "]"
        guard case .success(let document) = JSONReader.read(Array(json.utf8), recognising: vocabulary.names) else {
            Issue.record("the test's document does not read")
            return
        }
        document.withTape { tape in
            let matches = RecentMatches()
            for element in tape.elements(tape.root) {
                let list = lists[Int(random.next() % UInt64(lists.count))]
                #expect(
                    matches.match(element.value, in: tape, among: list.names, owner: list.owner)
                        == tape.match(element.value, among: list.names))
            }
        }
    }
}
