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
/// A Q string's lead ends with its opening quote. The line's name is a piece too (`head`), and
/// when the first attribute is always written and is always a string (a required one), its lead
/// is part of that piece: `Stat(label="` is one copy.
///
/// The writer asks its buffer once per line for room for everything but the strings (`reserve`:
/// the pieces' longest choices, numbers at their longest, the count), so copying a piece checks
/// nothing. Pieces are stored with `SnapshotSink.pieceSlack` readable bytes after each, so a
/// copy moves whole 16-byte chunks. A line whose reserve would not fit comfortably in the
/// buffer (a vocabulary with very long names) has `reserve` 0 and is interpreted from its row.
///
/// The tree path (`SnapshotWriter`) still interprets the rows, and `SnapshotPathsTests` and the
/// fuzzer check that both paths write the same bytes.
/// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
@usableFromInline package struct LineProgram: @unchecked Sendable {
    /// One attribute of the line.
    @usableFromInline package struct Step: @unchecked Sendable {
        /// The field's position in the row (and in the values the decoder resolves).
        @usableFromInline package let position: Int
        /// `(name=` and `, name=`, at 0 and 1 (with an opening `"` for a Q string).
        @usableFromInline package let leads: Pieces
        /// Whole attributes, by value then form: an enum's case k at 2k (opening) and 2k + 1
        /// (following); a boolean's false, then true; an absent string's word or a number's default at 0 and 1.
        @usableFromInline package let constants: Pieces
        /// An absent value is left out of the line (§3.3: `omitWhenAbsent`).
        @usableFromInline package let omittedWhenAbsent: Bool
        /// A string prints as Q rather than B (`FieldSpec.printsQuoted`).
        @usableFromInline package let quoted: Bool
        /// The lead was written with the line's name (`head`): the line's first attribute, a
        /// required string, so it is always written and always a string.
        @usableFromInline package let leadInHead: Bool
        /// The bits of a number's default, when `constants` holds it.
        @usableFromInline package let defaultBits: UInt64?
    }

    /// Encoded pieces, read by index; an index past the end reads as nothing. Immortal storage,
    /// not an array: a step is copied for every attribute of every line, and arrays in it paid a
    /// retain and a release each time. Every piece, the empty one included, is followed by at
    /// least `SnapshotSink.pieceSlack` bytes that may be read (`SnapshotSink.copyPiece`).
    /// `@unchecked Sendable`: its buffers are immutable and never freed (`ImmortalBuffer`)
    @usableFromInline package struct Pieces: @unchecked Sendable {
        @usableFromInline let texts: UnsafeBufferPointer<VocabularyText>
        /// No bytes, with readable bytes after it.
        @usableFromInline let empty: UnsafeBufferPointer<UInt8>

        @inlinable package subscript(index: Int) -> UnsafeBufferPointer<UInt8> {
            // One unsigned comparison for both bounds: a negative index wraps past any count.
            UInt(bitPattern: index) < UInt(bitPattern: texts.count) ? texts[index].bytes : empty
        }

        /// How many pieces there are.
        @inlinable package var count: Int { texts.count }
    }

    @usableFromInline package let steps: UnsafeBufferPointer<Step>
    /// What ends the attributes, at `2 × opened + weighted`: the layout flags (§3.2) and `)`.
    @usableFromInline package let closings: Pieces
    /// The line's name, with the first attribute's lead when `steps[0].leadInHead`: one piece.
    @usableFromInline package let head: Pieces
    /// `" [children="`, when the row counts what it holds: one piece, else none.
    @usableFromInline package let countLead: Pieces
    /// The most bytes the line takes apart from its strings' texts and lists, its indentation and
    /// its number slow paths, with `SnapshotSink.pieceSlack` to spare; 0: too long to ask the
    /// buffer for at once, so the line is interpreted from its row (`fields`) instead.
    @usableFromInline package let reserve: Int
    /// The line's name, the row, and whether every line has `fillsWidth`, for a line interpreted from its row.
    @usableFromInline package let name: VocabularyText
    @usableFromInline package let fields: UnsafeBufferPointer<FieldSpec>
    @usableFromInline package let fillsWidth: Bool

    /// The program of a line named `name` whose fields are `fields`; `fillsWidth` says the line always has that flag.
    ///
    /// Its working lists are `[Int]` and `[UInt8]` only: each other element type (a tuple, a
    /// `Range`, an array of flags) had its metadata made at run time the first time a process
    /// loaded a vocabulary, 10–40K instructions apiece of every `parity` process's start-up.
    package init(name: VocabularyText, fields: UnsafeBufferPointer<FieldSpec>, fillsWidth: Bool) {
        var builder = Builder()
        // Each attribute's position, then the first piece of its leads, constants and what
        // follows them: four numbers a step.
        var found: [Int] = []
        found.reserveCapacity(4 * fields.count)
        // The bytes every line may take, worst case, apart from strings and lists.
        var reserve = name.bytes.count + 1 + SnapshotSink.pieceSlack
        // A required string first: its lead goes into the head (see `Step.leadInHead`).
        let first = fields.indices.first { fields[$0].lead != nil }
        let leadInHead = first.map { fields[$0].required && fields[$0].kind == .string } ?? false
        for position in fields.indices {
            let field = fields.spec(position)
            guard let lead = field.pointee.lead?.bytes else { continue }
            let quoted = field.pointee.kind == .string && field.pointee.printsQuoted
            let leads = builder.count
            _ = builder.attribute(lead, quoted ? Self.quote : Self.nothing)
            let start = builder.count
            switch field.pointee.kind {
            case .enumeration:
                for name in field.pointee.enumeration?.cases ?? UnsafeBufferPointer(start: nil, count: 0) {
                    _ = builder.attribute(lead, name.bytes)
                }
            case .boolean:
                for value in [false, true] {
                    var text: [UInt8] = []
                    SnapshotSink.writing(into: &text) { $0.boolean(value) }
                    text.withUnsafeBufferPointer { _ = builder.attribute(lead, $0) }
                }
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
            // A value written after its lead: a number or integer in place, a string's closing quote.
            let value =
                switch field.pointee.kind {
                case .number, .integer: SnapshotSink.numberRoom
                case .string: 1
                // `[`, a separator and a quote before a text, `]` (`SnapshotSink.quotedList`).
                case .stringList: 4
                default: 0
                }
            reserve += max(builder.longest(leads..<start) + value, builder.longest(start..<builder.count))
            found.append(position)
            found.append(leads)
            found.append(start)
            found.append(builder.count)
        }
        let closings = builder.count
        for opened in [false, true] {
            for weighted in [false, true] {
                // The flags in order, the first inside the parentheses without its `", "`.
                var written = opened
                if fillsWidth { builder.add(flag: LayoutFlag.fillsWidth, following: &written) }
                if weighted { builder.add(flag: LayoutFlag.weighted, following: &written) }
                if written { builder.add(UInt8(ascii: ")")) }
                builder.end()
            }
        }
        reserve += builder.longest(closings..<builder.count)
        let head = builder.count
        builder.add(name.bytes)
        if leadInHead, let first, let lead = fields[first].lead?.bytes {
            builder.add(UInt8(ascii: "("))
            builder.add(UnsafeBufferPointer(rebasing: lead.dropFirst(2)))
            builder.add(Self.quote)
        }
        builder.end()
        let countLead = builder.count
        if let counted = fields.firstIndex(where: { $0.count != nil }), let lead = fields[counted].count {
            builder.add(lead.bytes)
            builder.end()
            // The count's digits and `]`.
            reserve += lead.bytes.count + SnapshotSink.numberRoom + 1
        }
        let texts = builder.texts()
        func pieces(_ range: Range<Int>) -> Pieces {
            Pieces(texts: UnsafeBufferPointer(rebasing: texts.pieces[range]), empty: texts.empty)
        }
        // Made in place from `found` (a lazy map): an array of steps first had its metadata made
        // at run time on first use.
        self.steps = ImmortalBuffer.make(
            (0..<found.count / 4).lazy.map { index in
                let position = found[4 * index]
                let field = fields.spec(position)
                return Step(
                    position: position, leads: pieces(found[4 * index + 1]..<found[4 * index + 2]),
                    constants: pieces(found[4 * index + 2]..<found[4 * index + 3]),
                    omittedWhenAbsent: field.pointee.isOmittedWhenAbsent, quoted: field.pointee.printsQuoted,
                    leadInHead: leadInHead && position == first,
                    defaultBits: field.pointee.kind == .number && field.pointee.hasDefault
                        ? field.pointee.defaultNumber.bitPattern : nil)
            })
        self.closings = pieces(closings..<head)
        self.head = pieces(head..<countLead)
        self.countLead = pieces(countLead..<builder.count)
        self.reserve = reserve <= SnapshotSink.largestReserve ? reserve : 0
        self.name = name
        self.fields = fields
        self.fillsWidth = fillsWidth
    }

    /// The program, in immortal storage (`NodeSpec.program`).
    static func make(name: VocabularyText, fields: UnsafeBufferPointer<FieldSpec>, fillsWidth: Bool)
        -> UnsafePointer<LineProgram>
    {
        let program = ImmortalBuffer.make([LineProgram(name: name, fields: fields, fillsWidth: fillsWidth)])
        return program.baseAddress.unsafelyUnwrapped
    }

    /// No bytes: the value of a lead on its own, or of an absent string without a word.
    static var nothing: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

    /// The opening quote of a Q string, which its lead ends with.
    static var quote: UnsafeBufferPointer<UInt8> { text("\"") }

    /// A static text's bytes, where they lie.
    static func text(_ text: StaticString) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
    }

    /// Collects a program's pieces back to back in one buffer, and makes it and their texts immortal
    /// once at the end: an array per piece made loading a vocabulary of 100 node types 25% slower.
    struct Builder {
        var bytes: [UInt8] = []
        /// Where each piece ends in `bytes`; a piece starts where the one before it ends. Plain
        /// offsets, not `Range`s: see `init(name:fields:fillsWidth:)`.
        var ends: [Int] = []

        /// Room for a typical line's pieces from the start, rather than growing by doubling.
        init() {
            bytes.reserveCapacity(1024)
            ends.reserveCapacity(32)
        }

        /// How many pieces there are so far: the index of the next one.
        var count: Int { ends.count }

        /// `lead` + `value` in both forms, `(name=value` then `, name=value`; their piece indices.
        mutating func attribute(_ lead: UnsafeBufferPointer<UInt8>, _ value: UnsafeBufferPointer<UInt8>) -> Range<Int> {
            let first = count
            bytes.append(UInt8(ascii: "("))
            bytes += lead.dropFirst(2)
            bytes += value
            ends.append(bytes.count)
            bytes += lead
            bytes += value
            ends.append(bytes.count)
            return first..<count
        }

        /// Adds to the piece being made; `end` closes it.
        mutating func add(_ text: UnsafeBufferPointer<UInt8>) { bytes += text }
        mutating func add(_ byte: UInt8) { bytes.append(byte) }
        mutating func end() { ends.append(bytes.count) }

        /// A layout flag as it follows another attribute, or opening the parentheses when
        /// nothing was `written` before it.
        mutating func add(flag: StaticString, following written: inout Bool) {
            let text = LineProgram.text(flag)
            if written {
                add(text)
            } else {
                add(UInt8(ascii: "("))
                add(UnsafeBufferPointer(rebasing: text.dropFirst(2)))
            }
            written = true
        }

        /// Where piece `index` starts.
        func start(_ index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

        /// The length of the longest piece in `range`; 0 for none. A loop, not `map(\.count).max()`:
        /// that made an array and went through a key path per piece, a tenth of loading the built-in.
        func longest(_ range: Range<Int>) -> Int {
            var most = 0
            for index in range { most = max(most, ends[index] - start(index)) }
            return most
        }

        /// Every piece's text, in order, pointing into one immortal copy of `bytes` followed by
        /// `SnapshotSink.pieceSlack` zero bytes, and an empty piece at its end.
        func texts() -> (pieces: UnsafeBufferPointer<VocabularyText>, empty: UnsafeBufferPointer<UInt8>) {
            let stored = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: bytes.count + SnapshotSink.pieceSlack)
            _ = stored.initialize(from: bytes)
            (stored.baseAddress.unsafelyUnwrapped + bytes.count).initialize(
                repeating: 0, count: SnapshotSink.pieceSlack)
            let pieces = UnsafeMutableBufferPointer<VocabularyText>.allocate(capacity: max(ends.count, 1))
            for index in ends.indices {
                let text = UnsafeBufferPointer(rebasing: stored[start(index)..<ends[index]])
                (pieces.baseAddress.unsafelyUnwrapped + index).initialize(to: VocabularyText(immortal: text))
            }
            return (
                UnsafeBufferPointer(rebasing: pieces[..<ends.count]),
                UnsafeBufferPointer(rebasing: stored[bytes.count..<bytes.count])
            )
        }
    }
}
