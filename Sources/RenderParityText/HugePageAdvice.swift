#if canImport(Glibc)
    import Glibc
#endif

/// Asks Linux to back a large buffer that was just reserved, and not yet written, with
/// 2 MiB pages (`madvise(MADV_HUGEPAGE)`); elsewhere, and for smaller buffers, it does nothing.
///
/// Why: a fresh process gets every large allocation as a fresh mapping (glibc maps blocks of
/// 128 KiB and more itself, until a freed one raises that threshold to at most 32 MiB), so each
/// 4 KiB page of the input, the tape and the snapshot is faulted in and zeroed on first write.
/// On the 100 MB dashboard that was about 44,000 page faults per snapshot and a quarter of its
/// time (per MB, 100 MB cost 24–33% more than 10 MB); with 2 MiB pages it takes about 500.
/// `parity snapshot FILE` on 10 MB, a fresh process, took 5,300 faults, 3,500 once the
/// tape was advised from 4 MiB up, and 745 once buffers filled whole 2 MiB pages from
/// 512 KiB up (`wholePageCapacity`). The
/// advice changes no byte of the buffer and no result: it is a hint the kernel may ignore
/// (transparent huge pages off, or no free 2 MiB page). The pages advised are the buffer's,
/// and at most `allocationOverhead` bytes of its own allocation's headers past either end.
///
/// In the first stage (`RenderParityText`): the reader's tape and the snapshot's buffer both use it.
package enum HugePageAdvice {
    /// Below this, a 2 MiB page would be mostly empty: the faults it saves are not worth the
    /// resident memory it adds (a 1 MB document's input, tape and `CheckedNodes` are above it).
    package static let minimumBytes = 512 << 10
    package static let hugePageBytes = 2 << 20

    /// What a large array's allocation adds to its elements: the array's 32-byte header and
    /// glibc's chunk header and rounding (at most 40 bytes), with room to spare.
    static let allocationOverhead = 96

    /// How many elements of `stride` bytes to ask for, at least `count`, so that a large array's
    /// allocation is a whole number of 2 MiB pages.
    ///
    /// Why: glibc maps a large allocation on its own, and Linux places an anonymous mapping whose
    /// length is a whole number of 2 MiB pages at a 2 MiB boundary. The array's elements then
    /// start `allocationOverhead` bytes or less past a boundary and end as little before one, so
    /// all of them, not only the whole pages inside, can be 2 MiB pages (`advise`). Elsewhere
    /// the larger capacity is only address space that is never touched.
    package static func wholePageCapacity(_ count: Int, stride: Int) -> Int {
        let stride = max(1, stride)
        let (bytes, overflow) = max(0, count).multipliedReportingOverflow(by: stride)
        guard !overflow, bytes >= minimumBytes, bytes <= Int.max / 2 else { return count }
        let pages = (bytes + allocationOverhead + hugePageBytes - 1) / hugePageBytes
        return max(count, (pages * hugePageBytes - allocationOverhead) / stride)
    }

    /// Reserves room for `capacity` elements in `array`, still empty (`wholePageCapacity`), and
    /// advises that storage (all of it, not only the elements written so far).
    package static func reserve<Element>(_ capacity: Int, in array: inout [Element]) {
        array.reserveCapacity(wholePageCapacity(capacity, stride: MemoryLayout<Element>.stride))
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard bytes >= minimumBytes else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            advise(UnsafeMutableRawBufferPointer(start: buffer.baseAddress, count: bytes))
        }
    }

    /// Advises `buffer`, just allocated and not yet written (see above).
    package static func advise(_ buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count >= minimumBytes, let base = buffer.baseAddress,
            let span = hugePageSpan(start: UInt(bitPattern: base), byteCount: buffer.count)
        else { return }
        adviseHugePages(span, headerWritten: span.lowerBound < UInt(bitPattern: base))
    }

    /// The 2 MiB pages of `byteCount` bytes from `start`: the whole pages inside, and also the
    /// pages that begin at most `allocationOverhead` bytes before `start` or end at most that
    /// far past the end (the allocation's own headers and the rest of its mapping, as
    /// `wholePageCapacity` sizes it); nil when there are none.
    static func hugePageSpan(start: UInt, byteCount: Int) -> Range<UInt>? {
        let page = UInt(hugePageBytes)
        let slack = UInt(allocationOverhead)
        let (end, overflow) = start.addingReportingOverflow(UInt(max(0, byteCount)))
        guard !overflow, end <= UInt.max - page else { return nil }
        let below = start & ~(page - 1)
        let first = start - below <= slack ? below : below + page
        let above = (end + page - 1) & ~(page - 1)
        let last = above - end <= slack ? above : end & ~(page - 1)
        return first < last ? first..<last : nil
    }

    /// `MADV_COLLAPSE` (Linux 6.1), which the C library's headers here may not name.
    static let collapse: Int32 = 25

    /// Advises `span`. When the allocation's header was written into its first page before the
    /// advice (`headerWritten`), that page is already a 4 KiB page, and so would be the other
    /// 511 of its 2 MiB: it is made one 2 MiB page now (`MADV_COLLAPSE`: 65 faults instead of
    /// 576 for a fresh 10 MiB buffer here). Failing that, nothing changes but the speed.
    private static func adviseHugePages(_ span: Range<UInt>, headerWritten: Bool) {
        #if os(Linux)
            guard let pointer = UnsafeMutableRawPointer(bitPattern: span.lowerBound) else { return }
            _ = madvise(pointer, Int(span.upperBound - span.lowerBound), MADV_HUGEPAGE)
            if headerWritten { _ = madvise(pointer, hugePageBytes, collapse) }
        #endif
    }
}
