import RenderParitySystem

/// Writes a whole file without ever replacing something that is not a regular file
/// (as root, a rename over `/dev/full` replaced the device node):
///
/// - a regular file (or none yet) is written to a temporary file next to it, then renamed
///   over it, so it is never half-written (spec §4, goldens);
/// - a symlink's target is written, never the link (a dangling link creates its target);
/// - a device, FIFO or socket is written through, so `--output /dev/stdout` works;
/// - `/dev/stdout`, `/dev/stderr` and `/dev/fd/N` write to our own descriptor N, which
///   also works when it is a file the shell opened (renaming over it would lose our output);
/// - a folder is an error.
public enum SafeFileWriter {
    public static func write(_ bytes: [UInt8], to path: String, sync: Bool = true) throws(ParityError) {
        if let descriptor = ownDescriptor(path) {
            return try writeAll(bytes, to: descriptor, path: path)
        }
        var info = stat()
        if stat(path, &info) == 0 {
            switch FileBytes.kind(of: info.st_mode) {
            case nil: return try replace(resolvedPath(path), with: bytes, sync: sync)
            case "a directory": throw .isDirectory(path: path)
            default: return try writeThrough(bytes, to: path)
            }
        }
        let failure = errno
        guard failure == ENOENT else { throw .writeFailed(path: path, reason: String(cString: strerror(failure))) }
        // Nothing there, or a symlink to nothing: create the file the link names.
        try replace(try danglingTarget(path), with: bytes, sync: sync)
    }

    /// The descriptor a `/dev/stdout`-like path stands for.
    static func ownDescriptor(_ path: String) -> Int32? {
        switch path {
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default:
            for prefix in ["/dev/fd/", "/proc/self/fd/"] where path.hasPrefix(prefix) {
                return Int32(path.dropFirst(prefix.count))
            }
            return nil
        }
    }

    /// Temporary file + rename in the target's folder (parent folders created as needed).
    private static func replace(_ path: String, with bytes: [UInt8], sync: Bool) throws(ParityError) {
        let folder = PathText.parent(path)
        guard createFolders(folder.isEmpty ? "." : folder) else {
            throw .writeFailed(path: path, reason: "cannot create folder \(folder)")
        }
        let temporary = TemporaryFiles.path(nextTo: path)
        TemporaryFiles.register(temporary)
        defer { TemporaryFiles.unregister(temporary) }
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        var failure = writeAll(bytes, descriptor)
        if failure == 0, sync, fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0, failure == 0 { failure = errno }
        if failure == 0, rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            throw .writeFailed(path: path, reason: String(cString: strerror(failure)))
        }
    }

    private static func writeThrough(_ bytes: [UInt8], to path: String) throws(ParityError) {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
        defer { close(descriptor) }
        try writeAll(bytes, to: descriptor, path: path)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32, path: String) throws(ParityError) {
        let failure = writeAll(bytes, descriptor)
        if failure != 0 { throw .writeFailed(path: path, reason: String(cString: strerror(failure))) }
    }

    /// Creates `folder` and each missing folder above it, parents first, with the mode the umask
    /// allows (as `mkdir -p`); true when `folder` is a folder at the end (made by another process
    /// meanwhile counts).
    static func createFolders(_ folder: String) -> Bool {
        if FileBytes.isDirectory(folder) { return true }
        let parent = PathText.parent(folder)
        if !parent.isEmpty, parent != folder, !createFolders(parent) { return false }
        return mkdir(folder, 0o777) == 0 || (errno == EEXIST && FileBytes.isDirectory(folder))
    }

    /// Writes every byte, retrying on EINTR and short writes; 0, or the errno that stopped it.
    static func writeAll(_ bytes: [UInt8], _ descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { writeAll($0, descriptor) }
    }

    static func writeAll(_ buffer: UnsafeRawBufferPointer, _ descriptor: Int32) -> Int32 {
        guard let base = buffer.baseAddress else { return 0 }
        var written = 0
        while written < buffer.count {
            let count = systemWrite(descriptor, base + written, buffer.count - written)
            if count < 0 {
                if errno == EINTR { continue }
                return errno
            }
            written += count
        }
        return 0
    }

    /// The real path of an existing regular file (through any symlinks).
    private static func resolvedPath(_ path: String) throws(ParityError) -> String {
        guard let resolved = realpath(path, nil) else {
            throw .writeFailed(path: path, reason: String(cString: strerror(errno)))
        }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` itself when nothing is there, else the end of its chain of symlinks (which does not exist).
    private static func danglingTarget(_ path: String) throws(ParityError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw .writeFailed(path: path, reason: String(cString: strerror(errno))) }
            let target = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            let folder = PathText.parent(current)
            current = target.hasPrefix("/") || folder.isEmpty ? target : folder + "/" + target
        }
        throw .writeFailed(path: path, reason: String(cString: strerror(ELOOP)))
    }
}
