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
/// `parity snapshot FILE` on 10 MB, a fresh process, took 5,300 faults, and 3,500 once
/// the tape was advised from 4 MiB up. The
/// advice changes no byte of the buffer and no result: it is a hint the kernel may ignore
/// (transparent huge pages off, or no free 2 MiB page), and only whole 2 MiB pages inside
/// the buffer are advised, so no other allocation's memory is touched.
///
/// In the first stage (`RenderParityText`): the reader's tape and the snapshot's buffer both use it.
package enum HugePageAdvice {
    /// Below this, a buffer spans too few 2 MiB pages for the advice to matter.
    static let minimumBytes = 4 << 20
    static let hugePageBytes = 2 << 20

    /// Reserves room for `capacity` elements in `array`, still empty, and advises that
    /// storage (all of it, not only the elements written so far).
    package static func reserve<Element>(_ capacity: Int, in array: inout [Element]) {
        array.reserveCapacity(capacity)
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
        adviseHugePages(span)
    }

    /// The whole 2 MiB pages inside `byteCount` bytes from `start`; nil when there are none.
    static func hugePageSpan(start: UInt, byteCount: Int) -> Range<UInt>? {
        let page = UInt(hugePageBytes)
        let (end, overflow) = start.addingReportingOverflow(UInt(max(0, byteCount)))
        guard !overflow, start <= UInt.max - (page - 1) else { return nil }
        let first = (start + page - 1) & ~(page - 1)
        let last = end & ~(page - 1)
        return first < last ? first..<last : nil
    }

    private static func adviseHugePages(_ span: Range<UInt>) {
        #if os(Linux)
            guard let pointer = UnsafeMutableRawPointer(bitPattern: span.lowerBound) else { return }
            _ = madvise(pointer, Int(span.upperBound - span.lowerBound), MADV_HUGEPAGE)
        #endif
    }
}
