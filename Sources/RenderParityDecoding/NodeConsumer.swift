import RenderParityJSON
import RenderParityVocabulary

/// What `NodeDecoder` reports to: the one walk over a document applies the rules of
/// spec §2 once, and each consumer turns what it is told into its own output.
///
/// - `TreeBuilder`: the immutable model, with diagnostics and icons (library users, `lint`, `icons`).
/// - `SnapshotSink`: canonical lines into a reused byte buffer (every command's fast path).
/// - `DiagnosticsSink`: diagnostics only (`lint` when no tree is wanted).
///
/// Why one decoder: the rules used to be written twice (a tree decoder and a tape writer that
/// had to agree). Now a consumer cannot disagree with another about which node renders or
/// which default applies; it only decides what to do with the answer.
///
/// A consumer may live in a later stage (`SnapshotSink`, `TreeBuilder`), so `NodeDecoder` is
/// specialised where the consumer is known; its functions are `@inlinable`, and what they
/// touch in earlier stages `@usableFromInline`, so the specialised walk is as fast as in one module.
@usableFromInline package protocol NodeConsumer {
    /// Whether the decoder should word diagnostics and paths of dropped children (a snapshot needs neither).
    static var wantsDiagnostics: Bool { get }

    mutating func report(_ diagnostic: Diagnostic)

    /// An SF Symbol name the tree uses (`FieldSpec.isIcon`), for `parity icons`.
    mutating func icon(_ name: TapeText, at path: @autoclosure () -> JSONPath)

    /// A node that decodes: its resolved field values in table order. `elements` is how many
    /// elements of its counted field render (§3.1 counts: children that fail are dropped), known
    /// before any is written, so a streaming consumer never goes back to change a line.
    /// The row is passed by pointer: `row.pointee` passed as a value was copied whole (its
    /// `type` retained and released) for every node, even to a `borrowing` parameter.
    mutating func open(
        _ spec: UnsafePointer<NodeSpec>, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int)

    /// The end of the node `open` began: everything it holds has been reported.
    mutating func close(_ spec: UnsafePointer<NodeSpec>)

    /// A node whose `type` the DSL does not define (§2.3).
    mutating func unknown(_ type: TapeText, depth: Int)

    /// One record of a `records` field (a chart's data point), all of whose required fields decoded.
    mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int)

    /// One row of a `stringRows` field: the tape index of an array of strings.
    mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int)
}

extension NodeConsumer {
    @inlinable package mutating func icon(_ name: TapeText, at path: @autoclosure () -> JSONPath) {}
}
