import RenderParity
import RenderParitySystem

/// Reads and writes whole files as bytes, turning every failure into a `ParityError`.
///
/// Reads take regular files only, up to a limit. Writes go through `SafeFileWriter`
/// (spec: goldens are never half-written).
public enum FileBytes {
    /// The reader limit per file (spec §1.1, size limits, `--max-input-bytes`): 256 MiB, the same in every port.
    public static let defaultMaxInputBytes = 256 << 20

    /// The bytes of the regular file at `path` (symlinks resolved). A FIFO, a device or a socket
    /// is reported, never read (`/dev/zero` or a FIFO would never end), and so is a
    /// file over `limit` bytes, before anything is read when its size says so.
    public static func read(_ path: String, limit: Int = defaultMaxInputBytes) throws(ParityError) -> [UInt8] {
        let (descriptor, size) = try openRegularFile(path, limit: limit)
        defer { close(descriptor) }
        return try readToEnd(descriptor, path: path, sizeHint: size, limit: limit)
    }

    /// The open descriptor of the regular file at `path` and its size, which is at most
    /// `limit`; the caller closes it. Anything else is thrown, as `read` says.
    static func openRegularFile(_ path: String, limit: Int) throws(ParityError) -> (descriptor: Int32, size: Int) {
        // O_NONBLOCK: opening a FIFO that has no writer must not block; regular files ignore it.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw readError(path, errno) }
        do throws(ParityError) {
            var info = stat()
            guard fstat(descriptor, &info) == 0 else { throw readError(path, errno) }
            if let kind = kind(of: info.st_mode) {
                throw kind == "a directory" ? .isDirectory(path: path) : .notARegularFile(path: path, kind: kind)
            }
            guard Int(info.st_size) <= limit else { throw .inputTooLarge(path: path, limit: limit) }
            return (descriptor, Int(info.st_size))
        } catch {
            close(descriptor)
            throw error
        }
    }

    /// The file at `path`, or nil when there is none. Any other failure (a folder, no
    /// permission) is thrown: a golden that cannot be read is not a missing golden.
    public static func readIfPresent(_ path: String, limit: Int = defaultMaxInputBytes) throws(ParityError) -> [UInt8]?
    {
        do throws(ParityError) {
            return try read(path, limit: limit)
        } catch {
            if case .fileNotFound = error { return nil }
            throw error
        }
    }

    /// Standard input, read to its end: a pipe or a terminal is fine here, the limit still applies.
    public static func readStandardInput(limit: Int = defaultMaxInputBytes) throws(ParityError) -> [UInt8] {
        try readToEnd(0, path: "<stdin>", sizeHint: 0, limit: limit)
    }

    /// nil for a regular file, else what it is, as messages say it.
    static func kind(of mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// Reads until the end, or throws once more than `limit` bytes came (a file can grow
    /// after `fstat`, and stdin has no size), so memory never exceeds the limit.
    ///
    /// The first `sizeHint + 1` bytes are read straight into the array's storage, in as few
    /// calls as the kernel allows: reading a 10 MB file through a 64 KiB chunk copied every
    /// byte twice and took 150 calls. The extra byte makes reaching the end cost one more call
    /// that returns 0 rather than a second buffer; a file that grew past its size goes on in chunks.
    private static func readToEnd(_ descriptor: Int32, path: String, sizeHint: Int, limit: Int) throws(ParityError)
        -> [UInt8]
    {
        let capacity = HugePageAdvice.wholePageCapacity(min(max(0, sizeHint), limit) + 1, stride: 1)
        var failure: Int32 = 0
        var reachedEnd = false
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = 0
            guard let base = buffer.baseAddress else { return }
            // A large file's pages as 2 MiB pages: a fresh process faults each 4 KiB page in otherwise.
            HugePageAdvice.advise(UnsafeMutableRawBufferPointer(buffer))
            while count < buffer.count {
                let read = systemRead(descriptor, base + count, buffer.count - count)
                if read < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                if read == 0 {
                    reachedEnd = true
                    return
                }
                count += read
            }
        }
        if failure != 0 { throw readError(path, failure) }
        if bytes.count > limit { throw .inputTooLarge(path: path, limit: limit) }
        if reachedEnd { return bytes }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw readError(path, errno)
            }
            if count == 0 { return bytes }
            if bytes.count + count > limit { throw .inputTooLarge(path: path, limit: limit) }
            bytes.append(contentsOf: chunk[..<count])
        }
    }

    /// Writes `bytes` to `path` as `SafeFileWriter` does: atomically for a regular file,
    /// through for a device or FIFO, to a symlink's target; a folder is an error.
    /// `sync`: flush the file to disk before the rename (goldens).
    public static func writeAtomically(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(ParityError) {
        try SafeFileWriter.write(bytes, to: path, sync: sync)
    }

    /// Writes every byte of `bytes` to `descriptor` (EINTR and short writes retried):
    /// 0, or the errno that stopped it. For stdout and stderr, whose failures `parity` handles itself.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { SafeFileWriter.writeAll($0, descriptor) }
    }

    /// The same, from memory lent for the call (a snapshot's piece as it streams: no array of it).
    public static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Int32 {
        SafeFileWriter.writeAll(bytes, descriptor)
    }

    public static func remove(_ path: String) throws(ParityError) {
        guard unlink(path) == 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    static func readError(_ path: String, _ code: Int32) -> ParityError {
        switch code {
        case ENOENT: .fileNotFound(path: path)
        case EISDIR: .isDirectory(path: path)
        default: .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
