// An object inside a node that is not a node (a chart's data point): all its required fields
// must decode (render-snapshot.md §2.2). Also the shape of an envelope (§1.3). Twin of
// Sources/RenderParityVocabulary/RecordSpec.swift.

export class RecordSpec {
  /**
   * @param {string} line
   * @param {string} owner how diagnostics name it ("unknown member of a data point")
   * @param {import('./FieldSpec.js').FieldSpec[]} fields
   */
  constructor(line, owner, fields) {
    this.line = line;
    this.owner = owner;
    this.fields = fields;
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
