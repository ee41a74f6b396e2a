import RenderParity
import RenderParitySystem

/// One walk over a corpus folder that fails closed: every entry that cannot
/// be listed is a problem with its path, never a silent skip, because `update --prune` takes
/// "not listed" to mean "obsolete". Problems: a folder that cannot be opened (permissions),
/// a symlink loop (`ELOOP`, or a folder symlink leading back to a folder already listed), a
/// path over `PATH_MAX`, a name that is not UTF-8 (shown by its escaped bytes), and, when
/// `confinedTo` is given, a symlink that resolves outside it (reported, not followed).
///
/// Hidden entries (`.git/`, `.cache`) are not part of a corpus, except temporary files left
/// by atomic writes (`TemporaryFiles`), which are collected apart. One folder is open at a
/// time, so a walk holds one descriptor whatever the corpus's size.
public struct DirectoryListing: Sendable {
    /// Relative paths of the non-folder entries ending in the suffix, sorted bytewise.
    public var files: [String] = []
    /// Relative paths of `.NAME.tmp-PID-RAND` files, sorted bytewise.
    public var temporaries: [String] = []
    /// Sorted by message.
    public var problems: [ParityError] = []

    /// Lists `folder` (which must be a folder) recursively.
    public static func walk(_ folder: String, suffix: String, confinedTo roots: [String]? = nil) -> DirectoryListing {
        var listing = DirectoryListing()
        var visited: Set<String> = []
        if let real = realPath(folder) { visited.insert(real) }
        var pending: [(path: String, relative: String)] = [(folder, "")]
        while let (path, relative) = pending.popLast() {
            let entries: [[UInt8]]
            do throws(ParityError) {
                entries = try names(in: path)
            } catch {
                listing.problems.append(error)
                continue
            }
            for bytes in entries {
                guard let name = String(validating: bytes, as: UTF8.self) else {
                    listing.problems.append(.nameNotUTF8(path: path + "/" + escapedBytes(bytes)))
                    continue
                }
                let childPath = path + "/" + name
                let childRelative = relative.isEmpty ? name : relative + "/" + name
                if name.hasPrefix(".") {
                    if TemporaryFiles.isTemporaryName(name) { listing.temporaries.append(childRelative) }
                    continue
                }
                var info = stat()
                guard lstat(childPath, &info) == 0 else {
                    listing.problems.append(.unlistable(path: childPath, reason: String(cString: strerror(errno))))
                    continue
                }
                var isFolder = info.st_mode & S_IFMT == S_IFDIR
                if info.st_mode & S_IFMT == S_IFLNK {
                    // Follow a symlink only to where it may go, and only when it resolves at all.
                    guard stat(childPath, &info) == 0, let real = realPath(childPath) else {
                        listing.problems.append(.unlistable(path: childPath, reason: String(cString: strerror(errno))))
                        continue
                    }
                    if let roots, !roots.contains(where: { real == $0 || real.hasPrefix($0 + "/") }) {
                        listing.problems.append(.outsideRoot(path: childPath, target: real))
                        continue
                    }
                    isFolder = info.st_mode & S_IFMT == S_IFDIR
                    if isFolder, !visited.insert(real).inserted {
                        listing.problems.append(
                            .unlistable(path: childPath, reason: "a symlink loop (leads back to \(real))"))
                        continue
                    }
                } else if isFolder, let real = realPath(childPath) {
                    visited.insert(real)
                }
                if isFolder {
                    pending.append((childPath, childRelative))
                } else if name.hasSuffix(suffix) {
                    listing.files.append(childRelative)
                }
            }
        }
        listing.files.sort(by: BytewiseOrder.precedes)
        listing.temporaries.sort(by: BytewiseOrder.precedes)
        listing.problems.sort { BytewiseOrder.precedes($0.message, $1.message) }
        return listing
    }

    /// The names in one folder (without `.` and `..`) as raw bytes; the folder is closed on return.
    private static func names(in path: String) throws(ParityError) -> [[UInt8]] {
        guard let directory = opendir(path) else {
            throw .unlistable(path: path, reason: String(cString: strerror(errno)))
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw .unlistable(path: path, reason: String(cString: strerror(errno))) }
                return names
            }
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            if name == [0x2E] || name == [0x2E, 0x2E] { continue }
            names.append(name)
        }
    }

    /// `caf\xE9.json`: ASCII as is (control bytes escaped), every other byte that is not part
    /// of valid UTF-8 as `\xNN`.
    static func escapedBytes(_ bytes: [UInt8]) -> String {
        var out = ""
        var index = 0
        while index < bytes.count {
            // The longest valid UTF-8 sequence starting here (1–4 bytes), else one escaped byte.
            if let length = (1...4).first(where: {
                index + $0 <= bytes.count && String(validating: bytes[index..<index + $0], as: UTF8.self) != nil
            }) {
                out += ControlCharacterEscaping.escaped(String(decoding: bytes[index..<index + length], as: UTF8.self))
                index += length
            } else {
                out += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return out
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
