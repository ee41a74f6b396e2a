extension NodeType {
    /// This type's row of the node table.
    @inlinable package var spec: NodeSpec { NodeTable.nodes[position] }

    @inlinable package var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// `names` as `NameSignature`s, for matching a `type` member's bytes.
    @usableFromInline package nonisolated(unsafe) static let signatures = ImmortalBuffer.make(names.map(NameSignature.init))
}
