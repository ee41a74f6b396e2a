// The vocabulary loader (spec/vocabulary.md) on what spec/vocabulary-cases/ cannot hold as
// files: the content hash against Node's crypto, the built-in vocabulary's identity, extends
// chains through an injected file resolver (replace, enum extension, depth, cycles, a base that
// cannot be read), the size limits of §6 on built inputs, and no throw on mangled files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sha256 } from '../src/ContentHash.js';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { resolverAmong } from '../src/VocabularyFiles.js';
import { builtinVocabulary } from '../src/Vocabulary+Builtin.js';
import { ROOT } from './support.mjs';

const encoder = new TextEncoder();

/** @param {unknown} value */
const bytesOf = (value) => encoder.encode(typeof value === 'string' ? value : JSON.stringify(value));

/**
 * @param {unknown} value
 * @param {Record<string, unknown>} [bases] other files, by name, that `extends` may name
 */
function load(value, bases = {}) {
  const files = new Map(Object.entries(bases).map(([name, base]) => [name, bytesOf(base)]));
  return loadVocabulary(bytesOf(value), 'acme.json', resolverAmong(files));
}

/** @param {ReturnType<typeof load>} loaded */
function vocabularyOf(loaded) {
  assert.ok(loaded.ok, loaded.ok ? '' : loaded.error.message);
  return loaded.vocabulary;
}

/** @param {ReturnType<typeof load>} loaded */
function messageOf(loaded) {
  assert.equal(loaded.ok, false, 'loaded');
  return loaded.ok ? '' : loaded.error.message;
}

/** A vocabulary of its own with `nodes` (a header by default). */
function own(extra = {}) {
  return {
    format: 1, name: 'acme', version: '1', document: { typeKey: 'type' },
    nodes: [{ type: 'header', line: 'Header', fields: [{ name: 'title', type: 'string', required: true }] }],
    ...extra,
  };
}

