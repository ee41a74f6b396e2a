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
protocol NodeConsumer {
    /// Whether the decoder should word diagnostics and paths of dropped children (a snapshot needs neither).
    static var wantsDiagnostics: Bool { get }

    mutating func report(_ diagnostic: Diagnostic)

    /// An SF Symbol name the tree uses (`FieldSpec.isIcon`), for `parity icons`.
    mutating func icon(_ name: TapeText, at path: @autoclosure () -> JSONPath)

    /// A node that decodes: its resolved field values in table order. `elements` is how many
    /// elements of its counted field render (§3.1 counts: children that fail are dropped), known
    /// before any is written, so a streaming consumer never goes back to change a line.
    mutating func open(_ spec: borrowing NodeSpec, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int)

    /// The end of the node `open` began: everything it holds has been reported.
    mutating func close(_ spec: borrowing NodeSpec)

    /// A node whose `type` the DSL does not define (§2.3).
    mutating func unknown(_ type: TapeText, depth: Int)

    /// One record of a `records` field (a chart's data point), all of whose required fields decoded.
    mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int)

    /// One row of a `stringRows` field: the tape index of an array of strings.
    mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int)
}

extension NodeConsumer {
    mutating func icon(_ name: TapeText, at path: @autoclosure () -> JSONPath) {}
}

/// A field's value once §2.3 is applied: what the snapshot prints and the model holds.
enum ResolvedValue {
    /// Optional and absent or unusable: prints its absent word (`default`, `none`) or nothing.
    case absent
    /// A string on the tape.
    case text(Int)
    case number(Double)
    case integer(Int)
    /// A case of the field's enumeration, by position.
    case option(Int)
    /// An array of strings on the tape; nil when absent or unusable (printed `[]`).
    case texts(Int?)
}

/// The resolved values of one node's fields, in table order, stored inline: filled in place
/// for every node, so decoding allocates nothing per node (`NodeTable` has at most 8 fields a row,
/// which `scripts/generate.py` enforces).
struct NodeValues {
    static let capacity = 8

    let tape: JSONTape
    private var storage: (ResolvedValue, ResolvedValue, ResolvedValue, ResolvedValue,
                          ResolvedValue, ResolvedValue, ResolvedValue, ResolvedValue) =
        (.absent, .absent, .absent, .absent, .absent, .absent, .absent, .absent)

    init(tape: JSONTape) { self.tape = tape }

    /// By a switch, not through `withUnsafeBytes(of:)`: taking the tuple's address made a copy of
    /// all of it (a `memcpy` of 128 bytes) for every read.
    subscript(position: Int) -> ResolvedValue {
        get {
            switch position {
            case 0: storage.0
            case 1: storage.1
            case 2: storage.2
            case 3: storage.3
            case 4: storage.4
            case 5: storage.5
            case 6: storage.6
            case 7: storage.7
            default: .absent
            }
        }
        set {
            switch position {
            case 0: storage.0 = newValue
            case 1: storage.1 = newValue
            case 2: storage.2 = newValue
            case 3: storage.3 = newValue
            case 4: storage.4 = newValue
            case 5: storage.5 = newValue
            case 6: storage.6 = newValue
            case 7: storage.7 = newValue
            default: break
            }
        }
    }

    func text(_ index: Int) -> TapeText { TapeText(tape: tape, index: index) }

    /// The strings of a `texts` value; none when absent.
    func texts(_ array: Int?) -> TapeTexts {
        TapeTexts(elements: array.map(tape.elements) ?? JSONTape.Children(tape: tape, cursor: 0, remaining: 0, isObject: false))
    }
}

/// Collects diagnostics and nothing else: `lint` of a document whose tree nobody wants.
struct DiagnosticsSink: NodeConsumer {
    static var wantsDiagnostics: Bool { true }
    private(set) var diagnostics: [Diagnostic] = []

    mutating func report(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    mutating func open(_ spec: borrowing NodeSpec, _ values: borrowing NodeValues, weighted: Bool, elements: Int, depth: Int) {}
    mutating func close(_ spec: borrowing NodeSpec) {}
    mutating func unknown(_ type: TapeText, depth: Int) {}
    mutating func record(_ spec: RecordSpec, _ values: borrowing NodeValues, depth: Int) {}
    mutating func row(_ row: Int, of values: borrowing NodeValues, depth: Int) {}
}
