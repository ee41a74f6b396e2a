// An enumeration's cases as the decoder matches them. Twin of
// Sources/RenderParityVocabulary/EnumSpec.swift.

export class EnumSpec {
  /** @param {string[]} cases distinct (the loader checks) */
  constructor(cases) {
    /** @type {readonly string[]} the names as the snapshot writes them (§3.3 E) and diagnostics list them */
    this.names = Object.freeze([...cases]);
    /** @type {Map<string, number>} each case's position, for matching a value */
    this.index = new Map(cases.map((name, position) => [name, position]));
  }

  /** "leading, center, trailing": what diagnostics list. */
  get list() {
    return this.names.join(', ');
  }
}
