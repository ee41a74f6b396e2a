/// The decoded form of one document: the root node or the failure that replaces
/// it, and every diagnostic (spec §1.3, §2).
public struct DecodedDocument: Equatable, Sendable {
    public enum Root: String, Sendable {
        /// A bare node (§1.3).
        case node
        /// A `UIResponse`; the snapshot is its `layout`.
        case response
    }

    public let content: Result<UINode, DecodeFailure>
    public let root: Root
    public let diagnostics: [Diagnostic]
    /// Every `stat.icon` and `image.system_name` of the decoded tree, with its JSON path; empty when
    /// the root failed or when the decoder was not asked to collect them.
    public let icons: [IconUse]

    init(content: Result<UINode, DecodeFailure>, root: Root, diagnostics: [Diagnostic], icons: [IconUse] = []) {
        self.content = content
        self.root = root
        self.diagnostics = diagnostics
        self.icons = icons
    }
}

/// An SF Symbol name a document uses, and where (for `parity icons`).
public struct IconUse: Equatable, Sendable {
    public let name: String
    public let path: JSONPath
}

/// Bytes in, `DecodedDocument` out: strict JSON (§1), root detection (§1.3), nodes (§2).
public enum DocumentDecoder {
    /// `collectIcons`: also record where each SF Symbol is used (for `parity icons`).
    public static func decode(_ bytes: [UInt8], collectIcons: Bool = false) -> DecodedDocument {
        switch JSONReader.read(bytes) {
        case let .failure(readFailure):
            return failed(failure(reading: readFailure), root: .node, diagnostics: [])
        case let .success(document):
            return decode(document, collectIcons: collectIcons)
        }
    }

    public static func decode(_ document: JSONDocument, collectIcons: Bool = false) -> DecodedDocument {
        document.withTape { tape in
            var decoder = NodeDecoder<TreeBuilder>(tape: tape)
            var builder = TreeBuilder(collectIcons: collectIcons)
            let root: DecodedDocument.Root = rootIsResponse(tape) ? .response : .node
            if let failure = decodeRoot(of: tape, with: &decoder, into: &builder) {
                return failed(failure, root: root, diagnostics: builder.diagnostics)
            }
            guard let node = builder.root else {
                return failed(DecodeFailure(.notAnObject(found: tape.kind(tape.root)), at: .root), root: root, diagnostics: builder.diagnostics)
            }
            return DecodedDocument(content: .success(node), root: root, diagnostics: builder.diagnostics, icons: builder.icons)
        }
    }

    /// The diagnostics of a document (§2.4), without building its tree: what `lint` reports.
    public static func diagnose(_ bytes: [UInt8]) -> [Diagnostic] {
        switch JSONReader.read(bytes) {
        case let .failure(readFailure):
            return failed(failure(reading: readFailure), root: .node, diagnostics: []).diagnostics
        case let .success(document):
            return document.withTape { tape in
                var decoder = NodeDecoder<DiagnosticsSink>(tape: tape)
                var sink = DiagnosticsSink()
                let failure = decodeRoot(of: tape, with: &decoder, into: &sink)
                return failure.map { failed($0, root: .node, diagnostics: sink.diagnostics).diagnostics } ?? sink.diagnostics
            }
        }
    }

    /// Decodes the document's root into `consumer`: a bare node, or a response's `layout`
    /// (§1.3), whose `title` and `spoken_summary` are only checked. Returns the root's failure.
    static func decodeRoot<Consumer: NodeConsumer>(of tape: JSONTape, with decoder: inout NodeDecoder<Consumer>,
                                                   into consumer: inout Consumer) -> DecodeFailure? {
        guard rootIsResponse(tape) else { return decoder.decodeRoot(tape.root, into: &consumer) }
        let object = tape.root
        guard let layout = responseLayout(tape) else {
            return DecodeFailure(.missingField(expected: "a node"), at: JSONPath.root.appending(key: "layout"))
        }
        decoder.path = [.field(.layout)]
        let failure = decoder.decodeRoot(layout, into: &consumer)
        decoder.path = []
        if Consumer.wantsDiagnostics {
            for field in [Field.title, .spokenSummary] {
                let value = tape.member(object, field)
                if let value, tape.kind(value) == .string { continue }
                decoder.report(.responseMember(expected: "a string", found: value.map(tape.kind)), at: field, to: &consumer)
            }
            decoder.reportUnknownMembers(of: object, allowed: FieldSet(Field.response), owner: "the response", to: &consumer)
        }
        return failure
    }

    /// Whether the document is a `UIResponse` rather than a bare node (§1.3): an object
    /// without `type` that has at least one of the response's members.
    static func rootIsResponse(_ document: JSONTape) -> Bool {
        let root = document.root
        guard document.kind(root) == .object else { return false }
        let members = ObjectMembers(of: root, in: document)
        return members[.type] == nil && Field.response.contains { members[$0] != nil }
    }

    /// A response's `layout`, the node its snapshot shows; nil when missing or null (the response then fails).
    static func responseLayout(_ document: JSONTape) -> Int? {
        guard let layout = document.member(document.root, Field.layout), document.kind(layout) != .null else { return nil }
        return layout
    }

    /// Why a document that could not be read has no tree (§1.2); only a duplicate key has a path.
    static func failure(reading readFailure: JSONReadFailure) -> DecodeFailure {
        let path: JSONPath? = if case let .duplicateKey(path, _) = readFailure { path } else { nil }
        return DecodeFailure(.document(readFailure), at: path)
    }

    /// A root failure is the snapshot, and also the last diagnostic, so `lint` shows it.
    private static func failed(_ failure: DecodeFailure, root: DecodedDocument.Root, diagnostics: [Diagnostic]) -> DecodedDocument {
        DecodedDocument(content: .failure(failure), root: root,
                        diagnostics: diagnostics + [Diagnostic(.rootFailed(failure), at: failure.path ?? .root)])
    }
}
