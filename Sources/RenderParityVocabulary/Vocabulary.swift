import RenderParityJSON
import RenderParityText

/// A vocabulary compiled for decoding (spec/vocabulary.md): the rows the one decoder reads
/// (`NodeSpec`, `RecordSpec`, `FieldSpec`), the member names the reader recognises, and what
/// it was compiled from. The built-in DSL (`Vocabulary.builtin`) is one, loaded by the same
/// loader from the file compiled into the package; nothing in the decoder or the snapshot
/// writer knows which vocabulary it runs.
///
/// Immutable. Its rows live as long as the process (`ImmortalBuffer`): load a vocabulary once
/// for a run, not once per document.
public final class Vocabulary: @unchecked Sendable {  // immutable; its buffers are never freed
    public let identity: VocabularyIdentity
    public let definition: VocabularyDefinition
    /// The member names of every object the vocabulary defines, in first-use order (`FieldID`s).
    @usableFromInline package let names: MemberNames
    /// Each name's text, by `FieldID`, for paths and diagnostics.
    @usableFromInline package let nameTexts: [String]
    /// The node types' `typeKey` values, by row.
    @usableFromInline package let types: NameIndex
    /// The node types' rows, in file order.
    @usableFromInline package let rows: UnsafeBufferPointer<NodeSpec>
    @usableFromInline package let records: UnsafeBufferPointer<RecordSpec>
    @usableFromInline package let typeKey: FieldID
    @usableFromInline package let propsKey: FieldID?
    /// The envelope's fields and which of them holds the root node; nil without an envelope.
    @usableFromInline package let envelope: EnvelopeSpec?
    /// The most fields of any row, record or envelope: how many values a node's line can have.
    @usableFromInline package let widestRow: Int

    init(identity: VocabularyIdentity, definition: VocabularyDefinition, compiled: CompiledRows) {
        self.identity = identity
        self.definition = definition
        // The reader stamps each `type` value with its position among `types` (`MemberNames`).
        let nodeTypes = definition.nodes.map { NameSignature(utf8: $0.type) }
        names = MemberNames(
            compiled.names.map { NameSignature(utf8: $0) }, types: nodeTypes, typeKey: compiled.typeKey)
        nameTexts = compiled.names
        types = NameIndex(nodeTypes)
        rows = ImmortalBuffer.make(compiled.rows)
        records = ImmortalBuffer.make(compiled.records)
        typeKey = compiled.typeKey
        propsKey = compiled.propsKey
        envelope = compiled.envelope
        // A loop, not `map(\.fields.count).max()`: the first key path of a process instantiated
        // the key path classes' metadata at run time, about 0.15M instructions of start-up.
        var widest = compiled.envelope?.spec.fields.count ?? 0
        for row in compiled.rows { widest = max(widest, row.fields.count) }
        for record in compiled.records { widest = max(widest, record.fields.count) }
        widestRow = widest
    }

    /// The row of the node type at `position` in `definition.nodes`.
    @inlinable package func row(_ position: Int) -> UnsafePointer<NodeSpec>? {
        guard let base = rows.baseAddress, rows.indices.contains(position) else { return nil }
        return base + position
    }

    /// A field's name as paths and diagnostics print it.
    @usableFromInline package func name(of field: FieldID) -> String {
        nameTexts.indices.contains(field.index) ? nameTexts[field.index] : ""
    }

    /// The `FieldID` of a member name, if the vocabulary has it.
    package func field(named name: String) -> FieldID? { names.field(NameSignature(utf8: name)) }

    /// Every member a node of `type` may have: `typeKey`, then (with `propsKey`) the props key,
    /// then its fields in checking order (spec §2.1): what `lint` suggests from and lists (§2.5).
    public func allowedMembers(ofType type: String) -> [String]? {
        guard let node = definition.nodes.first(where: { $0.type == type }) else { return nil }
        let shape = definition.document
        return [shape.typeKey] + (shape.propsKey.map { [$0] } ?? []) + definition.fields(of: node).map(\.name)
    }

    /// The node types' `typeKey` values, in file order.
    public var nodeTypes: [String] { definition.nodes.map(\.type) }
}

/// What `VocabularyCompiler` makes of a definition, before it is frozen into a `Vocabulary`.
struct CompiledRows {
    var names: [String]
    var rows: [NodeSpec]
    var records: [RecordSpec]
    var typeKey: FieldID
    var propsKey: FieldID?
    var envelope: EnvelopeSpec?
}

/// A vocabulary's envelope, compiled: its fields, and which of them holds the root node. A
/// struct, not a tuple: an optional tuple's metadata was made at run time on first use.
@usableFromInline package struct EnvelopeSpec: Sendable {
    @usableFromInline package let spec: RecordSpec
    /// The position in `spec.fields` of the field that holds the root node.
    @usableFromInline package let root: Int
}
