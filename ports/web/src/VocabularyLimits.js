// What a vocabulary may hold (spec/vocabulary.md §6), and the rules for the names it gives
// (§3). Past these a file is an error that names the limit, never a slow load or a hang: a
// vocabulary can come from anyone. Twin of Sources/RenderParityVocabulary/VocabularyLimits.swift.

export const VocabularyLimits = Object.freeze({
  fileBytes: 1 << 20,
  nodeTypes: 1000,
  fieldsPerRow: 64,
  memberNames: 4096,
  enumCases: 256,
  /** Names, node types and enum cases: what the Swift reader's name signatures hold. */
  nameBytes: 24,
  extendsDepth: 8,
});

const nameEncoder = new TextEncoder();

/** The rules for the names a vocabulary gives, checked where they are read (Swift's `Names`). */
export const Names = Object.freeze({
  /** Line names the grammar writes itself (render-snapshot.md §3.1, §3.4). */
  reservedLines: new Set(['Error', 'Unknown', 'Row']),
  /** Attributes the grammar writes itself (render-snapshot.md §3.2). */
  reservedAttributes: new Set(['fillsWidth', 'weighted']),

  /**
   * A member name, node type or enum case: 1–24 bytes of UTF-8.
   * @param {string} name
   * @param {string} what
   * @param {import('./VocabularyFileReader.js').VocabularyFileReader} reader
   * @param {import('./JSONPath.js').JSONPath} path
   */
  checkKey(name, what, reader, path) {
    const count = nameEncoder.encode(name).length;
    if (count < 1 || count > VocabularyLimits.nameBytes) {
      throw reader.error({ kind: 'invalidName', name, what, rule: `1 to ${VocabularyLimits.nameBytes} bytes` }, path);
    }
  },

  /**
   * `[A-Z][A-Za-z0-9]*`, and not one the grammar owns: a line name is written bare.
   * @param {string} name
   * @param {import('./VocabularyFileReader.js').VocabularyFileReader} reader
   * @param {import('./JSONPath.js').JSONPath} path
   */
  checkLine(name, reader, path) {
    if (!/^[A-Z][A-Za-z0-9]*$/.test(name) || Names.reservedLines.has(name)) {
      throw reader.error({ kind: 'invalidName', name, what: 'a line name', rule: '[A-Z][A-Za-z0-9]*, not Error, Unknown or Row' }, path);
    }
  },

  /**
   * `[A-Za-z_][A-Za-z0-9_]*`: an attribute, count label, enum or record name, written bare.
   * @param {string} name
   * @param {string} what
   * @param {import('./VocabularyFileReader.js').VocabularyFileReader} reader
   * @param {import('./JSONPath.js').JSONPath} path
   */
  checkIdentifier(name, what, reader, path) {
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) {
      throw reader.error({ kind: 'invalidName', name, what, rule: '[A-Za-z_][A-Za-z0-9_]*' }, path);
    }
  },
});
