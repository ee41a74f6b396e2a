/// Where `TapeSnapshotWriter` keeps the children it found renderable while counting
/// them, so writing them does not find them again.
///
/// Why: a stack's line states how many children render, so each child is looked at
/// before the line is written and again when it is written. Looking at a child means
/// gathering its members (`ObjectMembers`) and checking its required fields. Doing it
/// once saves about 6% of the end-to-end instructions on the dashboard document
/// (callgrind). Children are filled in their slots (`TapeSnapshotWriter.renderableNode(_:into:)`),
/// not copied in.
///
/// Each nesting depth has its own `slotsPerDepth` slots, reused by every container at
/// that depth; a container's children write their own containers one level deeper, so
/// nothing it keeps is overwritten while it is needed. A container with more children,
/// or deeper than the cache, is counted and then looked at again, as before. The
/// memory is one allocation per snapshot, sized by how deep the document can nest.
struct ChildNodeCache {
    typealias Node = TapeSnapshotWriter.Node

    /// Dashboards' stacks hold a handful of children; longer ones fall back.
    static let slotsPerDepth = 32

    private let slots: UnsafeMutablePointer<Node>
    /// How many depths have slots.
    private let depths: Int

    /// Calls `body` with a cache for nodes up to `maximumDepth` deep, valid only during the call.
    static func with<Result>(maximumDepth: Int, _ body: (ChildNodeCache) -> Result) -> Result {
        let depths = max(1, maximumDepth + 1)
        let slots = UnsafeMutablePointer<Node>.allocate(capacity: depths * slotsPerDepth)
        slots.initialize(repeating: Node(), count: depths * slotsPerDepth)
        defer { slots.deallocate() }  // `Node` is a plain value: nothing to deinitialize
        return body(ChildNodeCache(slots: slots, depths: depths))
    }

    /// The slots for the children of a container at `depth` that has `count` children;
    /// nil when they do not fit.
    func slots(depth: Int, count: Int) -> UnsafeMutablePointer<Node>? {
        guard depth >= 0, depth < depths, count <= Self.slotsPerDepth else { return nil }
        return slots + depth * Self.slotsPerDepth
    }
}
