/// The bytes a `JSONDocument` is read from, which it keeps for as long as it lives (its tape
/// points into them): an array, or memory that another object owns and frees (a mapped file).
///
/// Why not always an array: `parity snapshot FILE` maps a large file rather than copying it
/// into one. The copy and the fresh pages it goes into were about 2 ms of a 30 ms snapshot of
/// 10 MB (docs/performance.md); mapped, the file's pages are the page cache's own.
@usableFromInline package struct DocumentBytes: Sendable {
    /// Unchecked: borrowed memory is immutable for as long as its owner lives (see the case).
    @usableFromInline enum Storage: @unchecked Sendable {
        case array([UInt8])
        /// Memory that stays valid and unchanged for as long as `owner` lives.
        case borrowed(UnsafeBufferPointer<UInt8>, owner: any AnyObject & Sendable)
    }

    @usableFromInline let storage: Storage

    package init(_ array: [UInt8]) { storage = .array(array) }

    /// `buffer`, which must stay valid and unchanged for as long as `owner` lives; the bytes
    /// keep `owner`, and so the memory, alive.
    package init(borrowing buffer: UnsafeBufferPointer<UInt8>, owner: any AnyObject & Sendable) {
        storage = .borrowed(buffer, owner: owner)
    }

    @inlinable package var count: Int {
        switch storage {
        case .array(let array): array.count
        case .borrowed(let buffer, _): buffer.count
        }
    }

    /// Calls `body` with the bytes, which are valid only during the call.
    @inlinable package func withUnsafeBufferPointer<Result>(
        _ body: (UnsafeBufferPointer<UInt8>) throws -> Result
    ) rethrows -> Result {
        switch storage {
        case .array(let array): return try array.withUnsafeBufferPointer(body)
        case .borrowed(let buffer, let owner):
            return try withExtendedLifetime(owner) { try body(buffer) }
        }
    }

    /// The bytes as an array: the array itself, or a copy of borrowed memory.
    package var array: [UInt8] {
        switch storage {
        case .array(let array): array
        case .borrowed(let buffer, _): Array(buffer)
        }
    }
}
