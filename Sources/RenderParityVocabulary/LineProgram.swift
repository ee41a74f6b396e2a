import RenderParityText

/// A node type's or record's line (render-snapshot.md §3.1), compiled once when the vocabulary
/// loads into what the streaming writer executes for every line of that type: its attributes in
/// the row's order, each with its lead already encoded, and every attribute value that can only
/// be one of a few texts (an enum case, a boolean, an absent string's word, a number's default)
/// encoded whole, lead included, so writing it is one copy. The flags and the closing parenthesis
/// are one piece too. Everything comes from the row's `FieldSpec`s; nothing is per node type in code.
///
/// Why: interpreting the row for every line (is this field an attribute, is it left out, which
/// lead, which kind of value, quoted or bare) cost a dozen branches per attribute, whose outcome
/// changed from field to field, so the processor mispredicted them.
///
/// A line's first attribute opens the parentheses (`(name=`) and later ones follow (`, name=`),
/// so each piece has both forms, side by side: the writer picks one by whether the line is open.
/// The tree path (`SnapshotWriter`) still interprets the rows, and `SnapshotPathsTests` and the
/// fuzzer check that both paths write the same bytes.
/// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct LineProgram: @unchecked Sendable {
    /// One attribute of the line.
    @usableFromInline package struct Step: @unchecked Sendable {
        /// The field's position in the row (and in the values the decoder resolves).
        @usableFromInline package let position: Int
        /// `(name=` and `, name=`, at 0 and 1.
        @usableFromInline package let leads: Pieces
        /// Whole attributes, by value then form: an enum's case k at 2k (opening) and 2k + 1
        /// (following); a boolean's false, then true; an absent string's word or a number's default at 0 and 1.
        @usableFromInline package let constants: Pieces
        /// An absent value is left out of the line (§3.3: `omitWhenAbsent`).
        @usableFromInline package let omittedWhenAbsent: Bool
        /// A string prints as Q rather than B (`FieldSpec.printsQuoted`).
        @usableFromInline package let quoted: Bool
        /// The bits of a number's default, when `constants` holds it.
        @usableFromInline package let defaultBits: UInt64?
    }

    /// Encoded pieces, read by index; an index past the end reads as nothing. Immortal storage,
    /// not an array: a step is copied for every attribute of every line, and arrays in it paid a
    /// retain and a release each time.
    /// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
    @usableFromInline package struct Pieces: @unchecked Sendable {
        @usableFromInline let texts: UnsafeBufferPointer<VocabularyText>

        init(_ texts: [[UInt8]]) { self.texts = ImmortalBuffer.make(texts.map { VocabularyText(bytes: $0) }) }

        @inlinable package subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
            texts.indices.contains(index) ? texts[index].bytes : UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    @usableFromInline package let steps: UnsafeBufferPointer<Step>
    /// What ends the attributes, at `2 × opened + weighted`: the layout flags (§3.2) and `)`.
    @usableFromInline package let closings: Pieces

    /// The program of a line whose fields are `fields`; `fillsWidth` says the line always has that flag.
    package init(fields: UnsafeBufferPointer<FieldSpec>, fillsWidth: Bool) {
        var steps: [Step] = []
        for position in fields.indices {
            let field = fields[position]
            guard let lead = field.lead.map({ Array($0.bytes) }) else { continue }
            let leads = [Self.opening(lead), lead]
            /// The attribute with `value`, in both forms.
            func whole(_ value: [UInt8]) -> [[UInt8]] { leads.map { $0 + value } }
            var constants: [[UInt8]] = []
            var defaultBits: UInt64?
            switch field.kind {
            case .enumeration:
                constants = (field.enumeration.map { Array($0.cases) } ?? []).flatMap { whole(Array($0.bytes)) }
            case .boolean:
                constants = [false, true].flatMap { value in whole(Self.encoded { $0.boolean(value) }) }
            case .number where !field.required:
                constants = whole(Self.encoded { $0.number(field.defaultNumber) })
                defaultBits = field.defaultNumber.bitPattern
            case .string, .integer:
                if !field.isOmittedWhenAbsent { constants = whole(field.absentWord.map { Array($0.bytes) } ?? []) }
            default:
                break
            }
            steps.append(
                Step(
                    position: position, leads: Pieces(leads), constants: Pieces(constants),
                    omittedWhenAbsent: field.isOmittedWhenAbsent, quoted: field.printsQuoted, defaultBits: defaultBits))
        }
        self.steps = ImmortalBuffer.make(steps)
        var closings: [[UInt8]] = []
        for opened in [false, true] {
            for weighted in [false, true] {
                let flags = (fillsWidth ? [LayoutFlag.fillsWidth] : []) + (weighted ? [LayoutFlag.weighted] : [])
                var bytes: [UInt8] = []
                for (index, flag) in flags.enumerated() {
                    let text = Array(UnsafeBufferPointer(start: flag.utf8Start, count: flag.utf8CodeUnitCount))
                    bytes += index == 0 && !opened ? Self.opening(text) : text
                }
                if opened || !flags.isEmpty { bytes.append(UInt8(ascii: ")")) }
                closings.append(bytes)
            }
        }
        self.closings = Pieces(closings)
    }

    /// `(name=` for `, name=`.
    static func opening(_ lead: [UInt8]) -> [UInt8] { [UInt8(ascii: "(")] + lead.dropFirst(2) }

    /// What `write` writes into a sink, as bytes.
    static func encoded(_ write: (inout SnapshotSink) -> Void) -> [UInt8] {
        var bytes: [UInt8] = []
        SnapshotSink.writing(into: &bytes, write)
        return bytes
    }
}
