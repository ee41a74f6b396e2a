// The reader and decoder against every golden, without a browser: each fixture through the
// decoder into each consumer (the snapshot sink, and the tree builder read back by the model
// writer) must equal its golden byte for byte, the diagnostics sink must find what the tree
// builder found, and the decoded icons must give the resolution golden. (The browser run in
// test.sh checks the renderer and the DOM walker against the same goldens.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { decodeDocument, diagnoseDocument } from '../src/DocumentDecoder+Model.js';
import { snapshotOf } from '../src/RenderSnapshot.js';
import { writeSnapshot } from '../src/SnapshotWriter.js';
import { resolutionGolden } from '../src/IconResolution.js';
import { SHIPPED_ICON_MAP } from '../src/IconMap.js';
import { ROOT, WEB, jsonFiles } from './support.mjs';

const fixtures = jsonFiles(join(ROOT, 'test-fixtures'));
/** @type {string[]} */
const icons = [];

test('the corpus is there', () => {
  assert.ok(fixtures.length > 100, `only ${fixtures.length} fixtures found`);
});

for (const [path, name] of fixtures) {
  test(`fixture ${name}`, () => {
    const golden = join(ROOT, 'test-snapshots', name.replace(/\.json$/, '.txt'));
    assert.ok(existsSync(golden), `no golden ${golden}`);
    const bytes = new Uint8Array(readFileSync(path));
    const expected = readFileSync(golden, 'utf8');
    assert.equal(snapshotOf(bytes), expected, 'the snapshot sink');
    const decoded = decodeDocument(bytes);
    icons.push(...decoded.icons);
    assert.equal(writeSnapshot(decoded), expected, 'the tree builder');
    const diagnosed = diagnoseDocument(bytes);
    assert.deepEqual(diagnosed.diagnostics.map(String), decoded.diagnostics.map(String), 'the diagnostics sink');
    assert.deepEqual(diagnosed.icons, decoded.icons);
  });
}

test('the icon resolution golden (spec/icon-map.md §3)', () => {
  const golden = readFileSync(join(ROOT, 'test-snapshots/icon-map/resolution.txt'), 'utf8');
  assert.equal(resolutionGolden([...SHIPPED_ICON_MAP.names, ...icons], SHIPPED_ICON_MAP), golden);
});

for (const [path, name] of jsonFiles(join(WEB, 'tests/data'))) {
  test(`test data ${name}`, () => {
    const expected = readFileSync(path.replace(/\.json$/, '.txt'), 'utf8');
    const bytes = new Uint8Array(readFileSync(path));
    assert.equal(snapshotOf(bytes), expected);
    assert.equal(writeSnapshot(decodeDocument(bytes)), expected);
  });
}
