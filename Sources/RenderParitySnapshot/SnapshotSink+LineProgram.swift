import RenderParityDecoding
import RenderParityText
import RenderParityVocabulary

/// The streaming path's lines: a row's `LineProgram` run over the values the decoder resolved.
/// It writes what `line(_:_:_:fillsWidth:weighted:count:depth:)` writes from the same row, the
/// way the tree path does (`SnapshotPathsTests` and the fuzzer hold the two equal), with one
/// copy for each attribute whose value is one of a few texts.
extension SnapshotSink {
    @usableFromInline mutating func line(
        _ name: VocabularyText, _ program: LineProgram, _ values: borrowing NodeValues, weighted: Bool = false,
        count: (lead: VocabularyText, value: Int)? = nil, depth: Int
    ) {
        indent(depth)
        append(name.bytes)
        // 0 until an attribute has opened the parentheses, then 1: which form of each piece to write.
        var opened = 0
        for step in program.steps {
            switch values[step.position] {
            case .absent:
                if step.omittedWhenAbsent { continue }
                append(step.constants[opened])
            case .option(let position):
                append(step.constants[2 * position + opened])
            case .boolean(let value):
                append(step.constants[2 * (value ? 1 : 0) + opened])
            case .number(let number):
                if let bits = step.defaultBits, number.bitPattern == bits {
                    append(step.constants[opened])
                } else {
                    append(step.leads[opened])
                    self.number(number)
                }
            case .integer(let integer):
                append(step.leads[opened])
                decimal(integer)
            case .text(let index):
                append(step.leads[opened])
                if step.quoted {
                    quoted(values.text(index))
                } else {
                    values.text(index).withUTF8Bytes { bareOrQuoted($0) }
                }
            case .texts(let array):
                append(step.leads[opened])
                quotedList(values.texts(array))
            }
            opened = 1
        }
        append(program.closings[2 * opened + (weighted ? 1 : 0)])
        if let count {
            append(count.lead.bytes)
            self.count(count.value)
            append(byte: UInt8(ascii: "]"))
        }
        append(byte: 0x0A)
    }
}
