import Foundation
import Testing

@testable import RenderParity
@testable import RenderParityJSON
@testable import RenderParityText

/// The reader's node types (`JSONScanner.nodeType`): the string value of a member named the type
/// key is stamped with its position among the vocabulary's node types exactly when it is one of
/// them (plain, at most 16 bytes), on both of the reader's paths alike; nothing else is stamped.
struct NodeTypeStampTests {
    /// Each string entry of `document` a node type was stamped on, as (the string, the position).
    static func stamps(_ document: JSONDocument) -> [(text: String, position: Int)] {
        document.tape.indices.compactMap { index in
            document.tape[index].nodeType.map { (document.string(index), $0) }
        }
    }

    /// The values written as a `type` member's: every built-in type, near misses, escaped,
    /// longer than 16 bytes, not ASCII, and values that are not strings.
    static let values: [String] = {
        var values = Vocabulary.builtin.nodeTypes.map { "\"\($0)\"" }
        values += Vocabulary.builtin.nodeTypes.flatMap { type in
            ["\"\(type)x\"", "\"\(type.dropLast())\"", "\"\(type.uppercased())\"", "\"\(type)\\u0000\""]
        }
        values += [
            #""v\u0073tack""#, #""\u0076stack""#, #""vstack\n""#, "\"vstäck\"", #""""#, #""a""#,
            #""vstackvstackvstack""#, #""0123456789abcdef""#, #""0123456789abcdefg""#,
            "1", "null", "true", "{}", "[]", #"["vstack"]"#, #"{"type": "text"}"#,
        ]
        return values
    }()

    /// Documents that hold `value` as a `type` (a node's, a nested one's, an escaped key's), as
    /// an array's element and as another member's value, followed by 0 to 20 spaces: where the
    /// reader's word loads run up to the end of the input.
    static func documents(holding value: String) -> [[UInt8]] {
        let shapes = [
            #"{"type": \#(value)}"#, #"{"a": 1, "type":\#(value)}"#, #"{"t\u0079pe": \#(value)}"#,
            #"{"type": "card", "child": {"type": \#(value), "content": \#(value)}}"#,
            #"[\#(value), {"label": \#(value)}]"#, #"{"data": [{"type": \#(value)}], "typ": \#(value)}"#,
        ]
        return shapes.flatMap { shape in
            [0, 1, 3, 15, 16, 20].map { Array(shape.utf8) + Array(repeating: 0x20, count: $0) }
        }
    }

    /// Both paths agree on every such document (`ReaderPathsTests.expectSamePaths`, which reads
    /// with the built-in vocabulary's names and types), and what is stamped is exactly each
    /// `type` member's value that is a built-in type, with its position.
    @Test func bothPathsStampExactlyTheTypes() {
        let types = Vocabulary.builtin.nodeTypes
        var stamped = 0
        for value in Self.values {
            for bytes in Self.documents(holding: value) {
                ReaderPathsTests.expectSamePaths(bytes, String(decoding: bytes, as: UTF8.self))
                guard case .success(let document) = JSONReader.read(bytes, recognising: Vocabulary.builtin.names)
                else { continue }
                for (text, position) in Self.stamps(document) {
                    #expect(types.indices.contains(position) && types[position] == text, "\(text) as \(position)")
                    stamped += 1
                }
                let expected = Self.expectedStamps(in: document)
                #expect(Self.stamps(document).map(\.text) == expected, "\(String(decoding: bytes, as: UTF8.self))")
            }
        }
        #expect(stamped > 500)
    }

    /// The `type` members' values (the key's field is the type key, however it is written) that
    /// are built-in types written plainly, in tape order: what should be stamped.
    static func expectedStamps(in document: JSONDocument) -> [String] {
        let vocabulary = Vocabulary.builtin
        var expected: [String] = []
        for index in document.tape.indices where document.tape[index].field == vocabulary.typeKey {
            let value = index + 1
            guard document.kind(value) == .string, !document.tape[value].hasEscapes else { continue }
            let text = document.string(value)
            if vocabulary.nodeTypes.contains(text), text.utf8.count <= 16 { expected.append(text) }
        }
        return expected
    }

