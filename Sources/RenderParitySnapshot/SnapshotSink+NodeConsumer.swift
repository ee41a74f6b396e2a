import RenderParityText
import RenderParityVocabulary
import RenderParityJSON
import RenderParityDecoding

/// The streaming consumer: each node's line is written as the decoder reaches it, straight
/// from the tape, into the sink's reused buffer (no tree, no `String` per value).
///
/// A container's line states how many children render, which is known only once each child
/// is decoded: it states every element, and `close` records a correction when some were
/// dropped (`CountCorrections`), so each child is decoded once, just before it is written.
extension SnapshotSink: NodeConsumer {
    @usableFromInline package struct Mark {
        /// Just past the digits of the stated count.
        @usableFromInline package let end: Int
        @usableFromInline package let stated: Int
    }

    @inlinable package static var wantsDiagnostics: Bool { false }

    @inlinable package mutating func report(_ diagnostic: Diagnostic) {}

    @usableFromInline package mutating func open(_ spec: borrowing NodeSpec, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int) -> Mark {
        let fields = spec.fields
        var count: (lead: StaticString, value: Int)?
        if let counted = spec.counted, let lead = fields[counted].count { count = (lead, elements) }
        line(spec.line, fields, values, fillsWidth: spec.fillsWidth, weighted: weighted, count: count, depth: depth)
        return Mark(end: count == nil ? 0 : endOfLastCount, stated: elements)
    }

    @inlinable package mutating func close(_ spec: borrowing NodeSpec, _ mark: Mark, kept: Int) {
        if kept < mark.stated { correctCount(endingAt: mark.end, stated: mark.stated, actual: kept) }
    }

    @usableFromInline package mutating func unknown(_ type: TapeText, depth: Int) { unknownLine(type: type, depth: depth) }

    @usableFromInline package mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int) {
        line(spec.line, spec.fields, values, depth: depth)
    }

    @usableFromInline package mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int) {
        rowLine(cells: values.texts(row), depth: depth)
    }
}
