import RenderParityDecoding
import RenderParityJSON
import RenderParityModel
import RenderParityText
import RenderParityVocabulary

/// Walks a decoded node tree and writes its RenderSnapshot (spec §3): one line
/// per element, two spaces per level, LF after every line. For example, this
/// document
///
///     {"type": "hstack", "children": [
///       {"type": "stat", "label": "Spent", "value": "$1,240", "icon": "creditcard"},
///       {"type": "spacer"},
///       {"type": "card", "child": {"type": "text", "content": "none", "maxLines": 2}}]}
///
/// is written exactly as
///
///     HStack(spacing=8.0, align=center, fillsWidth=true) [children=3]
///       Stat(label="Spent", value="$1,240", color=default, size=default, icon=creditcard, fillsWidth=true, weighted=true)
///       Spacer(weighted=true)
///       Card(color=default, padding=16.0, cornerRadius=12.0, fillsWidth=true)
///         Text(content="none", style=body, color=default, weight=regular, maxLines=2)
///
/// The lines themselves are `SnapshotSink`'s (`SnapshotLines.swift`), shared with the
/// streaming path (`NodeDecoder` into `SnapshotSink`); this writer only walks a built tree,
/// for renderers that hold the model and for tests that check the two paths agree.
public struct SnapshotWriter {
    public private(set) var bytes: [UInt8] = []

    public init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    // MARK: - Documents

    /// Writes the snapshot of a decoded document: its tree, or its one `Error` line (§3.4).
    public mutating func write(_ document: DecodedDocument) {
        switch document.content {
        case .success(let node): write(node, depth: 0, parent: .other)
        case .failure(let failure): write(failure)
        }
    }

    public mutating func write(_ failure: DecodeFailure) {
        Self.write(failure, to: { bytes.append(contentsOf: $0) })
    }

    /// The one `Error` line of a document that cannot be rendered (§3.4), handed to `output`.
    package static func write(_ failure: DecodeFailure, to output: (UnsafeRawBufferPointer) -> Void) {
        writeError(failure.reason, at: failure.path, to: output)
    }

    /// `Error(reason=…, path="…")`: the line of any input that cannot be rendered, a document's
    /// failure or a stream's (spec/a2ui.md §6).
    package static func writeError(
        _ reason: FailureReason, at path: JSONPath?, to output: (UnsafeRawBufferPointer) -> Void
    ) {
        SnapshotSink.writing(to: output) { sink in
            sink.emit("Error(reason=")
            var reason = reason.rawValue
            reason.withUTF8 { sink.append($0) }
            // Only failures at a place have a path; invalid JSON and the depth limit have none.
            if let path {
                sink.emit(", path=")
                sink.quoted(path.description)
            }
            sink.emit(")\n")
        }
    }

    // MARK: - Nodes

    public mutating func write(_ node: UINode, depth: Int, parent: LayoutResolution.Parent) {
        SnapshotSink.writing(into: &bytes) {
            Self.write(node, depth: depth, weighted: LayoutResolution.isWeighted(node, in: parent), to: &$0)
        }
    }

    /// The node's line from the node table, then what it holds, one level deeper.
    private static func write(_ node: UINode, depth: Int, weighted: Bool, to sink: inout SnapshotSink) {
        guard let parts = node.parts else {
            if case .unknown(let type) = node { sink.unknownLine(type: type, depth: depth) }
            return
        }
        let spec = parts.type.spec
        let held = spec.counted.map {
            spec.fields[$0].kind == .records
                ? parts.records.count : spec.fields[$0].kind == .stringRows ? parts.rows.count : parts.children.count
        }
        let count = spec.counted.flatMap { spec.fields[$0].count }.map { (lead: $0, value: held ?? 0) }
        sink.line(
            spec.line, spec.fields, ModelValues(values: parts.values), fillsWidth: spec.fillsWidth, weighted: weighted,
            count: count, depth: depth)
        for child in parts.children {
            let childWeighted = spec.weightsChildren && (child.parts?.type.spec.weightedInHStack ?? false)
            write(child, depth: depth + 1, weighted: childWeighted, to: &sink)
        }
        for record in parts.records {
            for spec in Vocabulary.builtin.records {
                sink.line(spec.line, spec.fields, ModelValues(values: record.values), depth: depth + 1)
            }
        }
        for row in parts.rows { sink.rowLine(cells: row, depth: depth + 1) }
    }
}
