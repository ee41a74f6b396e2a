/// The streaming consumer: each node's line is written as the decoder reaches it, straight
/// from the tape, into the sink's reused buffer (no tree, no `String` per value). The decoder
/// has already counted the children that render, so each line is final when written.
extension SnapshotSink: NodeConsumer {
    static var wantsDiagnostics: Bool { false }

    mutating func report(_ diagnostic: Diagnostic) {}

    mutating func open(_ spec: borrowing NodeSpec, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int) {
        let fields = spec.fields
        var count: (lead: StaticString, value: Int)?
        if let counted = spec.counted, let lead = fields[counted].count { count = (lead, elements) }
        line(spec.line, fields, values, fillsWidth: spec.fillsWidth, weighted: weighted, count: count, depth: depth)
    }

    mutating func close(_ spec: borrowing NodeSpec) {}
    mutating func unknown(_ type: TapeText, depth: Int) { unknownLine(type: type, depth: depth) }

    mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int) {
        line(spec.line, spec.fields, values, depth: depth)
    }

    mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int) {
        rowLine(cells: values.texts(row), depth: depth)
    }
}
