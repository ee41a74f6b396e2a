import Testing

@testable import RenderParity

/// spec/icon-map.md §1.1: loading a map, and each way loading fails with a path and what was expected.
struct IconMapTests {
    static func failure(_ json: String) -> String? {
        if case .failure(let failure) = IconMap.decode(Array(json.utf8)) { return failure.message }
        return nil
    }

    /// Spelling is the report's business (with suggestions), not a reason to refuse the file.
    @Test func loadsMisspelledNamesForTheReportToExplain() throws {
        let map = try IconMap.decode(
            Array(#"{"fallback": "Icons.Filled.Info", "icons": {"Heart": "icons.filled.attach_money"}}"#.utf8)
        ).get()
        #expect(map.icons == ["Heart": "icons.filled.attach_money"])
    }

    @Test func loadsAValidMap() throws {
        let map = try IconMap.decode(
            Array(
                #"{"fallback": "Filled.Info", "icons": {"b": "Filled.B", "a.fill": "AutoMirrored.Outlined._10k"}}"#.utf8
            )
        ).get()
        #expect(map.fallback == "Filled.Info")
        #expect(map.names == ["a.fill", "b"])
    }

    @Test(arguments: [
        ("{", "invalid JSON at line 1, column 2: unexpected end of input (expected a member name)"),
        (
            #"{"fallback": "Filled.Info", "icons": {"a": "Filled.A", "a": "Filled.B"}}"#,
            #"$.icons.a: duplicate member name "a""#
        ),
        ("[]", "$: expected an object, found an array"),
        (#"{"icons": {"a": "Filled.A"}}"#, "$.fallback: is missing (expected a target such as Filled.Info)"),
        (#"{"fallback": "Filled.Info"}"#, "$.icons: is missing (expected an object of SF name → target)"),
        (#"{"fallback": 3, "icons": {}}"#, "$.fallback: expected a string, found a number"),
        (#"{"fallback": "Filled.Info", "icons": {}}"#, "$.icons: is empty"),
        (#"{"fallback": "Filled.Info", "icons": {"a": null}}"#, "$.icons.a: expected a string, found null"),
        (
            #"{"fallback": "Filled.Info", "icons": {"a": "Filled.A"}, "extra": 1}"#,
            "$.extra: unknown member (expected only fallback and icons)"
        ),
    ])
    func reportsWhereAndWhatWasExpected(_ json: String, _ message: String) {
        #expect(Self.failure(json) == message)
    }
}
