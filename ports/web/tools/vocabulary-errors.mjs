// Prints, for each vocabulary file given, `NAME<TAB>message`: the web loader's error, or
// `loaded`. `extends` is followed to files beside the one that names it, as
// spec/vocabulary-cases/README.md says. vocabulary-wording.sh compares these lines with the
// Swift reference's. One process for many files.
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { VocabularyError } from '../src/VocabularyError.js';
import { relativeTo } from '../src/VocabularyFiles.js';

/** @type {import('../src/VocabularyLoader.js').Resolve} */
function resolve(reference, file) {
  const name = relativeTo(file, reference);
  if (!existsSync(name)) throw new VocabularyError({ kind: 'unreadable', why: `cannot read ${name}` }, file);
  return { file: name, bytes: new Uint8Array(readFileSync(name)) };
}

for (const file of process.argv.slice(2)) {
  const loaded = loadVocabulary(new Uint8Array(readFileSync(file)), file, resolve);
  process.stdout.write(`${basename(file, '.json')}\t${loaded.ok ? 'loaded' : loaded.error.message}\n`);
}
