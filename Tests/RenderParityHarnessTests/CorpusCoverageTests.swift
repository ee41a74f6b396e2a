import RenderParity
import RenderParityHarness
import Testing

/// The corpus covers every node type, enum value and error reason,
/// tolerance, deep nesting, realistic screens and hard Unicode, so it can't
/// silently lose that coverage. Each failure names what is missing.
struct CorpusCoverageTests {
    /// What the decoded corpus contains.
    struct Census {
        var nodeTypes: Set<String> = []
        var unknownTypes: Set<String> = []
        var enumValues: [String: Set<String>] = [:]
        var rootFailures: Set<FailureReason> = []
        var maxLinesSeen: [Int] = []
        var droppedDiagnostics = 0
        var unknownTypeDiagnostics = 0
        var screens = 0
        var deepest = (depth: 0, fixture: "")
        var strings: [String] = []
        var unreadable: [String] = []
        var fixtureCount = 0

        init(_ corpus: Corpus?) {
            guard let corpus else { return }
            fixtureCount = corpus.fixtures.count
            for fixture in corpus.fixtures {
                if fixture.hasPrefix("screens/") { screens += 1 }
                guard let document = try? DocumentDecoder.decode(corpus.readFixture(fixture)) else {
                    unreadable.append(fixture)
                    continue
                }
                for diagnostic in document.diagnostics {
                    switch diagnostic.problem {
                    case .dropped: droppedDiagnostics += 1
                    case .unknownType: unknownTypeDiagnostics += 1
                    default: break
                    }
                }
                switch document.content {
                case .failure(let failure): rootFailures.insert(failure.reason)
                case .success(let node):
                    let depth = visit(node, depth: 1)
                    if depth > deepest.depth { deepest = (depth, fixture) }
                }
            }
        }

        private mutating func note<E: RawRepresentable>(_ value: E) where E.RawValue == String {
            enumValues[String(describing: E.self), default: []].insert(value.rawValue)
        }

        /// Records `node` and its descendants; returns the depth of the deepest node below it.
        private mutating func visit(_ node: UINode, depth: Int) -> Int {
            var children: [UINode] = []
            switch node {
            case .vstack(let n):
                nodeTypes.insert("vstack")
                note(n.alignment)
                children = n.children
            case .hstack(let n):
                nodeTypes.insert("hstack")
                note(n.alignment)
                children = n.children
            case .zstack(let n):
                nodeTypes.insert("zstack")
                note(n.alignment)
                children = n.children
            case .text(let n):
                nodeTypes.insert("text")
                note(n.style)
                note(n.weight)
                strings += [n.content] + [n.color].compactMap { $0 }
                if let maxLines = n.maxLines { maxLinesSeen.append(maxLines) }
            case .stat(let n):
                nodeTypes.insert("stat")
                note(n.size)
                strings += [n.label, n.value] + [n.color, n.icon].compactMap { $0 }
            case .image(let n):
                nodeTypes.insert("image")
                note(n.size)
                strings += [n.systemName] + [n.color].compactMap { $0 }
            case .badge(let n):
                nodeTypes.insert("badge")
                strings += [n.text] + [n.color].compactMap { $0 }
            case .card(let n):
                nodeTypes.insert("card")
                children = [n.child]
            case .progress(let n):
                nodeTypes.insert("progress")
                strings += [n.label, n.color].compactMap { $0 }
            case .chart(let n):
                nodeTypes.insert("chart")
                note(n.variant)
                strings += [n.title].compactMap { $0 } + n.data.flatMap { [$0.label] + [$0.color].compactMap { $0 } }
            case .list(let n):
                nodeTypes.insert("list")
                children = n.items
            case .table(let n):
                nodeTypes.insert("table")
                strings += [n.title].compactMap { $0 } + n.headers + n.rows.flatMap { $0 }
            case .divider: nodeTypes.insert("divider")
            case .spacer: nodeTypes.insert("spacer")
            case .unknown(let type): unknownTypes.insert(type)
            }
            return children.reduce(depth) { max($0, visit($1, depth: depth + 1)) }
        }

        func missing<E: CaseIterable & RawRepresentable>(_: E.Type) -> [String] where E.RawValue == String {
            let seen = enumValues[String(describing: E.self)] ?? []
            return E.allCases.map(\.rawValue).filter { !seen.contains($0) }
        }

        func hasString(where predicate: (Unicode.Scalar) -> Bool) -> Bool {
            strings.contains { $0.unicodeScalars.contains(where: predicate) }
        }
    }

    static let census = Census(Repository.corpus)

    @Test func everyFixtureIsReadable() {
        #expect(Self.census.fixtureCount >= 40, "only \(Self.census.fixtureCount) fixtures")
        #expect(Self.census.unreadable == [], "fixtures that cannot be read: \(Self.census.unreadable)")
    }

    @Test func everyNodeTypeDecodesSomewhere() {
        let missing = NodeType.allCases.map(\.rawValue).filter { !Self.census.nodeTypes.contains($0) }
        #expect(missing == [], "node types never decoded successfully: \(missing)")
    }

    @Test func everyEnumValueAppears() {
        let census = Self.census
        let missing: [String: [String]] = [
            "HorizontalAlignment": census.missing(HorizontalAlignment.self),
            "VerticalAlignment": census.missing(VerticalAlignment.self),
            "StackAlignment": census.missing(StackAlignment.self),
            "TextStyle": census.missing(TextStyle.self),
            "FontWeight": census.missing(FontWeight.self),
            "StatSize": census.missing(StatSize.self),
            "ImageSize": census.missing(ImageSize.self),
            "ChartVariant": census.missing(ChartVariant.self),
        ].filter { !$0.value.isEmpty }
        #expect(missing.isEmpty, "enum values no decoded tree contains: \(missing)")
    }

    @Test func everyFailureReasonIsARootFailure() {
        let missing = FailureReason.allCases.filter { !Self.census.rootFailures.contains($0) }.map(\.rawValue)
        #expect(missing == [], "failure reasons no fixture's snapshot shows: \(missing)")
    }

    @Test func toleranceIsCovered() {
        #expect(!Self.census.maxLinesSeen.isEmpty, "no decoded text has maxLines")
        #expect(!Self.census.unknownTypes.isEmpty, "no fixture has an unknown type rendered as Unknown")
        #expect(Self.census.unknownTypeDiagnostics > 0, "no unknown-type diagnostic")
        #expect(Self.census.droppedDiagnostics > 0, "no fixture drops a failing child")
    }

    @Test func realisticScreensAndDeepNesting() {
        #expect(Self.census.screens >= 8, "only \(Self.census.screens) fixtures under screens/ (need 8)")
        #expect(
            Self.census.deepest.depth >= 20,
            "deepest decoded tree is \(Self.census.deepest.depth) nodes (\(Self.census.deepest.fixture)); need 20")
    }

    @Test func hardUnicodeIsCovered() {
        let census = Self.census
        #expect(
            census.hasString { (0x0300...0x036F).contains($0.value) },
            "no content with a combining mark (U+0300–U+036F)")
        #expect(census.hasString { $0.value == 0x200D }, "no content with a zero-width joiner (U+200D)")
        #expect(census.hasString { (0x05D0...0x05EA).contains($0.value) }, "no content with Hebrew letters")
        #expect(census.hasString { (0x0621...0x064A).contains($0.value) }, "no content with Arabic letters")
    }
}
