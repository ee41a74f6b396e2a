// Follows `extends` among files held in memory: a page has no file system, so whoever loads a
// vocabulary there (parity-web, the review page) hands it the files `extends` may name. The
// loader itself reads no files (VocabularyLoader.js); the Swift harness's resolver reads them
// from disk. A base is named by its path joined to the directory of the file that names it and
// normalised as Python's `os.path.normpath` does, so parity-web can key the files it sends.
import { VocabularyError } from './VocabularyError.js';

/**
 * A resolver over `files` (name → bytes): a name it does not hold is an `unreadable` error.
 * @param {ReadonlyMap<string, Uint8Array>} files
 * @returns {import('./VocabularyLoader.js').Resolve}
 */
export function resolverAmong(files) {
  return (reference, file) => {
    const name = relativeTo(file, reference);
    const bytes = files.get(name);
    if (bytes === undefined) throw new VocabularyError({ kind: 'unreadable', why: `cannot read ${name}, which "extends" names` }, file);
    return { file: name, bytes };
  };
}

/**
 * `reference` as a path from where `file` is: joined to its directory unless absolute, with
 * `.` and `dir/..` taken out.
 * @param {string} file
 * @param {string} reference
 * @returns {string}
 */
export function relativeTo(file, reference) {
  const slash = file.lastIndexOf('/');
  const joined = reference.startsWith('/') || slash < 0 ? reference : file.slice(0, slash + 1) + reference;
  const absolute = joined.startsWith('/');
  /** @type {string[]} */
  const parts = [];
  for (const part of joined.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && parts.length > 0 && parts[parts.length - 1] !== '..') parts.pop();
    else if (part !== '..' || !absolute) parts.push(part);
  }
  const path = (absolute ? '/' : '') + parts.join('/');
  return path === '' ? '.' : path;
}
