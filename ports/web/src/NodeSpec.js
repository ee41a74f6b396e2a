// One node type's row, compiled from its definition (spec/vocabulary.md §3.1): its line name,
// layout flags (render-snapshot.md §3.2) and fields in checking and printing order. The decoder
// reads its rules from here (§2.1–§2.3) and the line writer its line (§3.1), so neither
// restates the vocabulary. Twin of Sources/RenderParityVocabulary/NodeSpec.swift.

export class NodeSpec {
  /**
   * @param {{type: string, line: string, fillsWidth?: boolean, weightedInHStack?: boolean, weightsChildren?: boolean,
   *   fields: import('./FieldSpec.js').FieldSpec[]}} parts
   */
  constructor(parts) {
    /** The `typeKey` value that selects it, as diagnostics name it. */
    this.type = parts.type;
    this.line = parts.line;
    /** `fillsWidth=true` on every line (§3.2). */
    this.fillsWidth = parts.fillsWidth ?? false;
    /** `weighted=true` as a direct child of a node that `weightsChildren` (§3.2). */
    this.weightedInHStack = parts.weightedInHStack ?? false;
    this.weightsChildren = parts.weightsChildren ?? false;
    /** Its own fields, then the common ones. */
    this.fields = parts.fields;
    const counted = this.fields.findIndex((field) => field.count !== null);
    /** The field whose elements are written below the line with a count, if any. */
    this.counted = counted >= 0 ? counted : null;
    const held = this.fields.findIndex((field) => ['node', 'nodes', 'records', 'stringRows'].includes(field.kind));
    /** The field whose node, nodes, records or rows are written below the line, if any (at most one). */
    this.held = held >= 0 ? held : null;
  }

  /**
   * Whether `name` is one of its fields (what an unknown member is not, §2.3).
   * @param {string} name
   * @returns {boolean}
   */
  allows(name) {
    return this.fields.some((field) => field.name === name);
  }
}
