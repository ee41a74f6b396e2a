// The reader conformance corpus, spec/json-cases/, when it exists (issue 14 adds it).
// Whatever the cases expect, no case may make the reader throw; a case with a sibling
// `NAME.expected` (first line `accept`, `reject`, or `reject: MESSAGE`) is held to it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { readJSON } from '../src/JSONReader.js';
import { readFailureMessage } from '../src/JSONReadFailure.js';
import { ROOT } from './support.mjs';

const folder = join(ROOT, 'spec/json-cases');
const cases = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.json')).sort() : [];

test('spec/json-cases', { skip: cases.length === 0 ? 'spec/json-cases/ is not there yet' : false }, () => {
  for (const name of cases) {
    const read = readJSON(new Uint8Array(readFileSync(join(folder, name))));
    const expectation = join(folder, name.replace(/\.json$/, '.expected'));
    if (!existsSync(expectation)) continue;
    const line = readFileSync(expectation, 'utf8').split('\n')[0].trim();
    if (line === 'accept') assert.equal(read.ok, true, name);
    if (line.startsWith('reject')) {
      assert.equal(read.ok, false, name);
      const message = line.slice('reject'.length).replace(/^:\s*/, '');
      if (message && !read.ok) assert.equal(readFailureMessage(read.failure), message, name);
    }
  }
});
