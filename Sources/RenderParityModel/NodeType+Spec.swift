import RenderParityVocabulary

extension NodeType {
    /// This type's row of the built-in vocabulary: `NodeType`'s cases are its node types, in order.
    package var spec: NodeSpec {
        let position = Self.allCases.firstIndex(of: self) ?? 0
        return Vocabulary.builtin.rows[position]
    }
}
