import RenderParityHarness
import Testing

/// `.gitattributes`: git never converts fixtures or goldens, diffs
/// them as text, and keeps binary exactly the fixtures that are not UTF-8 on purpose.
struct GitAttributesTests {
    /// Each rule as (pattern, attributes), comments and blank lines left out.
    static func rules() throws -> [(pattern: String, attributes: [String])] {
        let text = String(decoding: try FileBytes.read(Repository.root + "/.gitattributes"), as: UTF8.self)
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
            let words = line.split(separator: " ").map(String.init)
            return words.first.map { ($0, Array(words.dropFirst())) }
        }
    }

    @Test func fixturesAreDiffedAsTextAndNeverConverted() throws {
        #expect(try Self.rules().contains { $0.pattern == "test-fixtures/**" && $0.attributes == ["-text", "diff"] })
    }

    @Test func goldensAreTextWithLFEndings() throws {
        #expect(try Self.rules().contains { $0.pattern == "test-snapshots/**" && $0.attributes == ["text", "eol=lf"] })
    }

    @Test func exactlyTheFixturesThatAreNotUTF8AreBinary() throws {
        let corpus = try #require(Repository.corpus)
        let notUTF8 = try corpus.fixtures.filter { fixture in
            TextProblem.find(in: try FileBytes.read(corpus.fixturePath(fixture))).contains {
                if case .invalidUTF8 = $0 { true } else { false }
            }
        }.map { Corpus.fixturesFolder + "/" + $0 }
        let binary = try Self.rules().filter {
            $0.attributes == ["-text", "-diff"] && $0.pattern.hasPrefix("test-fixtures/")
        }.map(\.pattern)
        #expect(!notUTF8.isEmpty)
        #expect(binary.sorted() == notUTF8.sorted())
    }
}
