import Testing

@testable import RenderParity

/// spec §3.5.
struct JSONPathTests {
    @Test(
        arguments: [
            ([], "$"),
            ([.key("layout"), .key("children"), .index(2), .key("content")], "$.layout.children[2].content"),
            ([.key("odd key")], "$[\"odd key\"]"), ([.key("")], "$[\"\"]"), ([.key("ünïcode")], "$[\"ünïcode\"]"),
            ([.key("_ok9")], "$._ok9"), ([.key("9lives")], "$[\"9lives\"]"), ([.key("quote\"")], "$[\"quote\\\"\"]"),
            ([.key("a-b")], "$[\"a-b\"]"), ([.index(0), .index(10)], "$[0][10]"),
        ] as [([JSONPath.Component], String)])
    func printsPaths(_ components: [JSONPath.Component], _ expected: String) {
        #expect(JSONPath(components: components).description == expected)
    }
}
