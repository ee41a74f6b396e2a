import RenderParityText

/// What `NodeDecoder.check` found for each node it passed, by tape index: the node's row of
/// the table, or that its `type` is one the DSL does not define. A byte per tape entry,
/// allocated once per document.
///
/// Why: a node is checked before it is written and looked at again when it is written (a
/// container's children are all checked before its line, which states how many render, so a
/// streamed line is final; a card's child is checked with the card). Matching the `type`
/// string a second time read its bytes from the input again, long out of the cache by then:
/// 9% of the time on the 10 MB dashboard went to that one comparison.
@usableFromInline struct CheckedNodes {
    /// 0: not passed (not checked, or failed); 255: passed with an unknown type; 254: passed,
    /// of a row past 252 (a vocabulary may have up to 1,000 node types, spec/vocabulary.md §6;
    /// its type is matched again when written); else the row + 1. A byte, not a wider integer:
    /// this array is as long as the tape, and its size counts against the peak-memory target.
    ///
    /// Held through a pointer, not an array: an array's every write first checked that it
    /// was not shared (a call per node checked). `Storage` owns the bytes and frees them.
    @usableFromInline let entries: UnsafeMutableBufferPointer<UInt8>
    @usableFromInline let storage: Storage
    @usableFromInline static let unknownType: UInt8 = 255
    @usableFromInline static let laterRow: UInt8 = 254

    @usableFromInline final class Storage {
        @usableFromInline let entries: UnsafeMutableBufferPointer<UInt8>

        /// A large one is 2 MiB pages (`HugePageAdvice`): it is written all over, a few bytes
        /// a node, and in 4 KiB pages it took a quarter of a `parity snapshot`'s page faults.
        @usableFromInline init(capacity: Int) {
            entries = .allocate(capacity: HugePageAdvice.wholePageCapacity(max(0, capacity), stride: 1))
            HugePageAdvice.advise(UnsafeMutableRawBufferPointer(entries))
            entries.initialize(repeating: 0)
        }

        deinit { entries.deallocate() }
    }

    @inlinable package init(capacity: Int) {
        storage = Storage(capacity: capacity)
        entries = storage.entries
    }

    /// What a passed node is. Indices outside the capacity are ignored (and so never passed).
    @usableFromInline enum Found {
        case notPassed
        case unknownType
        case row(Int)
        /// Passed, of a row the byte cannot hold: match the type again.
        case laterRow
    }

    /// Records that the node at `index` passed, of the row at `row` (nil: an unknown type).
    @inlinable package mutating func passed(_ index: Int, row: Int?) {
        guard entries.indices.contains(index) else { return }
        guard let row else {
            entries[index] = Self.unknownType
            return
        }
        entries[index] = row + 1 < Int(Self.laterRow) ? UInt8(truncatingIfNeeded: row + 1) : Self.laterRow
    }

    @inlinable package func found(_ index: Int) -> Found {
        guard entries.indices.contains(index) else { return .notPassed }
        switch entries[index] {
        case 0: return .notPassed
        case Self.unknownType: return .unknownType
        case Self.laterRow: return .laterRow
        case let entry: return .row(Int(entry) - 1)
        }
    }
}
