import RenderParityText

/// The memory of a document's tape (`JSONDocument.tape`), taken from the one buffer the process
/// keeps between reads when there is one, and given back to it when the last copy of the
/// document goes.
///
/// Why: the fast path reserves one entry per two bytes of input (40 MB for a 10 MB document),
/// above glibc's largest mmap threshold, so each read had its own fresh mapping and the kernel
/// faulted in and zeroed every page the walk wrote: about 2.6% of a pipeline run that reads the
/// same kind of document again and again (`parity-pipeline-probe --loop`, a renderer's test
/// suite). A kept buffer's pages are already there. The Kotlin port keeps its per-run buffers
/// the same way (`RunBuffers`).
///
/// Bounded: at most one buffer is kept, and only a large one (`HugePageAdvice.minimumBytes` and
/// up; malloc reuses smaller blocks itself). A read takes it (under a lock, so two threads never
/// share it) only if it has room for the read and is at most about twice what the read needs;
/// one too small or that large is freed instead, so one large document does not pin its tape's
/// memory for the rest of a process that reads small ones. A buffer given back while one is
/// kept is freed. A single read in a fresh process allocates as before: no more memory, and the
/// buffer kept at its end is what was resident anyway.
@usableFromInline package final class TapeStorage: @unchecked Sendable {
    /// The entries; immutable once the document is made (the reader writes them before).
    @usableFromInline package let entries: UnsafeMutablePointer<JSONDocument.Entry>
    /// How many entries the memory has room for.
    package let capacity: Int

    private init(entries: UnsafeMutablePointer<JSONDocument.Entry>, capacity: Int) {
        self.entries = entries
        self.capacity = capacity
    }

    /// Memory for at least `room` entries: the kept buffer if it fits (see above), else fresh
    /// (`HugePageAdvice.wholePageCapacity`), of which the first `advised` entries are advised to
    /// be 2 MiB pages (a kept buffer was advised when it was fresh).
    package static func take(room: Int, advised: Int) -> TapeStorage {
        let stride = MemoryLayout<JSONDocument.Entry>.stride
        let capacity = HugePageAdvice.wholePageCapacity(room, stride: stride)
        if capacity * stride >= HugePageAdvice.minimumBytes, let kept = takeKept() {
            if kept.capacity >= room, kept.capacity <= 2 * capacity + HugePageAdvice.hugePageBytes / stride {
                return TapeStorage(entries: kept.entries, capacity: kept.capacity)
            }
            kept.entries.deallocate()
        }
        let entries = UnsafeMutablePointer<JSONDocument.Entry>.allocate(capacity: capacity)
        HugePageAdvice.advise(UnsafeMutableRawBufferPointer(start: entries, count: min(advised, capacity) * stride))
        return TapeStorage(entries: entries, capacity: capacity)
    }

    /// A copy of `tape`, for the exact path, which builds its tape in an array.
    package static func copying(_ tape: [JSONDocument.Entry]) -> TapeStorage {
        let storage = take(room: max(1, tape.count), advised: 0)
        tape.withUnsafeBufferPointer { source in
            if let base = source.baseAddress { storage.entries.initialize(from: base, count: source.count) }
        }
        return storage
    }

    deinit {
        let stride = MemoryLayout<JSONDocument.Entry>.stride
        guard capacity * stride >= HugePageAdvice.minimumBytes else { return entries.deallocate() }
        Self.lock.withLock { () -> UnsafeMutablePointer<JSONDocument.Entry>? in
            if Self.kept == nil {
                Self.kept = Kept(entries: entries, capacity: capacity)
                return nil
            }
            return entries
        }?.deallocate()
    }

    // MARK: - The kept buffer

    struct Kept {
        let entries: UnsafeMutablePointer<JSONDocument.Entry>
        let capacity: Int
    }

    /// Guarded by `lock`.
    nonisolated(unsafe) private static var kept: Kept?
    private static let lock = Lock()

    private static func takeKept() -> Kept? {
        lock.withLock {
            defer { kept = nil }
            return kept
        }
    }
}
