import RenderParityHarness
import Testing

/// `update --only NAME…`: every form a report prints a name in selects its golden, and a
/// name that selects nothing is an error naming it.
struct UpdateSelectionTests {
    static func corpus(_ folder: TemporaryFolder) throws -> Corpus {
        try folder.write("test-fixtures/nodes/a.json", #"{"type": "divider"}"#)
        try folder.write("test-fixtures/nodes/b.json", #"{"type": "spacer"}"#)
        try folder.write("test-fixtures/odd\tname.json", #"{"type": "spacer"}"#)
        try folder.write("test-snapshots/nodes/a.txt", "Spacer\n")
        try folder.write("test-snapshots/gone/old.txt", "Divider\n")
        return try Corpus(root: folder.path)
    }

    @Test(arguments: [
        ("nodes/a.json", "nodes/a.txt"), ("test-fixtures/nodes/a.json", "nodes/a.txt"),
        ("test-snapshots/nodes/a.txt", "nodes/a.txt"), ("gone/old.txt", "gone/old.txt"),
        ("test-snapshots/gone/old.txt", "gone/old.txt"), ("icons.txt", "icons.txt"),
        ("odd\\u0009name.json", "odd\tname.txt"), ("odd\tname.json", "odd\tname.txt"),
    ])
    func aPrintedNameSelectsItsGolden(_ name: String, _ golden: String) throws {
        let folder = try TemporaryFolder("select")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        #expect(try UpdateSelection.goldens(named: [name], in: corpus, standalone: ["icons.txt"]) == [golden])
    }

    @Test(arguments: ["nodes/c.json", "nodes/a", "a.json", "test-snapshots/nodes/a.json", "nodes/a.txt"])
    func aNameThatMatchesNothingIsAnError(_ name: String) throws {
        let folder = try TemporaryFolder("select-unknown")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        #expect(throws: ParityError.unknownName(name: name)) {
            try UpdateSelection.goldens(named: ["nodes/b.json", name], in: corpus, standalone: [])
        }
    }

    /// The plan for the named goldens holds them and nothing else: no other addition, nothing unchanged.
    @Test func thePlanHoldsOnlyTheNamedGoldens() throws {
        let folder = try TemporaryFolder("select-plan")
        defer { folder.remove() }
        let corpus = try Self.corpus(folder)
        let only = try UpdateSelection.goldens(named: ["nodes/a.json", "gone/old.txt"], in: corpus, standalone: [])
        let plan = UpdateRun.plan(corpus, only: only)
        #expect(plan.items.map(\.golden) == ["nodes/a.txt", "gone/old.txt"])
        #expect(plan.unchanged.isEmpty && plan.added.isEmpty)
    }
}
