extension NodeTable {
    /// `nodes` where the decoder reads them: a row is reached through a pointer, never copied.
    @usableFromInline package nonisolated(unsafe) static let rows = ImmortalBuffer.make(nodes)

    /// The row of the node type at `position` in `NodeType.names`.
    @inlinable package static func row(_ position: Int) -> UnsafePointer<NodeSpec>? {
        guard let base = rows.baseAddress, rows.indices.contains(position) else { return nil }
        return base + position
    }
}
