// Prints every diagnostic of each file given, as `parity snapshot --diagnostics FILE`
// prints them on stderr (`FILE: $.path: message`), for test.sh and
// scripts/vocabulary-differential.sh to compare with the Swift reference's wording. One process
// for many files.
//
//   node ports/web/tools/diagnostics.mjs [--vocabulary FILE] DOCUMENT...
//
// `--vocabulary FILE`: the documents are written in that vocabulary (spec/vocabulary.md), or in
// the built-in DSL for `builtin`, as without it; one that does not load is its one-line error on
// stderr and exit 2.
import { existsSync, readFileSync } from 'node:fs';
import { diagnoseDocument } from '../src/DocumentDecoder+Model.js';
import { builtinVocabulary } from '../src/Vocabulary+Builtin.js';
import { loadVocabularyFile } from './vocabulary-file.mjs';

let files = process.argv.slice(2);
let vocabulary = builtinVocabulary();
if (files[0] === '--vocabulary' && files[1] === 'builtin') {
  files = files.slice(2);
} else if (files[0] === '--vocabulary') {
  const file = files[1];
  if (file === undefined || !existsSync(file)) {
    process.stderr.write(`diagnostics.mjs: --vocabulary needs a file that exists, got ${file ?? 'nothing'}\n`);
    process.exit(2);
  }
  const loaded = loadVocabularyFile(file);
  if (!loaded.ok) {
    process.stderr.write(`${loaded.error.message}\n`);
    process.exit(2);
  }
  vocabulary = loaded.vocabulary;
  files = files.slice(2);
}
for (const file of files) {
  for (const diagnostic of diagnoseDocument(new Uint8Array(readFileSync(file)), vocabulary).diagnostics) {
    process.stdout.write(`${file}: ${diagnostic}\n`);
  }
}
