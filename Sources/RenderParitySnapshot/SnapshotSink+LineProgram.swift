import RenderParityDecoding
import RenderParityJSON
import RenderParityText
import RenderParityVocabulary

/// The streaming path's lines: a row's `LineProgram` run over the values the decoder resolved.
/// It writes what `line(_:_:_:fillsWidth:weighted:count:depth:)` writes from the same row, the
/// way the tree path does (`SnapshotPathsTests` and the fuzzer hold the two equal), with one
/// copy for each attribute whose value is one of a few texts.
///
/// The line asks the buffer once for room for all of it but its strings (`LineProgram.reserve`)
/// and then writes through a pointer: a piece is one unchecked copy of whole 16-byte chunks,
/// where an `append` per piece checked the room, the pointer and the length's size class, and
/// stored the count back. A string is written in place when it needs no escape and leaves the
/// reserve free after it; anything else (escapes, long strings, lists, numbers `shortDecimal`
/// does not cover) goes through the checked writers, after which the reserve is asked for again.
extension SnapshotSink {
    @inlinable mutating func line(
        _ program: UnsafePointer<LineProgram>, _ values: borrowing NodeValues, weighted: Bool = false,
        count: Int? = nil, depth: Int
    ) {
        let reserve = program.pointee.reserve
        guard reserve > 0, depth >= 0, depth < 4096 else {
            return interpretedLine(program, values, weighted: weighted, count: count, depth: depth)
        }
        // The indentation's words may reach 7 bytes past it.
        var out: UnsafeMutableRawPointer
        if reserve &+ 2 &* depth &+ 8 <= buffer.count {
            out = Self.spaces(depth, at: self.reserve(reserve &+ 2 &* depth &+ 8))
        } else {
            indent(depth)
            out = self.reserve(reserve)
        }
        out = Self.copyPiece(program.pointee.head[0], to: out)
        // 0 until an attribute has opened the parentheses, then 1: which form of each piece to write.
        var opened = 0
        for step in program.pointee.steps {
            switch values[step.position] {
            case .absent:
                if step.omittedWhenAbsent { continue }
                out = Self.copyPiece(step.constants[opened], to: out)
            case .option(let position):
                out = Self.copyPiece(step.constants[2 &* position &+ opened], to: out)
            case .boolean(let value):
                out = Self.copyPiece(step.constants[(value ? 2 : 0) &+ opened], to: out)
            case .number(let number):
                if let bits = step.defaultBits, number.bitPattern == bits {
                    out = Self.copyPiece(step.constants[opened], to: out)
                } else {
                    out = Self.copyPiece(step.leads[opened], to: out)
                    if let end = Self.number(number, at: out) {
                        out = end
                    } else {
                        commit(out)
                        numberFormatted(number)
                        out = self.reserve(reserve)
                    }
                }
            case .integer(let integer):
                out = Self.copyPiece(step.leads[opened], to: out)
                out = Self.decimal(integer, at: out)
            case .text(let index):
                if !step.leadInHead { out = Self.copyPiece(step.leads[opened], to: out) }
                if step.quoted {
                    // The lead wrote the opening quote.
                    out = quotedBody(values.tape, index, at: out, sparing: reserve)
                } else if let plain = values.tape.plainText(index),
                    let end = barePlainText(plain, at: out, sparing: reserve)
                {
                    out = end
                } else {
                    commit(out)
                    bareText(values.tape, index)
                    out = self.reserve(reserve)
                }
            case .texts(let array):
                out = Self.copyPiece(step.leads[opened], to: out)
                quotedList(values.texts(array), at: &out, sparing: reserve)
            }
            opened = 1
        }
        out = Self.copyPiece(program.pointee.closings[2 &* opened &+ (weighted ? 1 : 0)], to: out)
        if let count {
            out = Self.copyPiece(program.pointee.countLead[0], to: out)
            out = Self.decimal(count, at: out)
            out.storeBytes(of: UInt8(ascii: "]"), as: UInt8.self)
            out += 1
        }
        out.storeBytes(of: 0x0A, as: UInt8.self)
        commit(out + 1)
    }

