extension NodeType {
    /// This type's row of the node table.
    @inlinable package var spec: NodeSpec { NodeTable.nodes[position] }

    @inlinable package var position: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// `names` by signature, for matching a `type` member's bytes.
    @usableFromInline package static let index = NameIndex(names.map(NameSignature.init))
}
