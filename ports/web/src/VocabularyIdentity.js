// Which vocabulary a run held renderers to (spec/vocabulary.md §5): every report names it, so a
// green check always says what was held equal. Twin of
// Sources/RenderParityVocabulary/VocabularyIdentity.swift.

export class VocabularyIdentity {
  /**
   * @param {string} name
   * @param {string} version
   * @param {string} hash the SHA-256 content hash, 64 lowercase hex digits
   */
  constructor(name, version, hash) {
    this.name = name;
    this.version = version;
    this.hash = hash;
  }

  /** The first 12 hex digits, as runs print it. */
  get shortHash() {
    return this.hash.slice(0, 12);
  }

  /** `renderparity-dsl 1 (3f2a9c1b7d20)`. */
  toString() {
    return `${this.name} ${this.version} (${this.shortHash})`;
  }
}
