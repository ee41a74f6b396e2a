package renderparity

/**
 * This type's row of the built-in vocabulary: `NodeType`'s constants are its node types, in order.
 * Twin of `NodeType+Spec.swift`.
 */
val NodeType.spec: NodeSpec get() = Vocabulary.builtin.rows[ordinal]
