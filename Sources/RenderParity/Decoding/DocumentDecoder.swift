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
            var decoder = NodeDecoder(document: tape, collectIcons: collectIcons)
            guard rootIsResponse(tape) else {
                do throws(DecodeFailure) {
                    let node = try decoder.decodeNode(tape.root)
                    return DecodedDocument(content: .success(node), root: .node, diagnostics: decoder.diagnostics, icons: decoder.icons ?? [])
                } catch {
                    return failed(error, root: .node, diagnostics: decoder.diagnostics)
                }
            }
            return decodeResponse(tape.root, decoder: &decoder)
        }
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

    /// A `UIResponse`: `layout` is required; `title` and `spoken_summary` are only checked (§1.3).
    private static func decodeResponse(_ object: Int, decoder: inout NodeDecoder) -> DecodedDocument {
        let document = decoder.document
        guard let layout = responseLayout(document) else {
            return failed(DecodeFailure(.missingField(expected: "a node"), at: JSONPath.root.appending(key: "layout")), root: .response, diagnostics: [])
        }
        let content: Result<UINode, DecodeFailure>
        decoder.path = [.field(.layout)]
        do throws(DecodeFailure) {
            content = .success(try decoder.decodeNode(layout))
        } catch {
            content = .failure(error)
        }
        decoder.path = []
        for field in [Field.title, .spokenSummary] {
            let value = document.member(object, field)
            if let value, document.kind(value) == .string { continue }
            decoder.report(.responseMember(expected: "a string", found: value.map(document.kind)), at: field)
        }
        decoder.reportUnknownMembers(of: object, allowed: FieldSet(Field.response), owner: "the response")
        if case let .failure(failure) = content { return failed(failure, root: .response, diagnostics: decoder.diagnostics) }
        return DecodedDocument(content: content, root: .response, diagnostics: decoder.diagnostics, icons: decoder.icons ?? [])
    }

    /// A root failure is the snapshot, and also the last diagnostic, so `lint` shows it.
    private static func failed(_ failure: DecodeFailure, root: DecodedDocument.Root, diagnostics: [Diagnostic]) -> DecodedDocument {
        DecodedDocument(content: .failure(failure), root: root,
                        diagnostics: diagnostics + [Diagnostic(.rootFailed(failure), at: failure.path ?? .root)])
    }
}
