// Prints every diagnostic of each file given, as `parity snapshot --diagnostics FILE`
// prints them on stderr (`FILE: $.path: message`), for test.sh to compare with the
// Swift reference's wording. One process for many files.
import { readFileSync } from 'node:fs';
import { diagnoseDocument } from '../src/DocumentDecoder+Model.js';

for (const file of process.argv.slice(2)) {
  for (const diagnostic of diagnoseDocument(new Uint8Array(readFileSync(file))).diagnostics) {
    process.stdout.write(`${file}: ${diagnostic}\n`);
  }
}
