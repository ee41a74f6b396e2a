import Foundation
import Testing

@testable import RenderParity
@testable import RenderParityJSON

/// The reader's fast path (`JSONReader.readOnFastPath`) against its exact path
/// (`JSONReader.readOnExactPath`), which words every failure: on every document the exact path
/// accepts, the fast path gives the same tape, numbers and nesting; it accepts nothing the exact
/// path rejects.
struct ReaderPathsTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// A vocabulary's worth of names past the 64 whose duplicates are found by a bit each.
    static let manyNames = MemberNames((0..<100).map { NameSignature(utf8: "f\($0)") })

    /// `text` (a string's bytes between its quotes) as a member name and its value, and as an
    /// array's string, each followed by `tails` spaces: where a word load runs up to the end.
    static func expectSamePathsAsNameAndValue(
        _ text: [UInt8], tails: [Int], sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for tail in tails {
            let padding = [UInt8](repeating: 0x20, count: tail)
            let member = [0x7B, 0x22] + text + Array(#"": "#.utf8) + [0x22] + text + [0x22, 0x7D]
            expectSamePaths(member + padding, "\(text), tail \(tail)", sourceLocation: sourceLocation)
            expectSamePaths(
                [0x5B, 0x22] + text + [0x22, 0x5D] + padding, "[\(text)], tail \(tail)", sourceLocation: sourceLocation)
        }
    }

    /// Whether the two paths agree on `bytes`, with the built-in vocabulary's names, with 100
    /// names and with none.
    static func expectSamePaths(
        _ bytes: [UInt8], _ label: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for names in [Vocabulary.builtin.names, Self.manyNames, MemberNames.none] {
            let fast = JSONReader.readOnFastPath(DocumentBytes(bytes), recognising: names)
            switch JSONReader.readOnExactPath(DocumentBytes(bytes), recognising: names) {
            case .success(let exact):
                guard let fast else {
                    Issue.record(
                        "\(label()): the fast path left a document the exact path reads", sourceLocation: sourceLocation
                    )
                    continue
                }
                #expect(
                    fast.tape.map(\.bits) == exact.tape.map(\.bits), "\(label()): tapes", sourceLocation: sourceLocation
                )
                #expect(
                    fast.numbers.map(\.bitPattern) == exact.numbers.map(\.bitPattern), "\(label()): numbers",
                    sourceLocation: sourceLocation)
                #expect(
                    fast.objectNesting == exact.objectNesting, "\(label()): nesting", sourceLocation: sourceLocation)
            case .failure(let failure):
                let accepted = fast != nil
                #expect(
                    !accepted, "\(label()): the fast path accepted what the exact path rejects: \(failure.message)",
                    sourceLocation: sourceLocation)
            }
        }
    }

    /// Every reader conformance case (spec/json-cases), accepted and rejected.
    @Test func agreeOnEveryConformanceCase() throws {
        let cases = try JSONConformanceTests.manifest()
        #expect(cases.count >= 300)
        var accepted = 0
        for item in cases {
            let bytes = try JSONConformanceTests.bytes(of: item.name)
            if JSONReader.readOnFastPath(DocumentBytes(bytes), recognising: Vocabulary.builtin.names) != nil {
                accepted += 1
            }
            Self.expectSamePaths(bytes, "\(item)")
        }
        #expect(accepted == cases.filter { $0.expect == "accept" }.count)
    }

    /// Every fixture, and each of them cut short, with a byte changed or a byte repeated at random.
    @Test func agreeOnTheFixturesAndTheirMutations() throws {
        let folder = Self.root.appendingPathComponent("test-fixtures")
        let files = try #require(FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil))
            .compactMap { ($0 as? URL)?.path }.filter { $0.hasSuffix(".json") }.sorted()
        #expect(files.count > 100)
        var random = SplitMixForTests(seed: 11)
        let interesting =
            Array(#"{}[],:"\ tfn-0.eE+9/u"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0x80, 0xC3, 0xED, 0xF4, 0xFF]
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: file)))
            Self.expectSamePaths(bytes, file)
            guard !bytes.isEmpty else { continue }
            for round in 0..<8 {
                var mutated = bytes
                let at = Int(random.next() % UInt64(bytes.count))
                switch round % 4 {
                case 0: mutated.removeSubrange(at...)
                case 1: mutated[at] = interesting[Int(random.next() % UInt64(interesting.count))]
                case 2: mutated.insert(mutated[at], at: at)
                default: mutated.remove(at: at)
                }
                Self.expectSamePaths(mutated, "\(file), mutation \(round) at \(at)")
            }
        }
    }

    /// Member names and string values of 0 to 18 bytes (`JSONScanner.shortPlainString` reads up
    /// to 16 in two words), vocabulary names and names one byte off them, each with a byte that
    /// ends a plain string at every position, and the document ending 0 to 20 bytes after them,
    /// so the words are read at and near the end of the input.
    @Test func agreeOnShortStringsAtEveryLengthAndEnd() {
        let specials: [[UInt8]] = [
            [], [0x22], [0x5C, 0x6E], [0x00], [0x1F], [0x7F], [0xC3, 0xA9], [0xE2, 0x80], [0xFF],
        ]
        var names = (0...18).map { [UInt8](repeating: UInt8(ascii: "a") + UInt8($0 % 26), count: $0) }
        names += ["type", "label", "children", "alignment", "typ", "types", "Type", "accessibilityLabel"].map {
            Array($0.utf8)
        }
        for name in names {
            for special in specials {
                for at in special.isEmpty ? [0] : Array(0...name.count) {
                    let text = Array(name[..<at]) + special + Array(name[at...])
                    Self.expectSamePathsAsNameAndValue(text, tails: [0, 1, 2, 5, 15, 16, 17, 20])
                    // Cut short: the closing quote missing, or the document ending inside the name.
                    Self.expectSamePaths([0x7B, 0x22] + text + [0x22], "cut \(text)")
                }
            }
        }
    }

    /// Strings of 17 to 40 bytes (past `shortPlainString`'s two words, read by `endOfString` a word
    /// at a time and then a byte at a time), with a multi-byte sequence (well-formed, cut short,
    /// with a bad byte, overlong, a surrogate, past U+10FFFF), an escape, a control character or
    /// a quote at each position, the document ending 0 to 20 bytes after them and inside them.
    @Test func agreeOnLongStringsAtEveryLengthAndEnd() {
        let specials: [[UInt8]] = [
            [0xC3, 0xA9], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0xEF, 0xB8, 0x8F], [0xC3], [0xE2, 0x80],
            [0xF0, 0x9F, 0x98], [0xC3, 0x28], [0xE2, 0x28, 0xA1], [0xE2, 0x82, 0x28], [0xF0, 0x9F, 0x28, 0x80],
            [0xC0, 0xAF], [0xC1, 0xBF], [0xE0, 0x80, 0xAF], [0xE0, 0xA0, 0x80], [0xED, 0xA0, 0x80], [0xED, 0x9F, 0xBF],
            [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80],
            [0x80], [0xBF], [0xFF], [0x5C, 0x6E], [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], [0x5C], [0x00], [0x1F], [0x7F],
            [0x22],
        ]
        for length in [17, 18, 23, 24, 25, 31, 32, 33, 40] {
            let plain = (0..<length).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            for special in specials {
                for at in stride(from: 0, through: length, by: length > 24 ? 3 : 1) {
                    let text = Array(plain[..<at]) + special + Array(plain[at...])
                    Self.expectSamePathsAsNameAndValue(text, tails: [0, 1, 2, 7, 8, 9, 16, 20])
                    let value = [0x5B, 0x22] + text + [0x22, 0x5D]
                    for cut in max(2, value.count - 12)..<value.count {
                        Self.expectSamePaths(Array(value.prefix(cut)), "\(text), cut at \(cut)")
                    }
                }
            }
        }
    }

    /// Every vocabulary name of up to 18 bytes as a member name (the fast path matches most by
    /// their words, `ShortNameTable`): alone, twice in one object, escaped, with a byte changed
    /// to one that ends a plain string, one byte longer or shorter, with whitespace before its
    /// colon, and near the end of the input.
    @Test func agreeOnEveryVocabularyNameAsAMember() {
        let names = (Vocabulary.builtin.nameTexts + (0..<100).map { "f\($0)" }).map { Array($0.utf8) }.filter {
            $0.count <= 18
        }
        let replacements: [UInt8] = [0x00, 0x1F, 0x22, 0x5C, 0x7F, 0x80, 0xC3, 0x41]
        for name in names {
            var variants: [[UInt8]] = [
                name, name + [0x73], name + [0x00], Array(name.dropLast()), Array(name.dropFirst()),
            ]
            variants.append([0x5C, 0x75, 0x30, 0x30] + Array(String(name[0], radix: 16).utf8) + name.dropFirst())
            for at in name.indices {
                for byte in replacements {
                    var changed = name
                    changed[at] = byte
                    variants.append(changed)
                }
            }
            for variant in variants {
                let key = [0x22] + variant + [0x22]
                let members: [[UInt8]] = [
                    [0x7B] + key + Array(": 1}".utf8),
                    [0x7B] + key + Array(":1, ".utf8) + key + Array(": 2}".utf8),
                    [0x7B] + [0x22] + name + [0x22] + Array(": [], ".utf8) + key + Array(": {}}".utf8),
                    [0x7B] + key + Array(" \n: true}".utf8),
                    Array(#"[{"a": 1}, "#.utf8) + [0x7B] + key + Array(": null}]".utf8),
                ]
                for document in members {
                    for tail in [0, 1, 2, 3, 19, 20] {
                        Self.expectSamePaths(
                            document + [UInt8](repeating: 0x20, count: tail), "\(document), tail \(tail)")
                    }
                    Self.expectSamePaths(Array(document.dropLast()), "\(document), cut")
                    Self.expectSamePaths(Array(document.prefix(key.count + 2)), "\(document), cut after the name")
                }
            }
        }
    }

    /// Documents with as many tape entries per byte as the grammar allows (`[[[…1,1,1…]]]` at the
    /// depth limit, empty containers, names of no bytes), whole and cut short at every length: the
    /// fast path writes its tape unchecked within room for one entry per two bytes and one per
    /// open container (`JSONScanner.readFast`), which no prefix of them may pass (its debug
    /// build asserts it).
    @Test func agreeOnDocumentsDenseInEntries() {
        let depth = JSONReader.maximumDepth
        let texts = [
            String(repeating: "[", count: depth) + Array(repeating: "1", count: 300).joined(separator: ",")
                + String(repeating: "]", count: depth),
            String(repeating: "[", count: depth - 1) + #"{"":1}"# + String(repeating: "]", count: depth - 1),
            String(repeating: #"{"":"#, count: depth - 1) + "["
                + Array(repeating: "[]", count: 100).joined(separator: ",")
                + "]" + String(repeating: "}", count: depth - 1),
            "[" + Array(repeating: "{}", count: 200).joined(separator: ",") + "]",
            "[" + Array(repeating: "1", count: 500).joined(separator: ",") + "]",
            String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1),
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            for cut in 0...bytes.count {
                Self.expectSamePaths(Array(bytes.prefix(cut)), "\(text.prefix(20))…, cut at \(cut)")
            }
        }
    }

    /// Runs of whitespace of 0 to 18 bytes (spaces, tabs, line breaks; a control character or a
    /// NUL among them) before and after every kind of token, and the input ending inside them.
    @Test func agreeOnWhitespaceAroundEveryToken() {
        var random = SplitMixForTests(seed: 17)
        let whitespace: [UInt8] = [0x20, 0x20, 0x20, 0x0A, 0x09, 0x0D]
        for round in 0..<3_000 {
            func gap() -> String {
                let length = Int(random.next() % 19)
                var bytes = (0..<length).map { _ in whitespace[Int(random.next() % 6)] }
                if length > 0, random.next() % 10 == 0 {
                    bytes[Int(random.next() % UInt64(length))] = [0x00, 0x01, 0x1F, 0x0B][Int(random.next() % 4)]
                }
                return String(decoding: bytes, as: UTF8.self)
            }
            let text =
                gap() + "{" + gap() + #""type""# + gap() + ":" + gap() + #""text""# + gap() + "," + gap() + #""a""#
                + gap() + ":" + gap() + "[" + gap() + "1" + gap() + "," + gap() + "true" + gap() + "," + gap() + "{"
                + gap() + "}" + gap() + "," + gap() + "[" + gap() + "]" + gap() + "]" + gap() + "}" + gap()
            let bytes = Array(text.utf8)
            Self.expectSamePaths(bytes, "round \(round)")
            Self.expectSamePaths(
                Array(bytes.prefix(Int(random.next() % UInt64(bytes.count + 1)))), "round \(round), cut")
        }
    }

    /// More numbers than the fast path's first buffer for them holds (it grows), cut short too.
    @Test func agreeOnManyNumbers() {
        let integers: [String] = (0..<1000).map { String($0) }
        let decimals: [String] = (0..<300).map { "-\($0).5e-3" }
        let texts: [String] = [
            "[" + integers.joined(separator: ",") + "]",
            "[" + decimals.joined(separator: ", ") + #", [1, 2], {"a": 0.25}]"#,
        ]
        for text in texts {
            let bytes = Array(text.utf8)
            Self.expectSamePaths(bytes, "\(bytes.count) bytes of numbers")
            Self.expectSamePaths(Array(bytes.dropLast(3)), "\(bytes.count) bytes of numbers, cut short")
        }
    }

    /// Numbers of 1 to 18 digits (`JSONScanner.shortNumber` reads up to 15 inline), the point at
    /// every place, signed or not, with leading zeros, an exponent, a point or sign without
    /// digits, and what follows them (a comma, a bracket, a space, the end of the input).
    @Test func agreeOnNumbersAroundTheInlineLimit() {
        var texts: [String] = []
        for length in 1...18 {
            let digits = String((0..<length).map { Character(String(($0 * 7 + 3) % 10)) })
            for point in 0..<length {
                let integer = point == 0 ? digits : String(digits.prefix(point))
                let number = point == 0 ? digits : integer + "." + digits.dropFirst(point)
                texts += [number, "-" + number, "0" + number, "-0." + digits, "0." + digits]
            }
            texts += [digits + ".", digits + "e2", digits + "E-2", "9." + digits + "e1", "-" + digits + ".0"]
        }
        texts += ["0", "-0", "-0.0", "0.0", "-", "-.5", ".5", "00", "01.5", "1.e3", "1..2", "9007199254740993"]
        for number in texts {
            for (before, after) in [("", ""), ("[", "]"), ("[", ",1]"), ("[", " ]"), (#"{"value": "#, "}")] {
                let bytes = Array((before + number + after).utf8)
                Self.expectSamePaths(bytes, before + number + after)
                Self.expectSamePaths(Array(bytes.dropLast()), "cut short: " + before + number + after)
            }
        }
    }

    /// The limits the fast path leaves to the exact path: depth, repeated names (fields and
    /// others, escaped or not, past the tracker's linear limit), and the shapes around them.
    @Test(arguments: [
        String(repeating: "[", count: 256) + String(repeating: "]", count: 256),
        String(repeating: "[", count: 257) + String(repeating: "]", count: 257),
        String(repeating: #"{"a":"#, count: 257) + "1" + String(repeating: "}", count: 257),
        #"{"type": "text", "type": "card"}"#,
        #"{"type": "text", "t\u0079pe": "card"}"#,
        #"{"x": 1, "y": 2, "x": 3}"#,
        #"{"\u0078": 1, "x": 2}"#,
        "{" + (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + #", "k7": 0}"#,
        "{" + (0..<40).map { #""k\#($0)": \#($0)"# }.joined(separator: ", ") + "}",
        #"[{"a": 1}, {"a": 2}, {"b": {"a": 3, "a": 4}}]"#,
        #"{"f3": 1, "f70": 2, "f99": [{"f70": 3}], "f\u0037\u0030": 4}"#,
        #"{"f3": 1, "f70": 2, "f99": [{"f70": 3}], "f7": 4, "f64": {"f63": 5, "f64": 6}}"#,
        #"{"f3": 1, "f3": 2}"#, #"{"f\u0033": 1, "f3": 2}"#,
        // Around a name's colon: nothing, spaces, other whitespace, and the input ending there.
        "{\"type\":\"text\",\"label\" :\"a\", \"color\"\t:\n\"red\",  \"icon\"  :  \"x\"}", #"{"type":"#, #"{"type""#,
        #"{"type": "#,
        "\u{FEFF}" + #"{"type": "spacer"}"#, " \t\r\n[ true , false , null , -0.5e+3 , \"\" ] \n",
        "", " ", "[", "]", "{}", "[]", "0", "-", "01", "1.", "1e", "tru", "nulll", #""\"#, #""\u12""#,
        #"{"a" 1}"#, #"{"a": 1,}"#, "[1,]", "[1 2]", #"{"a": 1 "b": 2}"#, "[] []", #"["\ud800"]"#,
    ])
    func agreeAtTheEdges(_ text: String) {
        Self.expectSamePaths(Array(text.utf8), text)
    }
}
