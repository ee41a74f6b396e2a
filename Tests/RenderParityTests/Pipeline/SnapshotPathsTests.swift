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
