// Prints the model-writer snapshot of each file given (debugging aid for the unit tests).
import { readFileSync } from 'node:fs';
import { decodeDocument } from '../src/DocumentDecoder.js';
import { writeSnapshot } from '../src/SnapshotWriter.js';

for (const file of process.argv.slice(2)) {
  const decoded = decodeDocument(new Uint8Array(readFileSync(file)));
  process.stdout.write(writeSnapshot(decoded));
  for (const diagnostic of decoded.diagnostics) process.stderr.write(`${file}: ${diagnostic}\n`);
}
