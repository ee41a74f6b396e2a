// Loads vocabulary files from disk for the tools (node, not the browser): `extends` is followed
// to files beside the one that names it, named by their path from the working folder, as
// spec/vocabulary-cases/README.md says ports run them.
import { existsSync, readFileSync } from 'node:fs';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { VocabularyError } from '../src/VocabularyError.js';
import { relativeTo } from '../src/VocabularyFiles.js';

/** @type {import('../src/VocabularyLoader.js').Resolve} */
export function resolveOnDisk(reference, file) {
  const name = relativeTo(file, reference);
  if (!existsSync(name)) throw new VocabularyError({ kind: 'unreadable', why: `cannot read ${name}` }, file);
  return { file: name, bytes: new Uint8Array(readFileSync(name)) };
}

/**
 * The vocabulary in `file`, or its loader's error.
 * @param {string} file
 */
export function loadVocabularyFile(file) {
  return loadVocabulary(new Uint8Array(readFileSync(file)), file, resolveOnDisk);
}
