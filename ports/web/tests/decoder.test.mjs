// The one decoder on a vocabulary of its own (spec/vocabulary.md §2, §3.3): fields read from a
// props object except the node keys, with paths through it; booleans printed T; integers with a
// default and without; what each consumer is told; and which node types the DOM renderer has a
// view for (the built-in ones, unchanged), the others being drawn as placeholders.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { builtinVocabulary } from '../src/Vocabulary+Builtin.js';
import { snapshotOf } from '../src/RenderSnapshot.js';
import { decodeDocument, diagnoseDocument } from '../src/DocumentDecoder+Model.js';
import { hasView } from '../src/ViewCoverage.js';

const encoder = new TextEncoder();
/** @param {unknown} value */
const bytesOf = (value) => encoder.encode(JSON.stringify(value));

const loaded = loadVocabulary(bytesOf({
  format: 1, name: 'acme', version: '1',
  document: { typeKey: 'kind', propsKey: 'props', nodeKeys: ['items'] },
  nodes: [
    { type: 'list', line: 'List', fields: [{ name: 'items', type: 'nodes', count: 'items', required: true }] },
    {
      type: 'switch', line: 'Switch',
      fields: [
        { name: 'on', type: 'boolean', required: true },
        { name: 'enabled', type: 'boolean', default: true },
        { name: 'max', type: 'integer', default: 3, minimum: 1, maximum: 9 },
        { name: 'limit', type: 'integer', omitWhenAbsent: true },
      ],
    },
  ],
}), 'acme.json');
assert.ok(loaded.ok, loaded.ok ? '' : loaded.error.message);
const vocabulary = loaded.vocabulary;

/** @param {unknown} document */
const diagnosticsOf = (document) => diagnoseDocument(bytesOf(document), vocabulary).diagnostics.map(String);

test('fields come from the props object, node keys from the node (§2)', () => {
  const document = { kind: 'list', items: [{ kind: 'switch', props: { on: true } }, { kind: 'switch', props: { on: false, enabled: false, max: 9, limit: 0 } }] };
  assert.equal(snapshotOf(bytesOf(document), vocabulary),
    'List [items=2]\n  Switch(on=true, enabled=true, max=3)\n  Switch(on=false, enabled=false, max=9, limit=0)\n');
  assert.deepEqual(diagnosticsOf(document), []);
});

test('a props object that is absent leaves its fields absent; one that is not an object fails the node', () => {
  assert.equal(snapshotOf(bytesOf({ kind: 'switch' }), vocabulary), 'Error(reason=missing_field, path="$.props.on")\n');
  assert.equal(snapshotOf(bytesOf({ kind: 'switch', props: null }), vocabulary), 'Error(reason=missing_field, path="$.props.on")\n');
  assert.equal(snapshotOf(bytesOf({ kind: 'list', items: [{ kind: 'switch', props: 1 }] }), vocabulary), 'List [items=0]\n');
  assert.deepEqual(diagnosticsOf({ kind: 'list', items: [{ kind: 'switch', props: 1 }] }),
    ['$.items[0]: dropped the switch: $.items[0].props: expected an object, found a number']);
});

test('members in the wrong place are unknown: props at the node, node keys in the props', () => {
  assert.deepEqual(diagnosticsOf({ kind: 'list', on: true, props: { items: [] }, items: [] }),
    ['$.on: unknown member of list; ignored', '$.props.items: unknown member of list; ignored']);
});

test('booleans: required ones must be true or false, optional ones fall back to their default', () => {
  const document = { kind: 'list', items: [{ kind: 'switch', props: { on: 'yes' } }, { kind: 'switch', props: { on: true, enabled: 0 } }] };
  assert.equal(snapshotOf(bytesOf(document), vocabulary), 'List [items=1]\n  Switch(on=true, enabled=true, max=3)\n');
  assert.deepEqual(diagnosticsOf(document), [
    '$.items[0]: dropped the switch: $.items[0].props.on: expected a boolean, found a string',
    '$.items[1].props.enabled: expected a boolean, found a number; using true',
  ]);
});

test('integers outside their range, or not whole, use the default or are left out', () => {
  const document = { kind: 'switch', props: { on: true, max: 10, limit: 2.5 } };
  assert.equal(snapshotOf(bytesOf(document), vocabulary), 'Switch(on=true, enabled=true, max=3)\n');
  assert.deepEqual(diagnosticsOf(document), [
    '$.props.max: expected an integer from 1 to 9, found 10.0; using 3',
    '$.props.limit: expected an integer from 0 to 2147483647, found 2.5; ignored',
  ]);
});

test('the tree holds each value by name, and what a node holds', () => {
  const decoded = decodeDocument(bytesOf({ kind: 'list', items: [{ kind: 'switch', props: { on: true } }, { kind: 'other' }] }), vocabulary);
  assert.ok(decoded.content.ok);
  const list = decoded.content.ok ? decoded.content.node : null;
  assert.equal(list?.spec?.type, 'list');
  assert.deepEqual(list?.values.items.map((/** @type {any} */ node) => [node.typeName, node.values]), [
    ['switch', { on: true, enabled: true, max: 3, limit: null }],
    ['other', {}],
  ]);
  assert.deepEqual(decoded.diagnostics.map(String), ['$.items[1].kind: unknown type "other"; rendered as Unknown']);
});

test('the DOM renderer has views for the built-in types only, as the built-in vocabulary defines them', () => {
  for (const row of builtinVocabulary().rows) assert.equal(hasView(row), true, row.type);
  for (const row of vocabulary.rows) assert.equal(hasView(row), false, row.type);
  const extended = loadVocabulary(bytesOf({
    format: 1, name: 'acme', version: '1', extends: 'builtin', replace: ['badge'],
    nodes: [{ type: 'badge', line: 'Badge', fields: [{ name: 'text', type: 'string', required: true }] }],
  }), 'acme.json');
  assert.ok(extended.ok);
  const rows = extended.ok ? extended.vocabulary : builtinVocabulary();
  assert.equal(hasView(/** @type {any} */ (rows.rowOfType('text'))), true, 'an unchanged built-in type');
  assert.equal(hasView(/** @type {any} */ (rows.rowOfType('badge'))), false, 'a replaced one, though its line is the same');
});
