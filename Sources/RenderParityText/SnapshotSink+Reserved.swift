/// Writing into room asked for ahead: the line programs of the snapshot stage
/// (`SnapshotSink+LineProgram`) ask once per line for room for all of it but its strings
/// (`reserve`), then write through a pointer with no check per piece, and give the end back
/// (`commit`). Why: an `append` per piece checked the room, the pointer and the length's size
/// class, and stored the count back, 35–40 instructions for a piece that is a constant. The
/// strings are written in place when they need no escape and fit; anything else goes through
/// the checked writers (`SnapshotSink`), after which the room is asked for again.
extension SnapshotSink {
    /// Readable bytes after every piece a line program copies, and bytes of room past what a
    /// line reserves: a piece moves in whole 16-byte chunks (`copyPiece`), reaching up to 15
    /// bytes past its end.
    @inlinable package static var pieceSlack: Int { 32 }

    /// The most bytes a number or an integer written in place takes (`inPlaceRoom`).
    @inlinable package static var numberRoom: Int { SnapshotNumber.inPlaceRoom }

    /// The most room a line asks for at once (`LineProgram.reserve`); longer lines are interpreted.
    @inlinable package static var largestReserve: Int { bufferSize / 4 }

    /// Makes sure `count` bytes of room are free, flushing when they are not; `count` is at most
    /// the buffer's size. Returns where the next byte goes.
    @inline(__always)
    @inlinable package mutating func reserve(_ count: Int) -> UnsafeMutableRawPointer {
        if count > buffer.count &- used { flush() }
        return buffer.baseAddress.unsafelyUnwrapped + used
    }

