import Foundation

/// Reads and writes whole files as bytes, turning every failure into a `ParityError`.
///
/// Writes are atomic (spec: goldens are never half-written): the bytes go to a
/// temporary file in the same folder, which is then renamed over the target.
public enum FileBytes {
    public static func read(_ path: String) throws(ParityError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw readError(path, errno) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw readError(path, errno) }
        if info.st_mode & S_IFMT == S_IFDIR { throw .isDirectory(path: path) }
        return try readToEnd(descriptor, path: path, sizeHint: Int(info.st_size))
    }

    /// The file at `path`, or nil when there is none. Any other failure (a folder, no
    /// permission) is thrown: a golden that cannot be read is not a missing golden.
    public static func readIfPresent(_ path: String) throws(ParityError) -> [UInt8]? {
        do throws(ParityError) {
            return try read(path)
        } catch {
            if case .fileNotFound = error { return nil }
            throw error
        }
    }

    /// Standard input, read to its end.
    public static func readStandardInput() throws(ParityError) -> [UInt8] {
        try readToEnd(0, path: "<stdin>", sizeHint: 0)
    }

    /// Reads straight into the array's storage, sized from `sizeHint` (one copy of the
    /// bytes, no chunk buffer to allocate and clear per file: `verify` reads thousands of
    /// small files, issue 11 §3). Grows only when the file is longer than the hint.
    private static func readToEnd(_ descriptor: Int32, path: String, sizeHint: Int) throws(ParityError) -> [UInt8] {
        var bytes: [UInt8] = []
        var capacity = max(sizeHint + 1, 4096)
        var failure: Int32 = 0
        while true {
            let previous = bytes
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
                count = 0
                guard let base = buffer.baseAddress else { return }
                count = previous.withUnsafeBufferPointer { old in
                    guard let source = old.baseAddress else { return 0 }
                    base.update(from: source, count: old.count)
                    return old.count
                }
                while count < buffer.count {
                    let read = Glibc.read(descriptor, base + count, buffer.count - count)
                    if read > 0 { count += read } else if read == 0 || errno != EINTR { failure = read < 0 ? errno : 0; return }
                }
            }
            if failure != 0 { throw readError(path, failure) }
            // A short read means the end of the file: the one extra byte of capacity was not needed.
            if bytes.count < capacity { return bytes }
            capacity *= 2
        }
    }

    /// Writes `bytes` to `path` atomically, creating parent folders as needed. `sync`: flush the
    /// file to disk before the rename (goldens); `snapshot --out` skips it unless `--fsync`.
    public static func writeAtomically(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(ParityError) {
        let folder = (path as NSString).deletingLastPathComponent
        do {
            try FileManager.default.createDirectory(atPath: folder.isEmpty ? "." : folder, withIntermediateDirectories: true)
        } catch {
            throw .writeFailed(path: path, reason: "cannot create folder \(folder)")
        }
        let temporary = (folder.isEmpty ? "" : folder + "/") + ".\((path as NSString).lastPathComponent).tmp-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        var written = 0
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while written < buffer.count {
                let count = Glibc.write(descriptor, base + written, buffer.count - written)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                written += count
            }
        }
        if failure == 0, sync, fsync(descriptor) != 0 { failure = errno }
        close(descriptor)
        guard failure == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(failure != 0 ? failure : errno))
            unlink(temporary)
            throw .writeFailed(path: path, reason: reason)
        }
    }

    public static func remove(_ path: String) throws(ParityError) {
        guard unlink(path) == 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
    }

    public static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    public static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

    private static func readError(_ path: String, _ code: Int32) -> ParityError {
        switch code {
        case ENOENT: .fileNotFound(path: path)
        case EISDIR: .isDirectory(path: path)
        default: .unreadable(path: path, reason: String(cString: strerror(code)))
        }
    }
}
