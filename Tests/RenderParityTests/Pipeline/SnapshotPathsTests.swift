import Foundation
import Testing

@testable import RenderParity

/// The streaming path (`NodeDecoder` into `SnapshotSink`, behind `RenderSnapshot.make(from:)`) must write exactly
/// what the simple path writes: `DocumentDecoder` into the tree, then `SnapshotWriter`.
struct SnapshotPathsTests {
    static func simplePath(_ bytes: [UInt8]) -> [UInt8] {
        RenderSnapshot.make(from: DocumentDecoder.decode(bytes))
    }

    static func expectSamePath(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let bytes = Array(text.utf8)
        let fast = RenderSnapshot.make(from: bytes)
        let simple = simplePath(bytes)
        #expect(
            String(decoding: fast, as: UTF8.self) == String(decoding: simple, as: UTF8.self), "\(text)",
            sourceLocation: sourceLocation)
    }

    /// Every fixture of the corpus.
    @Test func matchesTheSimplePathOnTheCorpus() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let fixtures = root.appendingPathComponent("test-fixtures")
        let files = try #require(FileManager.default.enumerator(at: fixtures, includingPropertiesForKeys: nil))
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "json" }
        #expect(files.count > 100)
        for file in files {
            let bytes = try [UInt8](Data(contentsOf: file))
            #expect(RenderSnapshot.make(from: bytes) == Self.simplePath(bytes), "\(file.lastPathComponent)")
        }
    }

    /// Streamed (`RenderSnapshot.write(from:to:)`), a snapshot arrives in pieces no larger than the
    /// sink's buffer that add up to what `make(from:)` returns: the 10,000-child list's lines are
    /// final when written, dropped children included.
    @Test func streamsWhatMakeReturns() {
        let children = (0..<10_000).map { $0 % 3 == 0 ? "null" : #"{"type": "badge", "text": "b\#($0)"}"# }
        for json in [#"{"type": "list", "items": [\#(children.joined(separator: ", "))]}"#, "[", #"{"type": "card"}"#] {
            var streamed: [UInt8] = []
            var largest = 0
            RenderSnapshot.write(from: Array(json.utf8)) { piece in
                streamed.append(contentsOf: piece)
                largest = max(largest, piece.count)
            }
            #expect(streamed == RenderSnapshot.make(from: Array(json.utf8)))
            #expect(largest <= SnapshotSink.bufferSize)
        }
    }

    /// The rules one by one: dropped children, unusable optionals, escapes, chains of cards.
    @Test(arguments: [
        #"{"type": "vstack", "children": [1, null, {"type": "text"}, {"type": "text", "content": "kept"}, {"type": 3}, {}]}"#,
        #"{"type": "hstack", "spacing": "wide", "alignment": "middle", "children": [{"type": "stat", "label": "a", "value": "b"}, {"type": "spacer"}]}"#,
        #"{"type": "zstack", "alignment": null, "children": [{"type": "card", "child": {"type": "card", "child": {"type": "badge"}}}]}"#,
        #"{"type": "card", "color": 5, "padding": "x", "child": {"type": "card", "child": {"type": "card", "child": {"type": "divider"}}}}"#,
        #"{"type": "card", "child": null}"#,
        #"{"type": "text", "content": "a\"b\\c\nd\u0001\u007f", "maxLines": 2147483647, "style": "\u0062ody", "weight": 3}"#,
        #"{"type": "text", "content": "x", "maxLines": 2147483648}"#,
        #"{"type": "text", "content": "x", "maxLines": 2.5, "color": "none"}"#,
        #"{"type": "text", "content": "x", "maxLines": 0, "color": " lead"}"#,
        #"{"\u0074ype": "te\u0078t", "co\u006etent": "escaped names", "\u0063olor": "default"}"#,
        #"{"type": "stat", "label": "", "value": "=", "icon": 4, "size": "huge", "extra": true}"#,
        #"{"type": "image", "system_name": "cart.fill", "size": "xlarge", "color": "a=b"}"#,
        #"{"type": "progress", "value": -0.0, "total": 1e21, "label": null}"#,
        #"{"type": "progress", "value": 1e-7, "total": 123456789012345678}"#,
        #"{"type": "chart", "variant": "pie", "title": "T", "data": [{"label": "a", "value": 1, "color": 2}, {"label": "b", "value": 0.1}]}"#,
        #"{"type": "chart", "variant": "pie", "data": [{"label": "a", "value": 1}, {"label": "b"}]}"#,
        #"{"type": "chart", "variant": "donut", "data": []}"#,
        #"{"type": "list", "items": [{"type": "chart", "variant": "bar", "data": [3]}, {"type": "map"}]}"#,
        #"{"type": "table", "title": 1, "headers": ["a", 2], "rows": [["x", "y"], ["z"]]}"#,
        #"{"type": "table", "headers": ["a", "b"], "rows": [["x"], "y"]}"#,
        #"{"type": "table", "headers": {}, "rows": {}}"#,
        #"{"type": "\u00e9t\u00e9"}"#,
        #"{"type": "vstack", "children": {}}"#,
        #"{"layout": {"type": "divider"}, "title": 3}"#,
        #"{"layout": null, "title": "t"}"#,
        #"{"spoken_summary": "s"}"#,
        #"{"layout": {"type": "list", "items": []}, "type": null}"#,
        #"[1, 2]"#, #""text""#, #"{"type": "divider",}"#, #"{"a": 1, "a": 2}"#,
        #"{"type": "chart", "variant": "bar", "data": [{"value": 1}]}"#,
        #"{"type": "chart", "variant": "bar", "data": [{"\u006cabel": "a", "v\u0061lue": 2, "extra": {"label": 1}}]}"#,
        #"{"type": "chart", "variant": "line", "data": [{"label": "a", "value": "1"}, {"labels": "b", "value": 2}]}"#,
    ])
    func matchesTheSimplePathOnEachRule(_ json: String) {
        Self.expectSamePath(json)
    }

    /// Generated documents that mix valid and broken nodes at every level.
    @Test func matchesTheSimplePathOnGeneratedDocuments() {
        var generator = NodeMaker(seed: 11)
        for _ in 0..<3_000 {
            Self.expectSamePath(generator.document())
        }
    }

    /// A container's line states how many children render, decided before it is written: around
    /// each change in the number of digits, and with containers that drop children nested in
    /// containers that drop children, it writes what the simple path does.
    @Test(arguments: [1, 2, 9, 10, 11, 99, 100, 101, 1_000])
    func matchesTheSimplePathWhenChildrenAreDropped(_ count: Int) {
        let children = (0..<count).map { index in
            switch index % 8 {
            case 0: #"{"type": "text", "content": "c\#(index)"}"#
            case 1: #"{"type": "text"}"#
            case 2: #"{"type": "hstack", "children": [{"type": "spacer"}, 3, {"type": "divider"}]}"#
            case 3:
                #"{"type": "card", "child": {"type": "chart", "variant": "bar", "data": [{"label": "a", "value": 1}]}}"#
            case 4:
                #"{"type": "card", "child": {"type": "chart", "variant": "bar", "data": [{"label": "a", "value": "1"}]}}"#
            case 5: #"{"type": "sparkline", "points": [1]}"#
            case 6: #"{"\u0074ype": "\u0074ext", "content": "escaped"}"#
            default:
                #"{"type": "vstack", "children": [\#(String(repeating: #"{"type": "badge", "text": "b"}, "#, count: index % 13))null]}"#
            }
        }
        Self.expectSamePath(#"{"type": "list", "items": [\#(children.joined(separator: ", "))]}"#)
        // Every child dropped: the count goes to 0.
        Self.expectSamePath(#"{"type": "zstack", "children": [\#(String(repeating: "1, ", count: count)){}]}"#)
    }

    /// Strings in every position a line writes them (Q, B, lists, rows) and of every kind the
    /// line programs treat apart: plain, with DEL or `=` (raw), with each JSON escape, empty,
    /// the words `none` and `default`, and as long as the in-place path takes and longer.
    @Test func matchesTheSimplePathOnStringsOfEveryKind() {
        let strings = [
            "plain", "", "a=b", "=", "none", "default", " lead", "trail ", "caf\u{E9} \u{2615}", "del\u{7F}", "\u{7F}",
            #"q\"uote"#, #"back\\slash"#, #"line\nbreak\r\ttab"#, #"\/slash"#, #"\b\f"#, #"\u0041\u00e9"#, #"\u007f"#,
            #"Budget \"3\""#, #"\"=\""#, #"\ud83d\ude00"#,
            String(repeating: "x", count: 4095), String(repeating: "y", count: 4096),
            String(repeating: "z", count: 4097) + "\u{7F}", String(repeating: "w", count: 9000),
        ]
        for string in strings {
            let q = "\"\(string)\""
            Self.expectSamePath(
                #"{"type": "vstack", "children": [{"type": "stat", "label": \#(q), "value": \#(q), "color": \#(q), "icon": \#(q)}, {"type": "text", "content": \#(q), "color": \#(q)}, {"type": "card", "color": \#(q), "child": {"type": "badge", "text": \#(q), "color": \#(q)}}, {"type": "table", "title": \#(q), "headers": [\#(q), "h", \#(q)], "rows": [[\#(q)], ["r", \#(q)]]}, {"type": "chart", "variant": "bar", "title": \#(q), "data": [{"label": \#(q), "value": 1.5, "color": \#(q)}]}]}"#
            )
        }
    }

    /// Lines that end at every offset around the sink's buffer's end, where a line's room is
    /// asked for again (`LineProgram.reserve`): strings of lengths that shift every following
    /// line, numbers, counts and rows, streamed in pieces no larger than the buffer.
    @Test func matchesTheSimplePathAcrossTheBuffersEnd() {
        var random = SplitMixForTests(seed: 17)
        let children = (0..<4_000).map { index -> String in
            let text = String(repeating: "t", count: Int(random.next() % 97))
            switch index % 5 {
            case 0: return #"{"type": "text", "content": "\#(text)", "maxLines": \#(index)}"#
            case 1: return #"{"type": "stat", "label": "\#(text)", "value": "v\#(index)", "color": "\#(text)"}"#
            case 2:
                return #"{"type": "progress", "value": \#(Double(index) / 7), "total": \#(index), "label": "\#(text)"}"#
            case 3:
                return #"{"type": "table", "headers": ["\#(text)", "b"], "rows": [["\#(text)"], ["c", "\#(text)"]]}"#
            default:
                return
                    #"{"type": "hstack", "children": [{"type": "spacer"}, {"type": "badge", "text": "\#(text)\u0001"}]}"#
            }
        }
        let json = #"{"type": "list", "items": [\#(children.joined(separator: ", "))]}"#
        Self.expectSamePath(json)
        var largest = 0
        var streamed: [UInt8] = []
        RenderSnapshot.write(from: Array(json.utf8)) { piece in
            streamed.append(contentsOf: piece)
            largest = max(largest, piece.count)
        }
        #expect(streamed == RenderSnapshot.make(from: Array(json.utf8)))
        #expect(largest <= SnapshotSink.bufferSize)
    }

    @Test func keepsAChainOfCardsLinear() {
        let depth = 250
        let json =
            String(repeating: #"{"type": "card", "child": "#, count: depth) + #"{"type": "divider"}"#
            + String(repeating: "}", count: depth)
        Self.expectSamePath(json)
    }
}

/// Random nodes as JSON text, each field absent, usable, of the wrong type, null or odd.
struct NodeMaker {
    var random: SplitMixForTests

    init(seed: UInt64) { random = SplitMixForTests(seed: seed) }

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }

    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func document() -> String {
        let node = self.node(depth: 0)
        switch random.next() % 5 {
        case 0: return #"{"title": "T", "layout": \#(node)\#(chance(20) ? #", "spoken_summary": 1"# : "")}"#
        case 1: return chance(50) ? #"{"layout": null}"# : #"{"title": "only"}"#
        default: return node
        }
    }

    mutating func node(depth: Int) -> String {
        if chance(3) { return pick(["1", "null", "\"text\"", "[]", "true"]) }
        let containers = ["vstack", "hstack", "zstack", "list", "card"]
        let leaves = ["text", "stat", "image", "badge", "progress", "chart", "table", "divider", "spacer", "map"]
        let type = depth < 4 && chance(35) ? pick(containers) : pick(leaves)
        var members: [String] = [
            chance(2) ? #""type": 7"# : (chance(5) ? #""\u0074ype": "\#(type)""# : #""type": "\#(type)""#)
        ]
        func add(_ name: String, _ value: String?) { if let value { members.append("\"\(name)\": \(value)") } }
        switch type {
        case "vstack", "hstack", "zstack", "list":
            let children = (0..<Int(random.next() % 4)).map { _ in node(depth: depth + 1) }
            add(type == "list" ? "items" : "children", chance(5) ? "{}" : "[\(children.joined(separator: ", "))]")
            add("spacing", number())
            add("alignment", option(["leading", "center", "trailing", "top", "bottom", "topLeading", "middle"]))
        case "card":
            add("child", chance(5) ? "null" : node(depth: depth + 1))
            add("color", string())
            add("padding", number())
            add("cornerRadius", number())
        case "text":
            add("content", chance(5) ? number() : string() ?? #""t""#)
            add("style", option(["body", "title2", "caption", "headline", "loud"]))
            add("color", string())
            add("weight", option(["bold", "black", "regular", "fat"]))
            add("maxLines", pick([nil, "1", "0", "2.5", "2147483647", "2147483648", "-3", "\"2\"", "1e300"]))
        case "stat":
            add("label", string() ?? #""L""#)
            add("value", chance(5) ? "1" : string() ?? #""V""#)
            add("color", string())
            add("size", option(["default", "large", "small"]))
            add("icon", string())
        case "image", "badge":
            add(type == "image" ? "system_name" : "text", chance(5) ? "null" : string() ?? #""s""#)
            add("color", string())
            add("size", option(["small", "default", "large", "xlarge", "huge"]))
        case "progress":
            add("value", chance(5) ? #""1""# : number() ?? "0.5")
            add("total", number())
            add("label", string())
            add("color", string())
        case "chart":
            add("variant", option(["bar", "pie", "line", "donut"]) ?? #""bar""#)
            let points = (0..<Int(random.next() % 4)).map { _ in
                chance(5)
                    ? "3"
                    : #"{"label": \#(string() ?? #""p""#), "value": \#(chance(5) ? "null" : number() ?? "1")\#(chance(30) ? #", "color": "red""# : "")}"#
            }
            add("data", "[\(points.joined(separator: ", "))]")
            add("title", string())
        case "table":
            add("title", string())
            add("headers", chance(20) ? #"["a", 1]"# : #"["h1", "h2"]"#)
            add("rows", pick([nil, #"[["a", "b"], ["c"]]"#, #"[["a"], "b"]"#, "[]", #"[[1]]"#]))
        default:
            break
        }
        if chance(10) { members.append(#""unknown": [1, {"x": 2}]"#) }
        return "{" + members.joined(separator: ", ") + "}"
    }

    /// nil (absent) a third of the time; otherwise plain, escaped, ambiguous or not a string at all.
    mutating func string() -> String? {
        if chance(30) { return nil }
        return pick([
            #""plain""#, #""none""#, #""default""#, #"" lead""#, #""a=b""#, #""q\"uote""#, #""back\\slash""#,
            #""line\nbreak""#, #""\u0001""#, #""caf\u00e9 ☕️""#, #""""#, "12", "null", "false", ##""#FF9500""##,
        ])
    }

    mutating func number() -> String? {
        if chance(40) { return nil }
        return pick([
            "0", "-0", "16", "0.5", "-2.25", "1e-7", "1e21", "123456789012345678", "0.30000000000000004", "\"8\"",
            "null",
        ])
    }

    mutating func option(_ names: [String]) -> String? {
        if chance(40) { return nil }
        return chance(10) ? "4" : "\"\(pick(names))\""
    }
}
