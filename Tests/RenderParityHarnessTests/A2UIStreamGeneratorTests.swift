import RenderParity
import Testing

@testable import RenderParityHarness

/// `parity generate --a2ui`: streams in an imported catalog's components, the same bytes for a
/// seed, that reach what the differential is for (every line of the catalog, templates
/// expanded, unresolved bindings, unevaluated calls, unknown components) and every kind of
/// malformed stream, without being mostly failures.
struct A2UIStreamGeneratorTests {
    static func basic() throws -> Vocabulary {
        try Project.open(root: Repository.root + "/examples/a2ui/basic").vocabulary
    }

    @Test func streamsReachTheCatalogAndTheMalformedCases() throws {
        let vocabulary = try Self.basic()
        var lines: Set<String> = []
        var attributes: Set<String> = []
        var reasons: Set<String> = []
        var failures = 0
        let count = 400
        for index in 0..<count {
            let bytes = A2UIStreamGenerator.stream(seed: 7, index: index, vocabulary: vocabulary)
            #expect(bytes == A2UIStreamGenerator.stream(seed: 7, index: index, vocabulary: vocabulary))
            let snapshot = String(decoding: A2UIStream.snapshot(bytes, vocabulary: vocabulary), as: UTF8.self)
            for line in snapshot.split(separator: "\n") {
                lines.insert(String(line.drop { $0 == " " }.prefix { $0.isLetter }))
                for word in ["item=", "Path=", "Unresolved=", "Call=", "Context="] where line.contains(word) {
                    attributes.insert(word)
                }
            }
            if snapshot.hasPrefix("Error(") {
                failures += 1
                reasons.insert(String(snapshot.dropFirst("Error(reason=".count).prefix { $0 != "," && $0 != ")" }))
            }
        }
        let catalog = Set(vocabulary.definition.nodes.map(\.line))
        #expect(catalog.subtracting(["NoSurface"]).isSubset(of: lines), "\(catalog.subtracting(lines))")
        #expect(lines.isSuperset(of: ["Unknown", "NoSurface", "Error"]))
        #expect(attributes == ["item=", "Path=", "Unresolved=", "Call=", "Context="])
        let expectedReasons: Set<String> = [
            "invalid_json", "not_an_object", "missing_field", "wrong_type", "invalid_value", "depth_limit",
        ]
        #expect(expectedReasons.isSubset(of: reasons), "\(expectedReasons.subtracting(reasons))")
        #expect(failures > count / 10 && failures < count / 2, "\(failures) of \(count) streams fail")
    }

    @Test func anotherSeedGivesOtherStreams() throws {
        let vocabulary = try Self.basic()
        #expect(
            A2UIStreamGenerator.stream(seed: 1, index: 0, vocabulary: vocabulary)
                != A2UIStreamGenerator.stream(seed: 2, index: 0, vocabulary: vocabulary))
    }
}
