// §3.3 N, from the spec's own table and its rules for zero and sign.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { formatNumber } from '../src/SnapshotNumber.js';
import { readJSON } from '../src/JSONReader.js';

test('the spec table of §3.3 N', () => {
  const table = [
    [16, '16.0'], [0.5, '0.5'], [-2.25, '-2.25'], [-0, '0.0'], [1e-7, '0.0000001'],
    [1e21, '1000000000000000000000.0'], [123456789012345678, '123456789012345680.0'],
    [0.1 + 0.2, '0.30000000000000004'], [5e-324, '0.' + '0'.repeat(323) + '5'],
    [1.7976931348623157e308, '17976931348623157' + '0'.repeat(292) + '.0'],
  ];
  for (const [value, text] of table) assert.equal(formatNumber(/** @type {number} */ (value)), text);
});

test('every printed number reads back as the same double, positionally', () => {
  let seed = 12345;
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  for (let index = 0; index < 5000; index++) {
    const value = (random() - 0.5) * Math.pow(10, Math.floor(random() * 40) - 20);
    const text = formatNumber(value);
    assert.match(text, /^-?\d+\.\d+$/);
    assert.equal(Number(text), value === 0 ? 0 : value, text);
  }
});

test('reading rounds to nearest, underflows to zero and refuses overflow (§1.1)', () => {
  const read = (/** @type {string} */ text) => readJSON(new TextEncoder().encode(text));
  assert.deepEqual(read('1e-400'), { ok: true, value: 0 });
  assert.ok(Object.is(/** @type {any} */ (read('-1e-400')).value, -0));
  assert.equal(read('1e400').ok, false);
  assert.deepEqual(read('9007199254740993'), { ok: true, value: 9007199254740992 });
});