    /// Takes everything up to `end` as written (`end` is inside the buffer, at or after the written bytes).
    @inline(__always)
    @inlinable package mutating func commit(_ end: UnsafeMutableRawPointer) {
        used = end - UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped)
    }

    /// How many bytes are free from `position` on.
    @inline(__always)
    @inlinable package func room(at position: UnsafeMutableRawPointer) -> Int {
        (UnsafeMutableRawPointer(buffer.baseAddress.unsafelyUnwrapped) + buffer.count) - position
    }

    /// Copies `piece`, which is followed by at least 15 readable bytes, to `target`, which has
    /// room for its bytes rounded up to 16: in whole 16-byte chunks, with no check and no branch
    /// on the length for pieces of up to 16 bytes. Bytes past the piece's end are garbage that
    /// the next write covers. Returns the piece's end at `target`.
    @inline(__always)
    @inlinable package static func copyPiece(
        _ piece: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableRawPointer
    ) -> UnsafeMutableRawPointer {
        let source = UnsafeRawPointer(piece.baseAddress.unsafelyUnwrapped)
        var offset = 0
        repeat {
            target.storeBytes(
                of: source.loadUnaligned(fromByteOffset: offset, as: SIMD16<UInt8>.self), toByteOffset: offset,
                as: SIMD16<UInt8>.self)
            offset &+= 16
        } while offset < piece.count
        return target + piece.count
    }

    /// Two spaces per level at `target`, which has room for them rounded up to 8; returns their end.
    @inline(__always)
    @inlinable package static func spaces(_ depth: Int, at target: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer {
        let count = 2 &* depth
        let spaces: UInt64 = 0x2020_2020_2020_2020
        // The first word unrolled, as in `indent`: a loop alone was compiled into a call to `memset`.
        target.storeBytes(of: spaces, as: UInt64.self)
        var offset = 8
        while offset < count {
            target.storeBytes(of: spaces, toByteOffset: offset, as: UInt64.self)
            offset &+= 8
        }
        return target + count
    }

    /// N at `target`, which has `numberRoom` bytes free, when `SnapshotNumber.shortDecimal`
    /// covers it; returns its end, or nil (nothing written) for the general path (`number`).
    @inline(__always)
    @inlinable package static func number(_ value: Double, at target: UnsafeMutableRawPointer)
        -> UnsafeMutableRawPointer?
    {
        guard value != 0, let (digits, fractionDigits) = SnapshotNumber.shortDecimal(value.magnitude) else {
            return nil
        }
        return target + SnapshotNumber.write(digits, fractionDigits: fractionDigits, negative: value < 0, to: target)
    }

    /// I or a count at `target`, which has `numberRoom` bytes free; returns its end.
    @inline(__always)
    @inlinable package static func decimal(_ value: Int, at target: UnsafeMutableRawPointer) -> UnsafeMutableRawPointer
    {
        target + SnapshotNumber.write(decimal: value, to: target)
    }

    /// Q's text and closing quote at `target` (a lead wrote the opening one) for `text`, the
    /// raw bytes of a JSON string without escapes (`copyFindingDelete`), when it needs no escape
    /// and `count + 2 + spare` bytes are free there; returns their end, or nil (nothing useful
    /// written) for the general path.
    @inline(__always)
    @inlinable package func quotedPlainText(
        _ text: UnsafeBufferPointer<UInt8>, at target: UnsafeMutableRawPointer, sparing spare: Int
    ) -> UnsafeMutableRawPointer? {
        let count = text.count
        guard count <= Self.fastTextLimit, count &+ 2 &+ spare <= room(at: target) else { return nil }
        if count > 0, Self.copyFindingDelete(text, to: target, orEquals: false) { return nil }
        (target + count).storeBytes(of: UInt8(ascii: "\""), as: UInt8.self)
        return target + (count &+ 1)
    }

    /// B at `target` for the raw bytes of a JSON string without escapes (as `quotedPlainText`),
    /// when it can be written bare and `count + spare` bytes are free there; returns its end, or
    /// nil (nothing useful written) for the general path.
    @inline(__always)
    @inlinable package func barePlainText(
        _ text: UnsafeBufferPointer<UInt8>, at target: UnsafeMutableRawPointer, sparing spare: Int
    ) -> UnsafeMutableRawPointer? {
        let count = text.count
        guard count > 0, count <= Self.fastTextLimit, count &+ spare <= room(at: target) else { return nil }
        if Self.copyFindingDelete(text, to: target, orEquals: true)
            || SnapshotString.isMisreadWhenBare(UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped), count: count)
        {
            return nil
        }
        return target + count
    }

    /// Copies `count` > 0 bytes of a JSON string's raw text without escapes to `target`, which
    /// has room for them, and says whether one of them is DEL (U+007F), or `=` when `orEquals`.
    /// On such text that is what Q escapes (B's `=` besides): the reader rejects `"`, `\` and
    /// control characters below U+0020 there (spec §1.1), so DEL is the only one left, where
    /// `SnapshotString.anyEscaped` looks for four kinds of byte, about twenty instructions a word.
    /// The words are checked as they are read for the copy, within the text (the last one
    /// overlapping, as `copy` moves them). Why not search the copy, as `quoted` does: a word
    /// read across the two smaller stores that had just written it waits for them to reach the
    /// cache (it cannot be forwarded from them), a tenth of a line's time on the 10 MB dashboard.
    @inline(__always)
    @inlinable package static func copyFindingDelete(
        _ text: UnsafeBufferPointer<UInt8>, to target: UnsafeMutableRawPointer, orEquals: Bool
    ) -> Bool {
        let count = text.count
        let source = UnsafeRawPointer(text.baseAddress.unsafelyUnwrapped)
        @inline(__always) func marked(_ word: UInt64) -> UInt64 {
            var marked = ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x7F))
            if orEquals { marked |= ByteScanning.zeroBytes(word ^ (ByteScanning.ones &* 0x3D)) }
            return marked & ByteScanning.highBits
        }
        switch count {
        case 8...16:
            let head = source.loadUnaligned(as: UInt64.self)
            let tail = source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
            target.storeBytes(of: head, as: UInt64.self)
            target.storeBytes(of: tail, toByteOffset: count &- 8, as: UInt64.self)
            return marked(head) | marked(tail) != 0
        case 4..<8:
            // The upper bytes of each word are zero: neither DEL nor `=`.
            let head = source.loadUnaligned(as: UInt32.self)
            let tail = source.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)
            target.storeBytes(of: head, as: UInt32.self)
            target.storeBytes(of: tail, toByteOffset: count &- 4, as: UInt32.self)
            return marked(UInt64(head)) | marked(UInt64(tail)) != 0
        case 0..<4:
            var found = false
            for offset in 0..<count {
                let byte = source.load(fromByteOffset: offset, as: UInt8.self)
                target.storeBytes(of: byte, toByteOffset: offset, as: UInt8.self)
                found = found || byte == 0x7F || (orEquals && byte == UInt8(ascii: "="))
            }
            return found
        default:
            target.copyMemory(from: source, byteCount: count)
            var flags: UInt64 = 0
            var offset = 0
            while offset &+ 8 <= count {
                flags |= marked(source.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                offset &+= 8
            }
            return flags | marked(source.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)) != 0
        }
    }
}
