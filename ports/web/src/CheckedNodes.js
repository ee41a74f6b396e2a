// What `NodeDecoder.check` found for each node it passed: the node's row, or that its type is
// one the vocabulary does not define. Twin of Sources/RenderParityDecoding/CheckedNodes.swift,
// keyed by the node's object rather than its tape index.
//
// Why: a node is checked before it is written (a container's children are all checked before
// its line, which states how many render; a card's child is checked with the card) and written
// later without being checked or matched again, so a chain of cards costs linear time.

/** A passed node whose type the vocabulary does not define. */
export const UNKNOWN_TYPE = -1;

export class CheckedNodes {
  constructor() {
    /** @type {WeakMap<object, number>} the row of each passed node, or UNKNOWN_TYPE */
    this.entries = new WeakMap();
  }

  /**
   * Records that `node` passed, of the row at `row` (null: an unknown type).
   * @param {object} node
   * @param {number | null} row
   */
  passed(node, row) {
    this.entries.set(node, row ?? UNKNOWN_TYPE);
  }

  /**
   * The row of a passed node, UNKNOWN_TYPE, or undefined when it did not pass (or is no object).
   * @param {import('./JSONDocument.js').JSONValue} node
   * @returns {number | undefined}
   */
  found(node) {
    return node !== null && typeof node === 'object' ? this.entries.get(node) : undefined;
  }
}
