// The strict reader's limits (spec/render-snapshot.md §1.1, §1.2) on inputs too large to
// keep as fixtures: they are built here, and the expectations are the spec's.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readJSON } from '../src/JSONReader.js';
import { decodeDocument } from '../src/DocumentDecoder+Model.js';
import { writeSnapshot } from '../src/SnapshotWriter.js';

const encoder = new TextEncoder();

test('100,000 nested arrays give the depth diagnostic, not a stack overflow', () => {
  const read = readJSON(encoder.encode('['.repeat(100000) + ']'.repeat(100000)));
  assert.deepEqual(read, { ok: false, failure: { kind: 'depthLimit', line: 1, column: 257 } });
});

test('100,000 unclosed objects are invalid JSON, found at the end', () => {
  const read = readJSON(encoder.encode('{"a":'.repeat(100000)));
  assert.equal(read.ok, false);
  assert.equal(!read.ok && read.failure.kind, 'invalidJSON');
  assert.equal(writeSnapshot(decodeDocument(encoder.encode('{"a":'.repeat(100000)))), 'Error(reason=invalid_json)\n');
});

test('256 levels are fine and 257 are not (§1.2)', () => {
  assert.equal(readJSON(encoder.encode('['.repeat(256) + ']'.repeat(256))).ok, true);
  assert.equal(readJSON(encoder.encode('['.repeat(257) + ']'.repeat(257))).ok, false);
});

test('an object with 100,000 members is read, and a late duplicate found', () => {
  const members = Array.from({ length: 100000 }, (_, index) => `"k${index}":${index}`);
  assert.equal(readJSON(encoder.encode(`{${members.join(',')}}`)).ok, true);
  const read = readJSON(encoder.encode(`{${members.join(',')},"k5":0}`));
  assert.equal(!read.ok && read.failure.kind === 'duplicateKey' && read.failure.name, 'k5');
});

test('a syntax error after a depth failure wins (§1.2)', () => {
  const read = readJSON(encoder.encode('['.repeat(300) + ']'.repeat(300) + 'x'));
  assert.equal(!read.ok && read.failure.kind, 'invalidJSON');
});

test('columns count Unicode scalars, lines start at 1 (§2.4)', () => {
  const read = readJSON(encoder.encode('{"é€😀":\n  tru}'));
  assert.deepEqual(read, { ok: false, failure: { kind: 'invalidJSON', line: 2, column: 3, message: "expected a value, found 't'" } });
});
