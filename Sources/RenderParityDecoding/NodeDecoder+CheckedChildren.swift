import RenderParityJSON
import RenderParityVocabulary

/// Counting a container's children (`renderable`) checks each one, which finds its members,
/// its row and its props; writing them (`writeChildren`) used to find all of that again from
/// the tape. Here the shapes that checking found are kept for writing, so each child's members
/// are gathered once.
extension NodeDecoder {
    /// The shapes of the children last counted at each depth, by position: one block per depth,
    /// made when the walk first reaches that depth and reused for every container there. Only
    /// the first `perContainer` children of a container are kept, so memory stays a few
    /// kilobytes per depth however wide a container is; the rest are gathered again when
    /// written (`reshape`), as every child was before. Each block has one more shape, `spare`,
    /// for a node written at that depth that is not kept (a root, a card's child, a child past
    /// the kept ones), so no shape is made or copied per node.
    ///
    /// The blocks are reached through pointers held in this struct, not through a class's
    /// properties, whose every access is checked for exclusivity at run time; `Storage` only
    /// owns them, so they are freed with the decoder.
    @usableFromInline struct CheckedChildren {
        @usableFromInline static var perContainer: Int { 16 }
        @usableFromInline static var spare: Int { perContainer }

        /// One depth's shapes, and its flags: at 0 the array whose children they are (-1:
        /// none), then for each kept child 1 when it passed `check`, else 0.
        @usableFromInline struct Block {
            @usableFromInline let shapes: UnsafeMutablePointer<Shape>
            @usableFromInline let flags: UnsafeMutablePointer<Int>

            @inlinable init(shapes: UnsafeMutablePointer<Shape>, flags: UnsafeMutablePointer<Int>) {
                self.shapes = shapes
                self.flags = flags
            }
        }

        @usableFromInline final class Storage {
            @usableFromInline var table = UnsafeMutablePointer<Block>?.none
            /// Blocks made, and room in the table.
            @usableFromInline var count = 0
            @usableFromInline var capacity = 0

            @inlinable init() {}

            /// Makes the blocks up to `depth`'s; the table of blocks, then how many it has.
            @inlinable func grow(to depth: Int) -> (UnsafeMutablePointer<Block>, Int) {
                let table: UnsafeMutablePointer<Block>
                if let current = self.table, depth < capacity {
                    table = current
                } else {
                    capacity = max(depth + 1, 2 * capacity, 8)
                    table = UnsafeMutablePointer<Block>.allocate(capacity: capacity)
                    if let current = self.table {
                        table.moveInitialize(from: current, count: count)
                        current.deallocate()
                    }
                    self.table = table
                }
                while count <= depth {
                    let shapes = UnsafeMutablePointer<Shape>.allocate(capacity: perContainer + 1)
                    shapes.initialize(repeating: Shape(), count: perContainer + 1)
                    let flags = UnsafeMutablePointer<Int>.allocate(capacity: perContainer + 1)
                    flags.initialize(repeating: 0, count: perContainer + 1)
                    flags[0] = -1
                    (table + count).initialize(to: Block(shapes: shapes, flags: flags))
                    count += 1
                }
                return (table, count)
            }

            deinit {
                guard let table else { return }
                for index in 0..<count {
                    table[index].shapes.deinitialize(count: perContainer + 1)
                    table[index].shapes.deallocate()
                    table[index].flags.deallocate()
                }
                table.deallocate()
            }
        }

        @usableFromInline let storage = Storage()
        /// `storage`'s table and count, read here rather than through the class.
        @usableFromInline var blocks = UnsafeMutablePointer<Block>?.none
        @usableFromInline var count = 0

        @inlinable init() {}

        /// The block for `depth`, made on first use.
        @inline(__always)
        @inlinable mutating func block(_ depth: Int) -> Block {
            if depth >= 0, depth < count, let blocks { return blocks[depth] }
            let (grown, count) = storage.grow(to: max(depth, 0))
            blocks = grown
            self.count = count
            return grown[max(depth, 0)]
        }
    }

    /// How many elements of `array` decode, i.e. render (§2.3: the others are dropped), found
    /// before the line that states it is written, so no written line ever changes and the
    /// snapshot can stream (`SnapshotSink`). The first shapes are kept for `writeChildren`
    /// (`CheckedChildren`); `check` records each one that decodes (`checked`), so a child
    /// past them is not checked again either. `depth` is the children's.
    @inlinable mutating func renderable(_ array: Int, depth: Int) -> Int {
        let block = kept.block(depth)
        block.flags[0] = array
        var count = 0
        for (position, element) in tape.inlinedElements(of: array).enumerated() {
            let slot = position < CheckedChildren.perContainer ? position : CheckedChildren.spare
            let passed = check(element.value, into: &block.shapes[slot]) == nil
            if passed { count += 1 }
            if slot != CheckedChildren.spare { block.flags[1 + slot] = passed ? 1 : 0 }
        }
        return count
    }

    /// Each element that decodes, in order; one that fails is dropped and reported (§2.3).
    @inlinable mutating func writeChildren(
        _ array: Int, of field: UnsafePointer<FieldSpec>, weighting: Bool, depth: Int, into consumer: inout Consumer
    ) {
        let saved = path.count
        enter(field)
        defer { leave(to: saved) }
        let block = kept.block(depth)
        // Another array of this depth (a row's second `nodes` field) may have been counted since.
        let isKept = block.flags[0] == array
        let spare = block.shapes + CheckedChildren.spare
        for (position, element) in tape.inlinedElements(of: array).enumerated() {
            enter(.index(position))
            defer { leave() }
            let child: UnsafeMutablePointer<Shape>
            if isKept && position < CheckedChildren.perContainer {
                child = block.shapes + position
                if block.flags[1 + position] == 0 {
                    if Consumer.wantsDiagnostics, let failure = check(element.value, into: &spare.pointee) {
                        report(.dropped(nodeType: nodeTypeName(element.value), failure: failure), to: &consumer)
                    }
                    continue
                }
            } else {
                child = spare
                guard reshape(element.value, into: &spare.pointee) else {
                    if Consumer.wantsDiagnostics, let failure = check(element.value, into: &spare.pointee) {
                        report(.dropped(nodeType: nodeTypeName(element.value), failure: failure), to: &consumer)
                    }
                    continue
                }
            }
            let weighted = weighting && (child.pointee.spec?.pointee.weightedInHStack ?? false)
            write(child, at: element.value, depth: depth, weighted: weighted, into: &consumer)
        }
    }
}
