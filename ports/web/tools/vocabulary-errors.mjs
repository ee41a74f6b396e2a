// Prints, for each vocabulary file given, `NAME<TAB>message`: the web loader's error, or
// `loaded`. `extends` is followed to files beside the one that names it, as
// spec/vocabulary-cases/README.md says. vocabulary-wording.sh compares these lines with the
// Swift reference's. One process for many files.
import { basename } from 'node:path';
import { loadVocabularyFile } from './vocabulary-file.mjs';

for (const file of process.argv.slice(2)) {
  const loaded = loadVocabularyFile(file);
  process.stdout.write(`${basename(file, '.json')}\t${loaded.ok ? 'loaded' : loaded.error.message}\n`);
}
