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

    /// Whether the two paths agree on `bytes`, with the built-in vocabulary's names, with 100
    /// names and with none.
    static func expectSamePaths(
        _ bytes: [UInt8], _ label: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        for names in [Vocabulary.builtin.names, Self.manyNames, MemberNames.none] {
            let fast = JSONReader.readOnFastPath(bytes, recognising: names)
            switch JSONReader.readOnExactPath(bytes, recognising: names) {
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
            if JSONReader.readOnFastPath(bytes, recognising: Vocabulary.builtin.names) != nil { accepted += 1 }
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
                    for tail in [0, 1, 2, 5, 15, 16, 17, 20] {
                        let padding = [UInt8](repeating: 0x20, count: tail)
                        let member = [0x7B, 0x22] + text + Array(#"": "#.utf8) + [0x22] + text + [0x22, 0x7D]
                        Self.expectSamePaths(member + padding, "\(text), tail \(tail)")
                        Self.expectSamePaths([0x5B, 0x22] + text + [0x22, 0x5D] + padding, "[\(text)], tail \(tail)")
                        // Cut short: the closing quote missing, or the document ending inside the name.
                        Self.expectSamePaths(Array(member.prefix(3 + text.count)), "cut \(text)")
                    }
                }
            }
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
