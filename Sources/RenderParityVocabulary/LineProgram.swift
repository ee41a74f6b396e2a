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

        @inlinable package subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
            // One unsigned comparison for both bounds: a negative index wraps past any count.
            UInt(bitPattern: index) < UInt(bitPattern: texts.count)
                ? texts[index].bytes : UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    @usableFromInline package let steps: UnsafeBufferPointer<Step>
    /// What ends the attributes, at `2 × opened + weighted`: the layout flags (§3.2) and `)`.
    @usableFromInline package let closings: Pieces

    /// The program of a line whose fields are `fields`; `fillsWidth` says the line always has that flag.
    package init(fields: UnsafeBufferPointer<FieldSpec>, fillsWidth: Bool) {
        var builder = Builder()
        var steps: [(position: Int, leads: Range<Int>, constants: Range<Int>, field: UnsafePointer<FieldSpec>)] = []
        steps.reserveCapacity(fields.count)
        for position in fields.indices {
            let field = fields.spec(position)
            guard let lead = field.pointee.lead?.bytes else { continue }
            let leads = builder.attribute(lead, Self.nothing)
            let start = builder.count
            switch field.pointee.kind {
            case .enumeration:
                for name in field.pointee.enumeration?.cases ?? UnsafeBufferPointer(start: nil, count: 0) {
                    _ = builder.attribute(lead, name.bytes)
                }
            case .boolean:
                for text in Self.booleans { text.withUnsafeBufferPointer { _ = builder.attribute(lead, $0) } }
            case .number where field.pointee.hasDefault:
                var number: [UInt8] = []
                SnapshotNumber.append(field.pointee.defaultNumber, to: &number)
                number.withUnsafeBufferPointer { _ = builder.attribute(lead, $0) }
            case .string, .integer:
                if !field.pointee.isOmittedWhenAbsent {
                    _ = builder.attribute(lead, field.pointee.absentWord?.bytes ?? Self.nothing)
                }
            default:
                break
            }
            steps.append((position, leads, start..<builder.count, field))
        }
        let closings = builder.count
        for opened in [false, true] {
            for weighted in [false, true] {
                let flags = (fillsWidth ? [LayoutFlag.fillsWidth] : []) + (weighted ? [LayoutFlag.weighted] : [])
                var bytes: [UInt8] = []
                for (index, flag) in flags.enumerated() {
                    let text = UnsafeBufferPointer(start: flag.utf8Start, count: flag.utf8CodeUnitCount)
                    if index == 0 && !opened {
                        bytes.append(UInt8(ascii: "("))
                        bytes += text.dropFirst(2)
                    } else {
                        bytes += text
                    }
                }
                if opened || !flags.isEmpty { bytes.append(UInt8(ascii: ")")) }
                builder.piece(bytes)
            }
        }
        let texts = builder.texts()
        func pieces(_ range: Range<Int>) -> Pieces { Pieces(texts: UnsafeBufferPointer(rebasing: texts[range])) }
        self.steps = ImmortalBuffer.make(
            steps.map {
                Step(
                    position: $0.position, leads: pieces($0.leads), constants: pieces($0.constants),
                    omittedWhenAbsent: $0.field.pointee.isOmittedWhenAbsent, quoted: $0.field.pointee.printsQuoted,
                    defaultBits: $0.field.pointee.kind == .number && $0.field.pointee.hasDefault
                        ? $0.field.pointee.defaultNumber.bitPattern : nil)
            })
        self.closings = pieces(closings..<builder.count)
    }

    /// No bytes: the value of a lead on its own, or of an absent string without a word.
    static var nothing: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

    /// T's two texts, `false` and `true`, as the sink writes them.
    static let booleans: [[UInt8]] = [false, true].map { value in
        var bytes: [UInt8] = []
        SnapshotSink.writing(into: &bytes) { $0.boolean(value) }
        return bytes
    }

    /// Collects a program's pieces back to back in one buffer, and makes it and their texts immortal
    /// once at the end: an array per piece made loading a vocabulary of 100 node types 25% slower.
    struct Builder {
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []

        /// Room for a typical line's pieces from the start, rather than growing by doubling.
        init() {
            bytes.reserveCapacity(1024)
            ranges.reserveCapacity(32)
        }

        /// How many pieces there are so far: the index of the next one.
        var count: Int { ranges.count }

        /// `lead` + `value` in both forms, `(name=value` then `, name=value`; their piece indices.
        mutating func attribute(_ lead: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Range<Int> {
            let first = count
            var start = bytes.count
            bytes.append(UInt8(ascii: "("))
            bytes += lead.dropFirst(2)
            bytes += value
            ranges.append(start..<bytes.count)
            start = bytes.count
            bytes += lead
            bytes += value
            ranges.append(start..<bytes.count)
            return first..<count
        }

        mutating func piece(_ piece: [UInt8]) {
            let start = bytes.count
            bytes += piece
            ranges.append(start..<bytes.count)
        }

        /// Every piece's text, in order, pointing into one immortal copy of `bytes`.
        func texts() -> UnsafeBufferPointer<VocabularyText> {
            let stored = ImmortalBuffer.make(bytes)
            return ImmortalBuffer.make(
                ranges.map { VocabularyText(immortal: UnsafeBufferPointer(rebasing: stored[$0])) })
        }
    }
}
