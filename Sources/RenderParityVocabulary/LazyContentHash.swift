import RenderParityText

/// A vocabulary's content hash (spec/vocabulary.md §5), worked out the first time something asks
/// for it: a report, the `vocabulary` commands, a file that extends the vocabulary. Most fresh
/// processes never do (`parity snapshot FILE`), and hashing the built-in file was about a
/// twentieth of such a process's instructions. The hash is the same whenever it is asked for:
/// it depends only on the bytes the closure holds.
///
/// `@unchecked Sendable`: `state` is read and written only under the one lock; the hash itself
/// is worked out outside it (two threads asking at once may both hash, and keep the same text),
/// so a hash that needs its base's hash takes the lock again without deadlock.
final class LazyContentHash: @unchecked Sendable {
    private enum State {
        case pending(@Sendable () -> String)
        case known(String)
    }

    private var state: State

    /// A hash worked out by `compute` when first asked for.
    init(_ compute: @escaping @Sendable () -> String) { state = .pending(compute) }

    /// A hash already known.
    init(known hash: String) { state = .known(hash) }

    /// The hash, 64 lowercase hex digits.
    var value: String {
        let current = Self.lock.withLock { state }
        switch current {
        case .known(let hash): return hash
        case .pending(let compute):
            let hash = compute()
            Self.lock.withLock { state = .known(hash) }
            return hash
        }
    }

    /// Whether the hash has been worked out (for tests: loading must not).
    var isKnown: Bool {
        Self.lock.withLock {
            if case .known = state { return true }
            return false
        }
    }

    /// One for every hash: they are asked for rarely.
    private static let lock = Lock()
}
