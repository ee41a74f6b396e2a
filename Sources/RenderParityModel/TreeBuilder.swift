import RenderParityDecoding
import RenderParityJSON
import RenderParityVocabulary

/// Builds the immutable model (`UINode`) from what `NodeDecoder` reports, with its
/// diagnostics and, when asked, the icons it uses (`parity icons`).
///
/// A node is built when it closes, from the values it opened with and what was written
/// inside it; open nodes wait on a stack, which the reader's depth limit keeps short.
struct TreeBuilder: NodeConsumer {
    static var wantsDiagnostics: Bool { true }

    private struct Frame {
        let type: NodeType?
        let name: String
        let values: [ModelValue]
        var children: [UINode] = []
        var records: [ChartDataPoint] = []
        var rows: [[String]] = []
    }

    private var open: [Frame] = []
    private let collectsIcons: Bool
    private(set) var root: UINode?
    private(set) var diagnostics: [Diagnostic] = []
    private(set) var icons: [IconUse] = []

    init(collectIcons: Bool) { collectsIcons = collectIcons }

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }

    mutating func icon(_ name: TapeText, at path: @autoclosure () -> JSONPath) {
        guard collectsIcons else { return }
        icons.append(IconUse(name: name.string, path: path()))
    }

    mutating func open(
        _ spec: UnsafePointer<NodeSpec>, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int
    ) {
        let modelValues = Self.modelValues(values, count: spec.pointee.fields.count)
        let type = spec.pointee.type
        open.append(Frame(type: NodeType(rawValue: type), name: type, values: modelValues))
    }

    mutating func close(_ spec: UnsafePointer<NodeSpec>) {
        guard let frame = open.popLast() else { return }
        // The typed model knows the built-in vocabulary's types; another's is unknown to it.
        guard let type = frame.type else { return add(.unknown(type: frame.name)) }
        add(UINode.make(type, frame.values, children: frame.children, records: frame.records, rows: frame.rows))
    }

    mutating func unknown(_ type: TapeText, depth: Int) { add(.unknown(type: type.string)) }

    mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int) {
        let modelValues = Self.modelValues(values, count: spec.fields.count)
        guard !open.isEmpty else { return }
        open[open.count - 1].records.append(ChartDataPoint(modelValues))
    }

    mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int) {
        guard !open.isEmpty else { return }
        let tape = values.tape
        open[open.count - 1].rows.append(tape.elements(row).map { tape.string($0.value) })
    }

    private static func modelValues(_ values: borrowing NodeValues, count: Int) -> [ModelValue] {
        var result: [ModelValue] = []
        result.reserveCapacity(count)
        for position in 0..<count { result.append(ModelValue(values[position], tape: values.tape)) }
        return result
    }

    private mutating func add(_ node: UINode) {
        if open.isEmpty { root = node } else { open[open.count - 1].children.append(node) }
    }
}

extension TapeText {
    var string: String { tape.string(index) }
}
