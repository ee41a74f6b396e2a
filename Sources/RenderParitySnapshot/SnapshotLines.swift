import RenderParityDecoding
import RenderParityModel
import RenderParityText
import RenderParityVocabulary

/// The line of each element (spec §3.1, §3.2), written from the vocabulary's rows: the line's
/// name, then each field that is an attribute in table order, then the layout flags, then
/// the count of what it holds. `SnapshotSink` as a `NodeConsumer` passes values still on the
/// JSON tape; `SnapshotWriter` passes a built model's. Each line is indented and ends with LF.
extension SnapshotSink {
    /// `Name(a=1, b=2, fillsWidth=true) [children=K]`; `count` is nil for lines that hold nothing.
    mutating func line(
        _ name: VocabularyText, _ fields: UnsafeBufferPointer<FieldSpec>, _ values: borrowing some AttributeValues,
        fillsWidth: Bool = false, weighted: Bool = false, count: (lead: VocabularyText, value: Int)? = nil, depth: Int
    ) {
        indent(depth)
        append(name.bytes)
        var opened = false
        // Fields are read in place (`fields[position].…`, `fields.spec(position)`): a `FieldSpec`
        // bound to a name or passed by value was copied whole for every attribute of every line.
        for position in fields.indices {
            guard let lead = fields[position].lead else { continue }
            if fields[position].isOmittedWhenAbsent, values.isAbsent(position) { continue }
            leading(lead, opened: &opened)
            values.write(position, fields.spec(position), to: &self)
        }
        if fillsWidth { flag(LayoutFlag.fillsWidth, opened: &opened) }
        if weighted { flag(LayoutFlag.weighted, opened: &opened) }
        if opened { append(byte: UInt8(ascii: ")")) }
        if let count {
            append(count.lead.bytes)
            self.count(count.value)
            append(byte: UInt8(ascii: "]"))
        }
        append(byte: 0x0A)
    }

    /// `lead` is `", name="`: after another attribute it is written whole; the first opens the parentheses instead.
    @inline(__always)
    private mutating func leading(_ lead: VocabularyText, opened: inout Bool) {
        if opened {
            append(lead.bytes)
        } else {
            append(byte: UInt8(ascii: "("))
            append(UnsafeBufferPointer(rebasing: lead.bytes.dropFirst(2)))
            opened = true
        }
    }

    /// A layout flag (§3.2), as `leading` writes an attribute.
    @inline(__always)
    private mutating func flag(_ lead: StaticString, opened: inout Bool) {
        if opened {
            emit(lead)
        } else {
            append(byte: UInt8(ascii: "("))
            append(UnsafeRawBufferPointer(start: lead.utf8Start + 2, count: lead.utf8CodeUnitCount - 2))
            opened = true
        }
    }

    /// A field's value as §3.3 writes it: Q for required and left-out-when-absent strings, B for the
    /// others (the absent word when absent), N, I, E, or `[Q, Q]`.
    mutating func value<Text: SnapshotText, Texts: Sequence<Text>>(
        _ value: AttributeValue<Text, Texts>, _ field: UnsafePointer<FieldSpec>
    ) {
        switch value {
        case .absent:
            if let word = field.pointee.absentWord { append(word.bytes) }
        case .text(let text):
            self.text(text, field)
        case .number(let number):
            self.number(number)
        case .integer(let integer):
            decimal(integer)
        case .boolean(let value):
            boolean(value)
        case .option(let position):
            option(position, field)
        case .texts(let texts):
            quotedList(texts)
        }
    }

    /// A string field: Q or B (`FieldSpec.printsQuoted`).
    @inline(__always)
    mutating func text(_ text: some SnapshotText, _ field: UnsafePointer<FieldSpec>) {
        if field.pointee.printsQuoted { quoted(text) } else { text.withUTF8Bytes { bareOrQuoted($0) } }
    }

    /// E: the enum case at `position`, bare.
    @inline(__always)
    mutating func option(_ position: Int, _ field: UnsafePointer<FieldSpec>) {
        if let cases = field.pointee.enumeration?.cases, cases.indices.contains(position) {
            append(cases[position].bytes)
        }
    }

    @usableFromInline mutating func rowLine<Cells: Sequence>(cells: Cells, depth: Int)
    where Cells.Element: SnapshotText {
        indent(depth)
        emit("Row(")
        quotedList(cells)
        emit(")\n")
    }

    mutating func unknownLine(type: some SnapshotText, depth: Int) {
        indent(depth)
        emit(SnapshotGrammar.unknownLine)
        quoted(type)
        emit(")\n")
    }
}

/// One attribute's value for a line, whatever holds it (the tape or the model).
enum AttributeValue<Text: SnapshotText, Texts: Sequence<Text>> {
    case absent
    case text(Text)
    case number(Double)
    case integer(Int)
    case boolean(Bool)
    case option(Int)
    case texts(Texts)
}

/// The field values of one line, by position in the node table's row.
protocol AttributeValues {
    func isAbsent(_ position: Int) -> Bool
    func write(_ position: Int, _ field: UnsafePointer<FieldSpec>, to sink: inout SnapshotSink)
}

extension NodeValues: AttributeValues {
    func isAbsent(_ position: Int) -> Bool {
        if case .absent = self[position] { true } else { false }
    }

    func write(_ position: Int, _ field: UnsafePointer<FieldSpec>, to sink: inout SnapshotSink) {
        switch self[position] {
        case .absent: if let word = field.pointee.absentWord { sink.append(word.bytes) }
        case .text(let index): sink.text(text(index), field)
        case .number(let number): sink.number(number)
        case .integer(let integer): sink.decimal(integer)
        case .boolean(let value): sink.boolean(value)
        case .option(let position): sink.option(position, field)
        case .texts(let array): sink.quotedList(texts(array))
        }
    }
}

/// A built model's values (`UINode.parts`), for `SnapshotWriter`.
struct ModelValues: AttributeValues {
    let values: [ModelValue]

    func isAbsent(_ position: Int) -> Bool { !values.indices.contains(position) || values[position] == .absent }

    func write(_ position: Int, _ field: UnsafePointer<FieldSpec>, to sink: inout SnapshotSink) {
        guard values.indices.contains(position) else { return }
        let value: AttributeValue<String, [String]> =
            switch values[position] {
            case .absent: .absent
            case .text(let text): .text(text)
            case .number(let number): .number(number)
            case .integer(let integer): .integer(integer)
            case .boolean(let value): .boolean(value)
            case .option(let position): .option(position)
            case .texts(let texts): .texts(texts)
            }
        sink.value(value, field)
    }
}