    /// The table of node types (`ShortNameTable(nodeTypes:)`), through both of the reader's
    /// lookups (the fast path's by a short string's words, and the one for any other string):
    /// a value is stamped only when it is that type, with its position, and every built-in type
    /// has a slot. Values: every type changed at each byte, longer, shorter, and random bytes.
    @Test func typeTableMatchesOnlyItsTypes() {
        let lists = [
            Vocabulary.builtin.nodeTypes,
            ["abcdefgh1", "abcdefgh2", "abcdefghijklmnop", "abcdefghijklmnoq", "a", "ab", ""],
            (0..<80).map { "Type\($0)" },
        ]
        var random = SplitMixForTests(seed: 31)
        let alphabet = Array("abcdefghp0123 _-.".utf8) + [0x80, 0xC3, 0xA9]
        for types in lists {
            let names = MemberNames([], types: types.map { NameSignature(utf8: $0) }, typeKey: FieldID(0))
            var values = types.map { Array($0.utf8) }
            for type in types.prefix(64).map({ Array($0.utf8) }) {
                values += [type + [0x61], type + [0x31], Array(type.dropLast()), Array(type.dropFirst())]
                for at in type.indices {
                    for byte in [0x61, 0x32, 0x71, 0x80] as [UInt8] {
                        var changed = type
                        changed[at] = byte
                        values.append(changed)
                    }
                }
            }
            for _ in 0..<3_000 {
                values.append((0..<Int(random.next() % 18)).map { _ in alphabet[Int(random.next() % 20)] })
            }
            var found = Set<Int>()
            for text in values {
                let bytes = [0x22] + text + [0x22] + [UInt8](repeating: 0x20, count: 20)
                let value = JSONDocument.Entry(kind: .string, count: text.count, payload: 1)
                bytes.withUnsafeBufferPointer { buffer in
                    let slowly = JSONScanner.nodeType(of: value, in: buffer, among: names.types)
                    var stamps = [slowly]
                    if let base = buffer.baseAddress,
                        JSONScanner.shortPlainString(at: 0, base: base, below: JSONScanner.shortStringBound(in: buffer))
                            != nil
                    {
                        stamps.append(JSONScanner.nodeType(of: value, at: 1, base: base, among: names.types))
                    }
                    let expected = types.prefix(64).firstIndex { Array($0.utf8) == text }.flatMap {
                        (1...16).contains(text.count) && !text.contains(where: ByteScanning.endsPlainString) ? $0 : nil
                    }
                    for stamp in stamps {
                        #expect(stamp.nodeType == nil || stamp.nodeType == expected, "\(text)")
                        if stamp.nodeType != nil {
                            #expect(stamp.kind == .string && stamp.stringCount == text.count && !stamp.hasEscapes)
                            #expect(stamp.field == nil && stamp.payload == 1, "\(text)")
                        }
                    }
                    #expect(stamps.allSatisfy { $0.bits == slowly.bits }, "\(text): the two lookups")
                    if let position = slowly.nodeType { found.insert(position) }
                }
            }
            if types == Vocabulary.builtin.nodeTypes {
                #expect(found == Set(types.indices), "every built-in type has a slot")
            }
        }
    }

    /// Without a type key, or without names, nothing is stamped; the document says whose types
    /// it was stamped with (`typeStamps`), a table no other vocabulary's is.
    @Test func onlyATypeKeyStamps() {
        let bytes = Array(#"{"type": "vstack", "children": [{"type": "text", "content": "a"}]}"#.utf8)
        let names = Vocabulary.builtin.nameTexts.map { NameSignature(utf8: $0) }
        let types = Vocabulary.builtin.nodeTypes.map { NameSignature(utf8: $0) }
        let withoutKey = MemberNames(names, types: types)
        for (names, stampsExpected) in [
            (Vocabulary.builtin.names, 2), (withoutKey, 0), (MemberNames(names), 0), (MemberNames.none, 0),
        ] {
            for document in [
                JSONReader.readOnFastPath(DocumentBytes(bytes), recognising: names),
                try? JSONReader.readOnExactPath(DocumentBytes(bytes), recognising: names).get(),
            ] {
                #expect(document.map(Self.stamps)?.count == stampsExpected)
                #expect(document?.typeStamps == names.typeStamps)
            }
        }
        #expect(Vocabulary.builtin.names.typeStamps != 0 && withoutKey.typeStamps == 0)
        let again = MemberNames(names, types: types, typeKey: Vocabulary.builtin.typeKey)
        #expect(again.typeStamps != Vocabulary.builtin.names.typeStamps)
    }

    /// A loaded vocabulary's own types are stamped, under its own type key, at its own
    /// positions; the built-in ones and `type` members are not.
    @Test func aLoadedVocabularysTypesAreItsOwn() throws {
        let vocabulary = try VocabularyLoader.load(
            Array(
                #"""
                {"format": 1, "name": "kinds", "version": "1", "document": {"typeKey": "kind"},
                 "nodes": [{"type": "Row", "line": "Strip", "fields": [{"name": "items", "type": "nodes", "count": "items"}]},
                           {"type": "vstack", "line": "V", "fields": [{"name": "type", "type": "string", "omitWhenAbsent": true}]},
                           {"type": "Label", "line": "Label", "fields": [{"name": "text", "type": "string", "required": true}]}]}
                """#.utf8), file: "kinds.json")
        let json = #"""
            {"kind": "Row", "items": [{"kind": "Label", "text": "Row"}, {"kind": "vstack", "type": "vstack"},
             {"kind": "text"}, {"type": "Label"}]}
            """#
        let document = try JSONReader.read(Array(json.utf8), recognising: vocabulary.names).get()
        #expect(Self.stamps(document).map(\.text) == ["Row", "Label", "vstack"])
        #expect(Self.stamps(document).map(\.position) == [0, 2, 1])
        #expect(
            TypeStampDecodingTests.unstampedSnapshot(Array(json.utf8), vocabulary: vocabulary)
                == RenderSnapshot.make(from: Array(json.utf8), vocabulary: vocabulary))
    }
}
