// The reader conformance corpus, spec/json-cases/ (its README says how ports run it):
// for every line of manifest.tsv, the case reads or fails as the manifest says
// (failure and duplicate-key path), and its snapshot's first line is `first_line`; every
// case file is in the manifest and every line has its file. Skipped until the corpus
// exists; PARITY_JSON_CASES points at another copy.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJSON } from '../src/JSONReader.js';
import { readFailureReason } from '../src/JSONReadFailure.js';
import { decodeDocument } from '../src/DocumentDecoder+Model.js';
import { writeSnapshot } from '../src/SnapshotWriter.js';
import { ROOT } from './support.mjs';

const folder = process.env.PARITY_JSON_CASES ?? join(ROOT, 'spec/json-cases');
const manifest = join(folder, 'manifest.tsv');
const present = existsSync(manifest);
const [header, ...lines] = present ? readFileSync(manifest, 'utf8').split('\n').filter((line) => line.length > 0) : [''];
const columns = header.split('\t');
const cases = lines.map((line) => Object.fromEntries(line.split('\t').map((field, index) => [columns[index], field])));

test('spec/json-cases: manifest and files match', { skip: present ? false : 'spec/json-cases/ is not there yet' }, () => {
  const files = readdirSync(folder).filter((name) => name.endsWith('.json')).sort();
  assert.deepEqual(files, cases.map((entry) => `${entry.name}.json`).sort());
});

for (const entry of cases) {
  test(`json case ${entry.name}`, () => {
    const bytes = new Uint8Array(readFileSync(join(folder, `${entry.name}.json`)));
    const read = readJSON(bytes);
    if (entry.expect === 'accept') {
      assert.equal(read.ok, true, read.ok ? '' : `rejected: ${read.failure.kind}`);
    } else {
      assert.equal(read.ok, false, 'accepted');
      if (!read.ok) {
        assert.equal(readFailureReason(read.failure), entry.failure);
        assert.equal(read.failure.kind === 'duplicateKey' ? String(read.failure.path) : '-', entry.path);
      }
    }
    assert.equal(writeSnapshot(decodeDocument(bytes)).split('\n')[0], entry.first_line);
  });
}
