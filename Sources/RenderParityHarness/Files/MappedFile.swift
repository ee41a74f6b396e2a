import RenderParity
import RenderParitySystem

/// A regular file mapped read-only into memory, unmapped when the last reference goes: the
/// bytes of `parity snapshot FILE` without a copy.
///
/// Why: reading 10 MB copies it from the page cache into fresh pages the kernel first zeroes,
/// and frees them at exit: about 2 ms of a 30 ms snapshot here (docs/performance.md). Mapped,
/// the reader walks the page cache's own pages.
///
/// The catch: if another process shortens the file while it is mapped, touching a page past
/// its new end raises SIGBUS. A library linked into a test runner must not take signals, so
/// only `parity` maps, and only inside `ShortenedFileGuard`, which turns that signal into a
/// one-line error naming the file. The bytes are those of the file's size when it was opened:
/// bytes appended later are not seen (`FileBytes.read` reads on to the end).
///
/// Unchecked `Sendable`: the mapping is read-only and lives as long as the object.
public final class MappedFile: @unchecked Sendable {
    /// The file's bytes, valid until the object goes.
    public let bytes: UnsafeBufferPointer<UInt8>

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// The regular file at `path`, mapped; nil when it is empty or cannot be mapped (read it
    /// instead). Every other failure is thrown as `FileBytes.read` throws it.
    public static func open(_ path: String, limit: Int = FileBytes.defaultMaxInputBytes) throws(ParityError)
        -> MappedFile?
    {
        let (descriptor, size) = try FileBytes.openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        // MAP_POPULATE: the reader touches every page; one call maps them all, not a fault per 64 KiB.
        guard size > 0, let base = mmap(nil, size, PROT_READ, MAP_PRIVATE | MAP_POPULATE, descriptor, 0),
            base != MAP_FAILED
        else { return nil }
        return MappedFile(bytes: UnsafeBufferPointer(start: base.assumingMemoryBound(to: UInt8.self), count: size))
    }

    /// The bytes as a document's (`DocumentBytes`), which keep this mapping alive.
    package var documentBytes: DocumentBytes { DocumentBytes(borrowing: bytes, owner: self) }

    deinit {
        if let base = bytes.baseAddress { munmap(UnsafeMutableRawPointer(mutating: base), bytes.count) }
    }
}
