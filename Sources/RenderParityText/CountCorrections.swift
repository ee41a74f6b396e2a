/// Child counts that a container's line stated before its children were written, put
/// right once the snapshot is complete (spec §2.3, §3.1: a stack's or list's line states
/// how many of its children render).
///
/// Why: the line comes before the children, and whether a child renders is known only
/// by decoding it. Deciding for every child first and writing them afterwards walked
/// each container's children twice; on the 10 MB dashboard, whose root holds 12,614
/// children, the first walk covered most of the document, which had left the cache by
/// the second. So the streaming sink states that every element renders, writes the
/// children, and records a correction here when some were dropped, which is rare.
/// A correction only ever shortens a count (fewer children render than there are
/// elements), so all of them are applied in one pass over the finished snapshot, front
/// to back, in place: linear however many there are and however they nest.
@usableFromInline package struct CountCorrections {
    private struct Correction {
        /// Offset just past the stated count's last digit.
        let end: Int
        let statedDigits: Int
        let count: Int
    }

    private var corrections: [Correction] = []

    @usableFromInline package init() {}

    /// The count `stated`, whose last digit ends just before offset `end`, is `count` instead (`count` ≤ `stated`).
    @usableFromInline package mutating func record(countEndingAt end: Int, stated: Int, isActually count: Int) {
        corrections.append(Correction(end: end, statedDigits: SnapshotNumber.withDecimal(stated) { $0.count }, count: count))
    }

    /// Applies every correction to `bytes`, the finished snapshot.
    @usableFromInline package func apply(to bytes: inout [UInt8]) {
        guard !corrections.isEmpty else { return }
        // Recorded when each container's children are done, so an outer container's comes after its inner ones'.
        let inOrder = corrections.sorted { $0.end < $1.end }
        var written = 0
        bytes.withUnsafeMutableBytes { buffer in
            /// Moves `buffer[range]` down to `written` (the regions may overlap: `copyMemory` allows it).
            func keep(_ range: Range<Int>) {
                UnsafeMutableRawBufferPointer(rebasing: buffer[written..<written + range.count])
                    .copyMemory(from: UnsafeRawBufferPointer(rebasing: buffer[range]))
                written += range.count
            }
            var read = 0
            for correction in inOrder {
                let start = correction.end - correction.statedDigits
                guard read <= start, correction.end <= buffer.count else { continue }
                keep(read..<start)
                SnapshotNumber.withDecimal(correction.count) { digits in
                    UnsafeMutableRawBufferPointer(rebasing: buffer[written..<written + digits.count]).copyMemory(from: UnsafeRawBufferPointer(digits))
                    written += digits.count
                }
                read = correction.end
            }
            keep(read..<buffer.count)
        }
        bytes.removeLast(bytes.count - written)
    }
}
