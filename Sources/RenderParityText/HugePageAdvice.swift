#if canImport(Glibc)
import Glibc
#endif

/// Asks Linux to back a large buffer that was just reserved, and not yet written, with
/// 2 MiB pages (`madvise(MADV_HUGEPAGE)`); elsewhere, and for smaller buffers, it does nothing.
///
/// Why: glibc gives every allocation of 32 MiB or more its own fresh mapping, so each
/// 4 KiB page of a large document's tape and snapshot is faulted in and zeroed on first
/// write, on every call. On the 100 MB dashboard that was about 44,000 page faults per
/// snapshot and a quarter of its time (per MB, 100 MB cost 24–33% more than 10 MB, where
/// the allocator reuses its heap pages). With 2 MiB pages it takes about 500 faults. The
/// advice changes no byte of the buffer and no result: it is a hint the kernel may ignore
/// (transparent huge pages off, or no free 2 MiB page), and only whole 2 MiB pages inside
/// the buffer are advised, so no other allocation's memory is touched.
///
/// In the first stage (`RenderParityText`): the reader's tape and the snapshot's buffer both use it.
package enum HugePageAdvice {
    /// Below this size the allocator reuses heap pages, so there are no faults to save.
    static let minimumBytes = 32 << 20
    static let hugePageBytes = 2 << 20

    /// Reserves room for `capacity` elements in `array`, still empty, and advises that
    /// storage (all of it, not only the elements written so far).
    package static func reserve<Element>(_ capacity: Int, in array: inout [Element]) {
        array.reserveCapacity(capacity)
        let bytes = array.capacity * MemoryLayout<Element>.stride
        guard bytes >= minimumBytes else { return }
        array.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress, let span = hugePageSpan(start: UInt(bitPattern: base), byteCount: bytes) else { return }
            adviseHugePages(span)
        }
    }

    /// The whole 2 MiB pages inside `byteCount` bytes from `start`; nil when there are none.
    static func hugePageSpan(start: UInt, byteCount: Int) -> Range<UInt>? {
        let page = UInt(hugePageBytes)
        let (end, overflow) = start.addingReportingOverflow(UInt(max(0, byteCount)))
        guard !overflow, start <= UInt.max - (page - 1) else { return nil }
        let first = (start + page - 1) & ~(page - 1), last = end & ~(page - 1)
        return first < last ? first..<last : nil
    }

    private static func adviseHugePages(_ span: Range<UInt>) {
        #if os(Linux)
        guard let pointer = UnsafeMutableRawPointer(bitPattern: span.lowerBound) else { return }
        _ = madvise(pointer, Int(span.upperBound - span.lowerBound), MADV_HUGEPAGE)
        #endif
    }
}