test('SHA-256 is the digest Node computes, across block boundaries', () => {
  for (const length of [0, 1, 55, 56, 63, 64, 65, 119, 120, 1000, 70000]) {
    const bytes = Uint8Array.from({ length }, (_, index) => (index * 31 + 7) & 255);
    assert.equal(sha256(bytes), createHash('sha256').update(bytes).digest('hex'), `${length} bytes`);
  }
  assert.equal(sha256(encoder.encode('abc')), 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
});

test('the built-in vocabulary is spec/dsl-nodes.json, named by its SHA-256 (§5)', () => {
  const file = readFileSync(join(ROOT, 'spec/dsl-nodes.json'));
  const builtin = builtinVocabulary();
  assert.equal(builtin.identity.hash, createHash('sha256').update(file).digest('hex'));
  assert.equal(String(builtin.identity), `renderparity-dsl 1 (${builtin.identity.hash.slice(0, 12)})`);
  assert.equal(builtin.nodeTypes.length, 14);
  assert.deepEqual(builtin.allowedMembers('card'), ['type', 'child', 'color', 'padding', 'cornerRadius', 'accessibilityLabel']);
});

test('extends: nodes and records added after the base, enum cases appended, a listed type replaced', () => {
  const base = own({ enums: { Tone: ['warm', 'cool'] } });
  const middle = {
    format: 1, name: 'acme-mid', version: '2', extends: 'base.json',
    enums: { Tone: ['neutral'], Size: ['s', 'l'] },
    nodes: [{ type: 'chip', line: 'Chip', fields: [{ name: 'tone', type: 'enum', enum: 'Tone', default: 'neutral' }] }],
  };
  const top = {
    format: 1, name: 'acme-top', version: '3', extends: 'parts/../middle.json', replace: ['header'],
    nodes: [{ type: 'header', line: 'Title', fields: [{ name: 'text', type: 'string', required: true }] }],
  };
  const vocabulary = vocabularyOf(load(top, { 'base.json': base, 'middle.json': middle }));
  assert.deepEqual(vocabulary.nodeTypes, ['header', 'chip']);
  assert.equal(vocabulary.rowOfType('header')?.line, 'Title');
  assert.deepEqual(vocabulary.definition.enums, [{ name: 'Tone', cases: ['warm', 'cool', 'neutral'] }, { name: 'Size', cases: ['s', 'l'] }]);
  assert.equal(vocabulary.rowOfType('chip')?.fields[0].expected, 'one of warm, cool, neutral');
  // §5: each file's hash is the SHA-256 of its base's hash, a line feed and its own bytes.
  const hash = (/** @type {string} */ text) => createHash('sha256').update(text).digest('hex');
  const expected = hash(`${hash(`${hash(JSON.stringify(base))}\n${JSON.stringify(middle)}`)}\n${JSON.stringify(top)}`);
  assert.equal(vocabulary.identity.hash, expected);
});

test('extending the built-in vocabulary leaves it as it was', () => {
  const before = JSON.stringify(builtinVocabulary().definition);
  vocabularyOf(load({
    format: 1, name: 'acme', version: '1', extends: 'builtin', replace: ['badge'],
    enums: { HorizontalAlignment: ['justified'] },
    commonFields: [{ name: 'testTag', type: 'string', omitWhenAbsent: true }],
    nodes: [{ type: 'badge', line: 'Pill', fields: [{ name: 'text', type: 'string', required: true }] }],
  }));
  assert.equal(JSON.stringify(builtinVocabulary().definition), before);
});

test('extends chains: eight files deep load, nine do not; a base that cannot be read is named', () => {
  /** @param {number} count */
  const chain = (count) => Object.fromEntries(Array.from({ length: count }, (_, index) => [`v${index}.json`,
    index === count - 1 ? own({ name: `v${index}` }) : { format: 1, name: `v${index}`, version: '1', extends: `v${index + 1}.json`, nodes: [] }]));
  const eight = chain(8);
  vocabularyOf(load(eight['v0.json'], eight));
  const nine = chain(9);
  assert.equal(messageOf(load(nine['v0.json'], nine)), 'v7.json: $.extends: extends chain deeper than 8');
  assert.equal(messageOf(load({ format: 1, name: 'acme', version: '1', extends: 'acme.json', nodes: [] }, { 'acme.json': {} })),
    'acme.json: $.extends: extends cycle: acme.json → acme.json');
  assert.equal(messageOf(load({ format: 1, name: 'acme', version: '1', extends: 'missing.json', nodes: [] })),
    'acme.json: $.extends: cannot read missing.json, which "extends" names');
  assert.equal(messageOf(loadVocabulary(bytesOf({ format: 1, name: 'acme', version: '1', extends: 'base.json', nodes: [] }), 'acme.json')),
    'acme.json: $.extends: cannot follow "extends" here: only "builtin" is known');
});

test('the limits of §6, each named', () => {
  const large = encoder.encode(' '.repeat((1 << 20) + 1));
  assert.equal(messageOf(loadVocabulary(large, 'big.json')), 'big.json: 1048577 bytes; a vocabulary file is at most 1048576 bytes (spec/vocabulary.md §6)');
  const nodes = Array.from({ length: 1001 }, (_, index) => ({ type: `t${index}`, line: `T${index}`, fields: [] }));
  assert.equal(messageOf(load(own({ nodes }))), 'acme.json: $.nodes[1000]: more than 1000 node types (spec/vocabulary.md §6)');
  const wide = Array.from({ length: 64 }, (_, node) => ({
    type: `t${node}`, line: `T${node}`,
    fields: Array.from({ length: 64 }, (_, field) => ({ name: `f${node}x${field}`, type: 'string', omitWhenAbsent: true })),
  }));
  assert.equal(messageOf(load(own({ nodes: wide }))), 'acme.json: $: more than 4096 member names (spec/vocabulary.md §6)');
  assert.equal(messageOf(load(own({ name: 'a'.repeat(65) }))),
    `acme.json: $.name: "${'a'.repeat(65)}" is not a vocabulary name (1–64 of a-z, 0-9, '.', '_', '-', starting with a letter or digit)`);
  assert.equal(messageOf(load(own({ enums: { Tone: ['ü'.repeat(13)] } }))),
    `acme.json: $.enums.Tone[0]: "${'ü'.repeat(13)}" is not an enum case (1 to 24 bytes)`, 'bytes, not characters');
});

test('no file throws: every mangled copy of the built-in vocabulary loads or is an error value', () => {
  const text = readFileSync(join(ROOT, 'spec/dsl-nodes.json'), 'utf8');
  let seed = 20261125;
  const random = (/** @type {number} */ below) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % below;
  };
  const pieces = ['', '0', '-1', '1e400', 'null', 'true', '"x"', '[]', '{}', '"Error"', '"enum"', '"nodes"', '"builtin"'];
  for (let round = 0; round < 400; round++) {
    const at = random(text.length);
    const mangled = text.slice(0, at) + pieces[random(pieces.length)] + text.slice(at + random(12));
    const loaded = loadVocabulary(encoder.encode(mangled), 'mangled.json');
    if (!loaded.ok) assert.match(loaded.error.message, /^mangled\.json: /);
  }
});
