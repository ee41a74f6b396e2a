// Why a text is not a RenderSnapshot (spec/render-snapshot.md §3): where (line and column,
// both from 1) and what was expected there. The reader's wording lives here.

export class SnapshotReadFailure extends Error {
  /**
   * @param {number} line
   * @param {number} column
   * @param {string} expected what the grammar allows here, in words
   * @param {string} found what is there instead, in words or quoted
   */
  constructor(line, column, expected, found) {
    super(`line ${line}, column ${column}: expected ${expected}, found ${found}`);
    this.name = 'SnapshotReadFailure';
    this.line = line;
    this.column = column;
    this.expected = expected;
    this.found = found;
  }
}

/**
 * What is at the start of `rest`, for a message: a short quoted excerpt, or the end of the line.
 * @param {string} rest
 * @returns {string}
 */
export function excerpt(rest) {
  if (rest.length === 0) return 'the end of the line';
  return JSON.stringify(rest.length > 24 ? rest.slice(0, 24) + '…' : rest);
}