    /// Q's text and closing quote for the tape string at `index`, at `out`, just after its opening
    /// quote, leaving `spare` bytes free after it: its bytes copied as they are when it has no
    /// escapes and no DEL (`SnapshotSink.copyFindingDelete`), else by the general path. Returns where
    /// the next byte goes.
    @inline(__always)
    @inlinable mutating func quotedBody(
        _ tape: JSONTape, _ index: Int, at out: UnsafeMutableRawPointer, sparing spare: Int
    ) -> UnsafeMutableRawPointer {
        if let plain = tape.plainText(index), let end = quotedPlainText(plain, at: out, sparing: spare) {
            return end
        }
        // Over the opening quote: the general path writes its own.
        commit(out - 1)
        quotedText(tape, index)
        return reserve(spare)
    }

    /// The general paths of Q and B for a tape string, out of line: strings with escapes or DEL,
    /// long ones, and where the buffer is full.
    @inline(never)
    @usableFromInline mutating func quotedText(_ tape: JSONTape, _ index: Int) {
        if !writtenAsQ(tape, index) { quoted(TapeText(tape: tape, index: index)) }
    }

    @inline(never)
    @usableFromInline mutating func bareText(_ tape: JSONTape, _ index: Int) {
        if !writtenAsQ(tape, index) { TapeText(tape: tape, index: index).withUTF8Bytes { bareOrQuoted($0) } }
    }

    /// A string whose escapes are Q's own, copied as it is, quoted (`SnapshotString.isWrittenAsQ`;
    /// they make B quote too); false, with nothing written, for any other. Why: a text with
    /// quotes in it (`Budget \"3\"`) was unescaped into an array, then escaped again.
    @usableFromInline mutating func writtenAsQ(_ tape: JSONTape, _ index: Int) -> Bool {
        let (raw, escaped) = tape.rawText(index)
        guard escaped, SnapshotString.isWrittenAsQ(raw) else { return false }
        append(byte: UInt8(ascii: "\""))
        append(raw)
        append(byte: UInt8(ascii: "\""))
        return true
    }

    /// `[` + each text as Q, comma-separated + `]`, at `out`, leaving `spare` bytes free after
    /// each text (at least the 4 bytes of a separator, a quote and `]`, and what follows the list).
    @inline(__always)
    @inlinable mutating func quotedList(_ texts: TapeTexts, at out: inout UnsafeMutableRawPointer, sparing spare: Int) {
        out.storeBytes(of: UInt8(ascii: "["), as: UInt8.self)
        out += 1
        var first = true
        for text in texts {
            if !first {
                // `, `, as one little-endian word.
                out.storeBytes(of: 0x202C as UInt16, as: UInt16.self)
                out += 2
            }
            first = false
            out.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
            out += 1
            out = quotedBody(text.tape, text.index, at: out, sparing: spare)
        }
        out.storeBytes(of: UInt8(ascii: "]"), as: UInt8.self)
        out += 1
    }

    /// `Row([…])` (§3.1), at `depth`, as `rowLine` writes it.
    @inlinable mutating func rowLine(_ cells: TapeTexts, depth: Int) {
        // `Row([`, a separator, `])` and LF, with the slack of the indentation's words.
        let spare = 16
        guard depth >= 0, depth < 4096 else { return rowLine(cells: cells, depth: depth) }
        var out = Self.spaces(depth, at: reserve(2 &* depth &+ spare &+ Self.pieceSlack))
        // `Row(`, as one little-endian word.
        out.storeBytes(of: 0x2877_6F52 as UInt32, as: UInt32.self)
        out += 4
        quotedList(cells, at: &out, sparing: spare)
        out.storeBytes(of: UInt8(ascii: ")"), as: UInt8.self)
        out.storeBytes(of: 0x0A, toByteOffset: 1, as: UInt8.self)
        commit(out + 2)
    }

    /// A line whose program asks for too much room at once, interpreted from its row as the tree path writes it.
    @usableFromInline mutating func interpretedLine(
        _ program: UnsafePointer<LineProgram>, _ values: borrowing NodeValues, weighted: Bool, count: Int?,
        depth: Int
    ) {
        let program = program.pointee
        let counted = program.fields.firstIndex { $0.count != nil }
        let lead = counted.flatMap { program.fields[$0].count }
        line(
            program.name, program.fields, values, fillsWidth: program.fillsWidth, weighted: weighted,
            count: count.flatMap { count in lead.map { ($0, count) } }, depth: depth)
    }
}
