/// The bytes of a snapshot as it is written. Pieces are copied into a 64 KiB buffer, which
/// is handed on (`drain`) each time it fills: to an array, or straight to a file descriptor.
///
/// Why a buffer: `Array.append(contentsOf:)` costs about a hundred instructions however short
/// the piece, and a snapshot line is a dozen pieces (`", color="`, a value, …); a copy into the
/// buffer costs a comparison and a small `memcpy`. Why a drain: a snapshot streamed to its
/// file as it is produced is never held whole, so a process's peak memory does not grow with
/// the snapshot (peak RSS ≤ 2× the input + 16 MiB). That is why every byte written
/// is final: a container's line states exactly how many children render (`NodeDecoder`
/// decides before it writes the line), and nothing already written is ever changed.
/// The buffer exists only during `writing(to:_:)`, so nothing here outlives the call that wrote it.
///
/// In the first stage (`RenderParityText`) because every stage writes Q and N through it
/// (`SnapshotString`); the snapshot's lines extend it in `RenderParitySnapshot`. The hot
/// functions are `@inlinable`: those stages call them once per piece of every line.
@usableFromInline package struct SnapshotSink {
    @usableFromInline package static let bufferSize = 1 << 16

    /// The buffer and how much of it is written: the line programs of later stages write
    /// into it directly once they have asked for room (`SnapshotSink+LineProgram`).
    @usableFromInline package let buffer: UnsafeMutableRawBufferPointer
    @usableFromInline package var used = 0
    @usableFromInline let drain: (UnsafeRawBufferPointer) -> Void

    @inlinable init(buffer: UnsafeMutableRawBufferPointer, drain: @escaping (UnsafeRawBufferPointer) -> Void) {
        self.buffer = buffer
        self.drain = drain
    }

    /// Runs `body` with a sink that hands what it writes to `drain`, in order, in pieces of up
    /// to `bufferSize` bytes (or one larger piece written whole).
    @inlinable package static func writing(
        to drain: (UnsafeRawBufferPointer) -> Void, _ body: (inout SnapshotSink) -> Void
    ) {
        withoutActuallyEscaping(drain) { drain in
            withUnsafeTemporaryAllocation(byteCount: bufferSize, alignment: 16) { buffer in
                var sink = SnapshotSink(buffer: buffer, drain: drain)
                body(&sink)
                sink.flush()
            }
        }
    }

    /// Runs `body` with a sink that writes straight into the storage of the array it returns,
    /// room for `capacity` bytes (at least `bufferSize`) on whole 2 MiB pages (`HugePageAdvice`).
    /// Should the snapshot outgrow it, what is written so far moves to another array and the
    /// storage is written again from its start; the two are joined at the end.
    ///
    /// Why: `RenderSnapshot.make(from:)` wrote through the 64 KiB buffer and appended each full
    /// buffer to its array: the whole snapshot copied once more by `memcpy`, about 4% of the
    /// in-loop pipeline on the 10 MB dashboard. Its array is sized once for the snapshot anyway.
    package static func array(capacity: Int, _ body: (inout SnapshotSink) -> Void) -> [UInt8] {
        var spilled: [UInt8] = []
        let room = HugePageAdvice.wholePageCapacity(max(capacity, bufferSize), stride: 1)
        let written = [UInt8](unsafeUninitializedCapacity: room) { storage, count in
            let buffer = UnsafeMutableRawBufferPointer(storage)
            HugePageAdvice.advise(buffer)
            withoutActuallyEscaping({ spilled.append(contentsOf: $0) }) { drain in
                var sink = SnapshotSink(buffer: buffer, drain: drain)
                body(&sink)
                count = sink.used
            }
        }
        if spilled.isEmpty { return written }
        spilled.append(contentsOf: written)
        return spilled
    }

    /// Runs `body` with a sink that appends to `bytes`.
    @inlinable package static func writing(into bytes: inout [UInt8], _ body: (inout SnapshotSink) -> Void) {
        writing(to: { bytes.append(contentsOf: $0) }, body)
    }

    // MARK: - Bytes

    @inline(__always)
    @inlinable package mutating func append(_ piece: UnsafeRawBufferPointer) {
        let count = piece.count
        // Wrapping arithmetic: `used` stays within the buffer (64 KiB), so neither can overflow,
        // and the checked forms cost an overflow test for every piece of every line.
        guard count <= buffer.count &- used, let source = piece.baseAddress, let base = buffer.baseAddress else {
            return appendAfterFlushing(piece)
        }
        Self.copy(count, from: source, to: base + used)
        used &+= count
    }

    @inlinable mutating func appendAfterFlushing(_ piece: UnsafeRawBufferPointer) {
        flush()
        if piece.count > buffer.count {
            drain(piece)
        } else if piece.count > 0 {
            UnsafeMutableRawBufferPointer(rebasing: buffer[..<piece.count]).copyMemory(from: piece)
            used = piece.count
        }
    }

    /// Copies `count` bytes. Most pieces are a few bytes long, where a `memcpy` call costs more
    /// than the copy: up to 16 bytes move as two words that may overlap, longer ones by `memcpy`.
    @inline(__always)
    @inlinable static func copy(_ count: Int, from source: UnsafeRawPointer, to target: UnsafeMutableRawPointer) {
        switch count {
        case 8...16:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count - 8, as: UInt64.self)
        case 4..<8:
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count - 4, as: UInt32.self)
        case 0..<4:
            for offset in 0..<count {
                target.storeBytes(
                    of: source.load(fromByteOffset: offset, as: UInt8.self), toByteOffset: offset, as: UInt8.self)
            }
        default:
            target.copyMemory(from: source, byteCount: count)
        }
    }

    @inline(__always)
    @inlinable package mutating func append(_ piece: UnsafeBufferPointer<UInt8>) {
        append(UnsafeRawBufferPointer(piece))
    }

    @inline(__always)
    @inlinable package mutating func append(byte: UInt8) {
        if used == buffer.count { flush() }
        buffer[used] = byte
        used &+= 1
    }

    @inline(__always)
    @inlinable package mutating func emit(_ text: StaticString) {
        append(UnsafeRawBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// Two spaces per level (§3.1), written as one run rather than a piece per level:
    /// a 256-deep document's snapshot is mostly indentation. When the buffer has room, the run
    /// is stored as whole words of spaces, the last one reaching past the indent into bytes the
    /// line overwrites next (`used` counts only the indent): no call, no copy loop per line.
    @inline(__always)
    @inlinable package mutating func indent(_ depth: Int) {
        guard depth > 0 else { return }
        // Below 4,096 levels (the reader allows 256) none of this overflows; deeper takes the checked path.
        let count = 2 &* depth
        let words = (count &+ 7) / 8
        if depth < 4096, let base = buffer.baseAddress, 8 &* words <= buffer.count &- used {
            let target = UnsafeMutableRawPointer(base + used)
            let spaces: UInt64 = 0x2020_2020_2020_2020
            // The first word unrolled: a loop alone was compiled into a call to `memset` per line.
            target.storeBytes(of: spaces, as: UInt64.self)
            var word = 1
            while word < words {
                target.storeBytes(of: spaces, toByteOffset: 8 &* word, as: UInt64.self)
                word &+= 1
            }
            used &+= count
            return
        }
        indentAfterFlushing(2 * depth)
    }

    @inlinable mutating func indentAfterFlushing(_ count: Int) {
        var remaining = count
        while remaining > 0 {
            let run = min(remaining, Self.spaces.utf8CodeUnitCount)
            append(UnsafeRawBufferPointer(start: Self.spaces.utf8Start, count: run))
            remaining -= run
        }
    }

    @usableFromInline static let spaces: StaticString =
        "                                                                "

    @inlinable mutating func flush() {
        if used > 0 { drain(UnsafeRawBufferPointer(rebasing: buffer[..<used])) }
        used = 0
    }

    // MARK: - Values (§3.3)

    /// N: a number. Written in place when the buffer has room and `shortDecimal` covers it
    /// (`SnapshotNumber.write`): formatting into a temporary buffer, then copying it by a call,
    /// cost 258 instructions a number on the 10 MB dashboard.
    @inlinable package mutating func number(_ value: Double) {
        if value != 0, let base = buffer.baseAddress, SnapshotNumber.inPlaceRoom <= buffer.count &- used,
            let (digits, fractionDigits) = SnapshotNumber.shortDecimal(value.magnitude)
        {
            used &+= SnapshotNumber.write(digits, fractionDigits: fractionDigits, negative: value < 0, to: base + used)
            return
        }
        numberFormatted(value)
    }

    /// The rest of `number`, out of line: its temporary buffer made every number pay a stack guard.
    @inline(never)
    @usableFromInline package mutating func numberFormatted(_ value: Double) {
        SnapshotNumber.withFormatted(value) { append($0) }
    }

    /// I: an integer attribute (`maxLines`). In place when the buffer has room, as `number`.
    @inlinable package mutating func decimal(_ value: Int) {
        if let base = buffer.baseAddress, SnapshotNumber.inPlaceRoom <= buffer.count &- used {
            used &+= SnapshotNumber.write(decimal: value, to: base + used)
            return
        }
        SnapshotNumber.withDecimal(value) { append($0) }
    }

    /// T: `true` or `false` (spec/vocabulary.md §3.3).
    @inline(__always)
    @inlinable package mutating func boolean(_ value: Bool) { if value { emit("true") } else { emit("false") } }

    /// A line's count (§3.1).
    @inlinable package mutating func count(_ value: Int) { decimal(value) }

    /// Q: `"` + the text with `"`, `\` and control characters escaped + `"`.
    ///
    /// Most texts need no escape: when the buffer has room, the text is copied first and its
    /// copy searched a word at a time (`SnapshotString.anyEscaped` may read past it, into the
    /// buffer's own spare bytes), so a short text costs no byte loop. A text with an escape is
    /// written again from the start, escaped, over the copy.
    @inlinable package mutating func quoted(_ text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        if count > 0, count <= Self.fastTextLimit, let source = text.baseAddress, let base = buffer.baseAddress,
            count &+ 16 <= buffer.count &- used
        {
            let start = base + used
            start.storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
            Self.copy(count, from: UnsafeRawPointer(source), to: start + 1)
            if !SnapshotString.anyEscaped(UnsafeRawPointer(start + 1), count: count, orEquals: false) {
                (start + 1 + count).storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
                used &+= count &+ 2
                return
            }
        }
        quotedEscaping(text)
    }

    /// Texts longer than this take the general path: a copy ahead of the search would be
    /// wasted on the rare long one that needs escapes, and the limit keeps the arithmetic far from overflow.
    @usableFromInline static var fastTextLimit: Int { 4096 }

    /// Q, searching the text for escapes before copying each run between them.
    @inlinable package mutating func quotedEscaping(_ text: UnsafeBufferPointer<UInt8>) {
        append(byte: UInt8(ascii: "\""))
        var start = 0
        while true {
            let next = SnapshotString.firstEscaped(text, from: start)
            append(UnsafeBufferPointer(rebasing: text[start..<next]))
            guard next < text.count else { break }
            escape(text[next])
            start = next + 1
        }
        append(byte: UInt8(ascii: "\""))
    }

    /// B: bare, or Q when bare text could be misread.
    /// As `quoted`, the text is copied first and its copy searched when the buffer has room.
    @inlinable package mutating func bareOrQuoted(_ text: UnsafeBufferPointer<UInt8>) {
        let count = text.count
        if count > 0, count <= Self.fastTextLimit, let source = text.baseAddress, let base = buffer.baseAddress,
            count &+ 16 <= buffer.count &- used
        {
            let start = base + used
            Self.copy(count, from: UnsafeRawPointer(source), to: start)
            if !SnapshotString.isMisreadWhenBare(UnsafeRawPointer(start), count: count),
                !SnapshotString.anyEscaped(UnsafeRawPointer(start), count: count, orEquals: true)
            {
                used &+= count
                return
            }
            return quoted(text)
        }
        if SnapshotString.needsQuotes(text) { quoted(text) } else { append(text) }
    }

    @inlinable package mutating func quoted(_ text: some SnapshotText) { text.withUTF8Bytes { quoted($0) } }

    /// `[` + each text as Q, comma-separated + `]`.
    @inlinable package mutating func quotedList<Texts: Sequence>(_ texts: Texts) where Texts.Element: SnapshotText {
        emit("[")
        var first = true
        for text in texts {
            if !first { emit(", ") }
            first = false
            quoted(text)
        }
        emit("]")
    }

    @inlinable mutating func escape(_ byte: UInt8) {
        append(byte: UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\\"), UInt8(ascii: "\""): append(byte: byte)
        case 0x0A: append(byte: UInt8(ascii: "n"))
        case 0x0D: append(byte: UInt8(ascii: "r"))
        case 0x09: append(byte: UInt8(ascii: "t"))
        default:
            emit("u00")
            append(byte: SnapshotString.hexDigit(byte >> 4))
            append(byte: SnapshotString.hexDigit(byte & 0xF))
        }
    }
}
