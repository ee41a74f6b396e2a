import Testing

@testable import RenderParity
@testable import RenderParityJSON
@testable import RenderParityText
@testable import RenderParityVocabulary

/// The reader's and decoder's fast paths against the simple forms they replace.
struct ReaderFastPathTests {
    /// Bytes that end a plain stretch, bytes that don't, and bytes next to the boundaries.
    static let interesting: [UInt8] = [
        0x00, 0x01, 0x08, 0x09, 0x0A, 0x0B, 0x0D, 0x1F, 0x20, 0x3D, 0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x7E, 0x7F,
        0x80, 0xC3, 0xFF, 0x61, 0x41,
    ]

    @Test func plainStringSearchMatchesTheByteLoop() {
        var random = SplitMixForTests(seed: 3)
        for _ in 0..<20_000 {
            let length = Int(random.next() % 40)
            let bytes = (0..<length).map { _ in
                random.next() % 4 == 0
                    ? Self.interesting[Int(random.next() % UInt64(Self.interesting.count))]
                    : UInt8(ascii: "a") + UInt8(random.next() % 26)
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    #expect(
                        ByteScanning.endOfPlainString(buffer, from: start)
                            == ByteScanning.endOfPlainStringBytewise(buffer, from: start))
                }
            }
        }
    }

    /// `JSONScanner.endOfString` (a string without escapes, its UTF-8 checked in place) against
    /// a byte loop by `UTF8Sequence`'s table, on random plain bytes, sequences (well-formed or
    /// not, cut short by the end of the input), escapes and quotes, from every start.
    @Test func stringSearchMatchesTheByteLoop() {
        func bytewise(_ bytes: [UInt8], from start: Int) -> Int? {
            var index = start
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") { return index }
                if !ByteScanning.endsPlainString(byte) {
                    index += 1
                    continue
                }
                guard let (length, second) = UTF8Sequence.expected(after: byte), index + length <= bytes.count,
                    second.contains(bytes[index + 1]),
                    bytes[(index + 2)..<(index + length)].allSatisfy({ $0 & 0xC0 == 0x80 })
                else { return nil }
                index += length
            }
            return nil
        }
        let pieces: [[UInt8]] = [
            [0xC3, 0xA9], [0xE2, 0x80, 0x94], [0xF0, 0x9F, 0x98, 0x80], [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80],
            [0xE0, 0x9F, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF0, 0x8F, 0xBF, 0xBF], [0xC2], [0xE1, 0x80], [0x80],
            [0xC1, 0xBF], [0xF5], [0x5C], [0x22], [0x00], [0x1F], [0x7F],
        ]
        var random = SplitMixForTests(seed: 5)
        for _ in 0..<20_000 {
            var bytes: [UInt8] = []
            while bytes.count < Int(random.next() % 40) {
                if random.next() % 5 == 0 {
                    bytes += pieces[Int(random.next() % UInt64(pieces.count))]
                } else {
                    bytes.append(UInt8(ascii: "a") + UInt8(random.next() % 26))
                }
            }
            bytes.withUnsafeBufferPointer { buffer in
                guard let base = buffer.baseAddress else { return }
                for start in 0...buffer.count {
                    #expect(
                        JSONScanner.endOfString(base, from: start, end: buffer.count) == bytewise(bytes, from: start),
                        "\(bytes) from \(start)")
                }
            }
        }
    }

    /// Runs of every whitespace byte, broken by bytes next to them in value, from every start.
    @Test func whitespaceSkipMatchesTheByteLoop() {
        var random = SplitMixForTests(seed: 4)
        let whitespace: [UInt8] = [0x20, 0x0A, 0x0D, 0x09]
        for _ in 0..<20_000 {
            let length = Int(random.next() % 40)
            let bytes = (0..<length).map { _ in
                random.next() % 6 == 0
                    ? Self.interesting[Int(random.next() % UInt64(Self.interesting.count))]
                    : whitespace[Int(random.next() % 4)]
            }
            bytes.withUnsafeBufferPointer { buffer in
                for start in 0...buffer.count {
                    #expect(
                        ByteScanning.endOfWhitespace(buffer, from: start)
                            == ByteScanning.endOfWhitespaceBytewise(buffer, from: start))
                    if let base = buffer.baseAddress {
                        #expect(
                            JSONScanner.endOfSpace(base, from: start, end: buffer.count)
                                == ByteScanning.endOfWhitespaceBytewise(buffer, from: start))
                    }
                }
            }
        }
    }

    @Test func memberNamesFindEveryNameAndNothingElse() {
        let builtin = Vocabulary.builtin
        for (position, name) in builtin.nameTexts.enumerated() {
            #expect(builtin.names.field(NameSignature(utf8: name)) == FieldID(position), "\(name)")
        }
        let others: [StaticString] = [
            "", "typ", "types", "Type", "colour", "child ", "system-name", "spoken_summar", "layouts", "x",
        ]
        for name in others { #expect(builtin.names.field(NameSignature(name)) == nil, "\(name)") }
    }

    /// The reader's table of short names (`ShortNameTable`): the words of a key read by
    /// `JSONScanner.shortName` match a slot only when the key is that slot's name (plain, at most
    /// 16 bytes, among the first 64), with the entry and bit of that name; every such name of the
    /// built-in vocabulary has a slot. Keys: every name, changed at each byte, longer, shorter,
    /// and random bytes.
    @Test func shortNameTableMatchesOnlyItsNames() {
        let lists = [Vocabulary.builtin.nameTexts, (0..<100).map { "f\($0)" }, ["", "a", "type", "ab\u{0}"]]
        var random = SplitMixForTests(seed: 29)
        for texts in lists {
            let names = MemberNames(texts.map { NameSignature(utf8: $0) })
            let eligible = texts.prefix(64).map { Array($0.utf8) }.map {
                $0.count <= 16 && !$0.contains(where: ByteScanning.endsPlainString)
            }
            var keys = texts.map { Array($0.utf8) }
            for name in texts.prefix(64).map({ Array($0.utf8) }) {
                keys += [name + [0x61], name + [0x00], Array(name.dropLast())]
                for at in name.indices {
                    for byte: UInt8 in [0x00, 0x22, 0x5C, 0x80, 0x20] {
                        var changed = name
                        changed[at] = byte
                        keys.append(changed)
                    }
                }
            }
            for _ in 0..<2_000 {
                keys.append((0..<Int(random.next() % 18)).map { _ in Self.interesting[Int(random.next() % 23)] })
            }
            var found = Set<Int>()
            for written in keys {
                // The name read: up to the first quote.
                let key = Array(written.prefix { $0 != 0x22 })
                let bytes = [0x22] + written + [0x22] + [UInt8](repeating: 0x3A, count: 20)
                bytes.withUnsafeBufferPointer { buffer in
                    let bound = JSONScanner.shortStringBound(in: buffer)
                    guard let base = buffer.baseAddress,
                        let short = JSONScanner.shortName(at: 0, base: base, below: bound)
                    else {
                        #expect(key.count > 16, "\(key): not read")
                        return
                    }
                    let slot = names.short.slot(of: short).pointee
                    guard slot.head == short.head, slot.middle == short.middle else { return }
                    let entry = JSONDocument.Entry(bits: slot.entry)
                    let position = entry.field?.index ?? -1
                    #expect(position >= 0 && position < 64 && eligible[position], "\(key)")
                    guard position >= 0, position < texts.count else { return }
                    #expect(Array(texts[position].utf8) == key, "\(key) matched \(texts[position])")
                    #expect(short.count == key.count && entry.stringCount == key.count, "\(key)")
                    #expect(slot.bit == 1 << UInt64(position), "\(key)")
                    found.insert(position)
                }
            }
            if texts == Vocabulary.builtin.nameTexts {
                #expect(found == Set(eligible.indices.filter { eligible[$0] }), "every built-in name has a slot")
            }
        }
    }

    /// A list too long for one probe per name (a large vocabulary's) probes on to the next empty
    /// bucket: every name is still found at its position, and nothing else.
    @Test func nameIndexProbesWhenNoMultiplierSeparatesEveryName() {
        let names = (0..<3000).map { "field\($0)" }
        let index = NameIndex(names.map { NameSignature(utf8: $0) })
        #expect(!index.isPerfect)
        for (position, name) in names.enumerated() {
            #expect(index.position(of: NameSignature(utf8: name)) == position, "\(name)")
        }
        for name in ["field3000", "field", "Field1", "field01", "", String(repeating: "field", count: 5)] {
            #expect(index.position(of: NameSignature(utf8: name)) == nil, "\(name)")
        }
    }

    /// Node types and enum cases are found by `NameIndex` too: every name at its position, nothing else.
    @Test func nameIndexFindsEveryNodeTypeAndCase() {
        let builtin = Vocabulary.builtin
        #expect(builtin.types.isPerfect, "the built-in vocabulary's names each get a bucket of their own")
        for (position, name) in builtin.nodeTypes.enumerated() {
            #expect(builtin.types.position(of: NameSignature(utf8: name)) == position, "\(name)")
        }
        for name in ["", "Text", "texts", "vstack ", "zstac"] as [StaticString] {
            #expect(builtin.types.position(of: NameSignature(name)) == nil, "\(name)")
        }
        let alignment = EnumSpec(HorizontalAlignment.allCases.map(\.rawValue))
        for (position, name) in HorizontalAlignment.allCases.map(\.rawValue).enumerated() {
            #expect(alignment.index.position(of: NameSignature(utf8: name)) == position, "\(name)")
        }
        #expect(alignment.index.position(of: NameSignature("top")) == nil)
        #expect(alignment.index.position(of: nil) == nil)
        // A name too long for a signature (count -1) is none of them, in whichever bucket it lands:
        // an empty bucket's signature must not be its.
        for length in 25...60 {
            let long = NameSignature(utf8: String(repeating: "a", count: length))
            #expect(builtin.types.position(of: long) == nil, "\(length) bytes")
            #expect(alignment.index.position(of: long) == nil, "\(length) bytes")
            #expect(builtin.names.field(long) == nil, "\(length) bytes")
        }
    }

    @Test func signaturesReadFromAnyOffsetAgree() {
        let text = Array(
            #"{"cornerRadius": 1, "system_name": "a", "spoken_summary": "b", "accessibilityLabel": "c", "x": 2}"#.utf8)
        text.withUnsafeBufferPointer { buffer in
            for start in 0..<buffer.count {
                for count in 0...min(NameSignature.maximumCount, buffer.count - start) {
                    #expect(
                        NameSignature.of(buffer, start: start, count: count)
                            == NameSignature(UnsafeBufferPointer(rebasing: buffer[start..<start + count])))
                }
            }
            #expect(NameSignature.of(buffer, start: 0, count: NameSignature.maximumCount + 1) == nil)
        }
    }

    /// `ObjectMembers` finds what a scan with `JSONDocument.member` finds, escaped names included.
    @Test(arguments: [
        #"{"type": "text", "content": "a", "color": null, "other": 1, "maxLines": 2}"#,
        #"{"\u0074ype": "stat", "l\u0061bel": "a", "value\u0000": 1, "VALUE": 2, "icon": [1, {"icon": 3}]}"#,
        #"{"children": [{"type": "x"}], "spacing": 3, "alignment": "top", "a very long key, longer than sixteen": 0}"#,
        #"{"spoken_summary": "s", "layout": {}, "title": "t", "system_name": "n", "cornerRadius": 4}"#,
        #"{}"#,
    ])
    func objectMembersMatchTheLinearLookup(_ json: String) throws {
        let builtin = Vocabulary.builtin
        guard case .success(let document) = JSONReader.read(Array(json.utf8), recognising: builtin.names) else {
            Issue.record("unreadable")
            return
        }
        document.withTape { tape in
            let members = ObjectMembers(of: tape.root, in: tape)
            for (position, name) in builtin.nameTexts.enumerated() {
                let linear = tape.members(tape.root).first { tape.string($0.key) == name }?.value
                #expect(members[FieldID(position)] == linear, "\(name)")
            }
            let known = Set(builtin.nameTexts)
            let hasOthers = tape.members(tape.root).contains { !known.contains(tape.string($0.key)) }
            #expect(members.hasUnknownMembers(allows: { _ in true }) == hasOthers)
        }
    }

    /// Random objects (seeded): any subset of the built-in names in any order, other names, values of
    /// every kind, up to 20 members, each gathered into the same `ObjectMembers` the previous one
    /// filled, so a lane left from a larger object must never answer for a smaller one. Every
    /// name's lookup must find what the linear scan finds.
    @Test func objectMembersMatchTheLinearLookupOnRandomObjects() throws {
        let builtin = Vocabulary.builtin
        var generator = SplitMixForTests(seed: 0x5EED)
        func random(_ bound: Int) -> Int { Int(generator.next() % UInt64(bound)) }
        let values = ["1", "\"s\"", "null", "true", "[1, 2]", "{\"type\": \"text\"}", "-0.5"]
        var members = ObjectMembers()
        for _ in 0..<2_000 {
            var names = builtin.nameTexts.filter { _ in random(3) == 0 } + ["other", "x\(random(9))"]
            names = Array(Set(names)).sorted()
            names.shuffle(using: &generator)
            names = Array(names.prefix(random(21)))
            let json = "{" + names.map { "\"\($0)\": \(values[random(values.count)])" }.joined(separator: ", ") + "}"
            let document = try JSONReader.read(Array(json.utf8), recognising: builtin.names).get()
            document.withTape { tape in
                members.gather(tape.root, in: tape)
                for (position, name) in builtin.nameTexts.enumerated() {
                    let linear = tape.members(tape.root).first { tape.string($0.key) == name }?.value
                    #expect(members[FieldID(position)] == linear, "\(name) in \(json)")
                }
            }
        }
    }

    /// More recognised members than `ObjectMembers` holds inline are kept too, and found.
    @Test func objectMembersKeepMembersPastTheInlineOnes() throws {
        let names = (0..<40).map { "m\($0)" }
        let recognised = MemberNames(names.map { NameSignature(utf8: $0) })
        let json = "{" + names.enumerated().map { "\"\($1)\": \($0)" }.joined(separator: ", ") + "}"
        let document = try JSONReader.read(Array(json.utf8), recognising: recognised).get()
        document.withTape { tape in
            let members = ObjectMembers(of: tape.root, in: tape)
            for (position, name) in names.enumerated() {
                guard let value = members[FieldID(position)] else {
                    Issue.record("\(name) not found")
                    continue
                }
                #expect(tape.number(value) == Double(position))
            }
            #expect(members[FieldID(40)] == nil)
        }
    }

    /// Duplicates are found among names of the innermost object only, escapes resolved, past the linear limit too.
    @Test(
        arguments: [
            (#"{"a": {"a": 1}, "b": [{"a": 1, "b": 2}], "c": 3}"#, nil),
            (#"{"a": {"b": 1}, "a": 2}"#, "$.a"),
            (#"{"a": {"b": 1, "\u0062": 2}}"#, "$.a.b"),
            (#"{"x": [{"k": 1}, {"k": 2, "k": 3}]}"#, "$.x[1].k"),
            ("{" + (0..<40).map { "\"k\($0)\": {\"k\($0)\": 1}" }.joined(separator: ", ") + ", \"k7\": 0}", "$.k7"),
            (
                "{" + (0..<40).map { "\"k\($0)\": 1" }.joined(separator: ", ") + ", \"o\": {\"k1\": 1, \"k1\": 2}}",
                "$.o.k1"
            ),
            (
                "{" + (0..<40).map { "\"k\($0)\": 1" }.joined(separator: ", ") + ", \"o\": {\"k1\": 1}, \"k39\": 2}",
                "$.k39"
            ),
            // DSL field names are checked by field (`JSONDocument.Entry.field`), other names by bytes.
            (#"{"type": "text", "types": 1, "typ": 2, "Type": 3, "child": {"type": "x"}}"#, nil),
            (#"{"type": "text", "content": "a", "type": "stat"}"#, "$.type"),
            (#"{"type": "text", "\u0074\u0079\u0070\u0065": "stat"}"#, "$.type"),
            (#"{"spoken_summar\u0079": "a", "title": "t", "spoken_summary": "b"}"#, "$.spoken_summary"),
            (#"{"tipe": 1, "t\u0069pe": 2}"#, "$.tipe"),
            (
                "{" + (0..<40).map { "\"k\($0)\": 1" }.joined(separator: ", ") + ", \"label\": 1, \"l\\u0061bel\": 2}",
                "$.label"
            ),
        ] as [(String, String?)])
    func duplicateKeysAreFoundPerObject(_ json: String, _ path: String?) {
        let names = Vocabulary.builtin.names
        let failure: JSONReadFailure? =
            if case .failure(let failure) = JSONReader.read(Array(json.utf8), recognising: names) { failure } else {
                nil
            }
        let unrecognised: JSONReadFailure? =
            if case .failure(let failure) = JSONReader.read(Array(json.utf8)) { failure } else { nil }
        #expect(failure == unrecognised, "recognising names never changes what is a duplicate")
        if let path {
            guard case .duplicateKey(let found, _) = failure else {
                Issue.record("no duplicate found in \(json)")
                return
            }
            #expect(found.description == path)
        } else {
            #expect(failure == nil)
        }
    }

    /// Every name of the vocabulary, escaped or not, becomes a field-name entry, which reads back as that name.
    @Test func fieldNamesAreRecognisedAsTheyAreRead() throws {
        let builtin = Vocabulary.builtin
        let names = builtin.nameTexts.enumerated().map { "\"\($1)\": \($0)" } + [#""other": 1"#, #""types": 2"#]
        let json = Array(("{" + names.joined(separator: ", ") + "}").utf8)
        let document = try JSONReader.read(json, recognising: builtin.names).get()
        let keys = document.members(document.root).map(\.key)
        for (position, (key, name)) in zip(keys, builtin.nameTexts).enumerated() {
            #expect(document.tape[key].field == FieldID(position))
            #expect(document.string(key) == name)
            #expect(document.withTape { $0.field(key) } == FieldID(position))
        }
        let other = keys[builtin.nameTexts.count]
        let longer = keys[builtin.nameTexts.count + 1]
        #expect(document.tape[other].field == nil && document.withTape { $0.field(other) } == nil)
        #expect(document.tape[longer].field == nil && document.string(longer) == "types")

        let escaped = try JSONReader.read(Array(#"{"\u0074ype": 0}"#.utf8), recognising: builtin.names).get()
        let key = escaped.root + 1
        #expect(escaped.tape[key].field == builtin.typeKey, "escapes are resolved before the name is recognised")
        #expect(escaped.string(key) == "type")
        #expect(escaped.stringEquals(key, "type"))
    }

    /// Names compare as UTF-8 bytes with escapes resolved, not as `String`s: U+212A KELVIN SIGN
    /// is canonically equivalent to `K` but is not the same scalar (spec §1.1).
    @Test func namesCompareAsBytesNotAsEquivalentText() throws {
        let document = try JSONReader.read(Array(#"["\u212A", "K", "\u004B", "\u004B\u004B"]"#.utf8)).get()
        let values = document.elements(document.root).map(\.value)
        #expect(values.map { document.stringEquals($0, "K") } == [false, true, true, false])
    }
}

extension SplitMixForTests: RandomNumberGenerator {}
