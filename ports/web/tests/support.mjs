// Shared by the unit tests: the project's folders, every fixture with its golden, and the
// vocabulary conformance cases' corpora.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { VocabularyError } from '../src/VocabularyError.js';
import { relativeTo } from '../src/VocabularyFiles.js';

export const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(WEB, '../..');
export const VOCABULARY_CASES = join(ROOT, 'spec/vocabulary-cases');

/**
 * The corpora of spec/vocabulary-cases: every folder with a project file, sorted, so a new one
 * is tested without being listed here.
 * @returns {string[]}
 */
export function vocabularyCaseCorpora() {
  return readdirSync(VOCABULARY_CASES).filter((name) => existsSync(join(VOCABULARY_CASES, name, 'renderparity.json'))).sort();
}

/**
 * Follows `extends` to a file beside the one that names it, named by its path relative to
 * `base` (spec/vocabulary-cases/README.md: how ports run the cases).
 * @param {string} base
 * @returns {import('../src/VocabularyLoader.js').Resolve}
 */
export function resolverIn(base) {
  return (reference, file) => {
    const name = relativeTo(file, reference);
    if (!existsSync(join(base, name))) throw new VocabularyError({ kind: 'unreadable', why: `cannot read ${name}` }, file);
    return { file: name, bytes: new Uint8Array(readFileSync(join(base, name))) };
  };
}

/**
 * Every `*.json` below `folder`, sorted, as [absolute path, path relative to folder].
 * @param {string} folder
 * @returns {[string, string][]}
 */
export function jsonFiles(folder) {
  return filesEnding(folder, '.json');
}

/**
 * Every file below `folder` whose name ends with `suffix`, sorted, as [absolute path, path relative to folder].
 * @param {string} folder
 * @param {string} suffix
 * @returns {[string, string][]}
 */
export function filesEnding(folder, suffix) {
  /** @type {[string, string][]} */
  const found = [];
  const pending = [folder];
  while (pending.length > 0) {
    const next = /** @type {string} */ (pending.pop());
    for (const name of readdirSync(next)) {
      const path = join(next, name);
      if (statSync(path).isDirectory()) pending.push(path);
      else if (name.endsWith(suffix)) found.push([path, relative(folder, path)]);
    }
  }
  return found.sort((a, b) => (a[1] < b[1] ? -1 : 1));
}
