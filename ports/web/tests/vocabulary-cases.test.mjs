// The vocabulary conformance cases, spec/vocabulary-cases/ (its README says how ports run
// them), which the Swift reference is held to as well: every file in errors/ fails to load
// with exactly its manifest line's message, and each corpus there decodes its fixtures, in its
// own vocabulary, to their snapshots and diagnostics, through the snapshot sink and the tree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { builtinVocabulary } from '../src/Vocabulary+Builtin.js';
import { snapshotOf } from '../src/RenderSnapshot.js';
import { decodeDocument, diagnoseDocument } from '../src/DocumentDecoder+Model.js';
import { writeSnapshot } from '../src/SnapshotWriter.js';
import { VOCABULARY_CASES as folder, resolverIn, vocabularyCaseCorpora } from './support.mjs';

/**
 * The content hash a vocabulary file must have (spec/vocabulary.md §5): its bytes' SHA-256, or,
 * when it extends another, that of the base's hash, a line feed and its bytes.
 * @param {string} root the corpus folder
 * @param {string} name the file, relative to root
 * @returns {string}
 */
function expectedHash(root, name) {
  const bytes = readFileSync(join(root, name));
  const base = JSON.parse(bytes.toString('utf8')).extends;
  const hash = createHash('sha256');
  if (base === 'builtin') hash.update(`${builtinVocabulary().identity.hash}\n`);
  else if (typeof base === 'string') hash.update(`${expectedHash(root, join(name, '..', base))}\n`);
  return hash.update(bytes).digest('hex');
}

const manifestText = readFileSync(join(folder, 'errors/manifest.tsv'), 'utf8');
const [header, ...lines] = manifestText.split('\n');

test('the manifest lists every error file, once', () => {
  assert.equal(header, 'name\tmessage');
  assert.equal(lines.pop(), '', 'the manifest ends with a newline');
  const names = lines.map((line) => line.split('\t')[0]);
  const files = readdirSync(join(folder, 'errors')).filter((name) => name.endsWith('.json')).sort();
  assert.deepEqual(files, names.map((name) => `${name}.json`).sort());
  assert.ok(files.length >= 50, `only ${files.length} cases`);
});

for (const line of lines.filter((text) => text.length > 0)) {
  const [name, message, ...rest] = line.split('\t');
  test(`error case ${name}`, () => {
    assert.deepEqual(rest, [], 'two tab-separated fields');
    const file = `${name}.json`;
    const loaded = loadVocabulary(new Uint8Array(readFileSync(join(folder, 'errors', file))), file, resolverIn(join(folder, 'errors')));
    assert.equal(loaded.ok ? 'loaded' : loaded.error.message, message);
  });
}

const corpora = vocabularyCaseCorpora();
test('the corpora are found', () => assert.ok(corpora.length >= 6, corpora.join(', ')));

for (const corpus of corpora) {
  test(`corpus ${corpus} in its own vocabulary`, () => {
    const root = join(folder, corpus);
    const bytes = new Uint8Array(readFileSync(join(root, 'vocabulary.json')));
    const loaded = loadVocabulary(bytes, 'vocabulary.json', resolverIn(root));
    assert.ok(loaded.ok, loaded.ok ? '' : loaded.error.message);
    const vocabulary = loaded.vocabulary;
    assert.equal(vocabulary.identity.hash, expectedHash(root, 'vocabulary.json'));
    const fixtures = readdirSync(join(root, 'test-fixtures')).filter((name) => name.endsWith('.json')).sort();
    assert.ok(fixtures.length > 0);
    let diagnostics = '';
    for (const name of fixtures) {
      const document = new Uint8Array(readFileSync(join(root, 'test-fixtures', name)));
      const expected = readFileSync(join(root, 'test-snapshots', name.replace(/\.json$/, '.txt')), 'utf8');
      assert.equal(snapshotOf(document, vocabulary), expected, `${name}: the snapshot sink`);
      assert.equal(writeSnapshot(decodeDocument(document, vocabulary)), expected, `${name}: the tree builder`);
      for (const diagnostic of diagnoseDocument(document, vocabulary).diagnostics) diagnostics += `test-fixtures/${name}: ${diagnostic}\n`;
    }
    assert.equal(diagnostics, readFileSync(join(root, 'diagnostics.txt'), 'utf8'));
  });
}

test('extension/: team.json extends acme.json extends the built-in DSL, in order, hashed as a chain (§5)', () => {
  const root = join(folder, 'extension');
  /** @param {string} name */
  const load = (name) => {
    const loaded = loadVocabulary(new Uint8Array(readFileSync(join(root, name))), name, resolverIn(root));
    assert.ok(loaded.ok, loaded.ok ? '' : loaded.error.message);
    return loaded.vocabulary;
  };
  const acme = load('acme.json');
  const team = load('team.json');
  const builtin = builtinVocabulary();
  assert.deepEqual(acme.nodeTypes, [...builtin.nodeTypes, 'button']);
  assert.deepEqual(team.nodeTypes, [...acme.nodeTypes, 'rating']);
  assert.deepEqual(acme.definition.commonFields.map((field) => field.name), ['accessibilityLabel', 'testID']);
  assert.equal(acme.nodeTypes.indexOf('divider'), builtin.nodeTypes.indexOf('divider'), 'a replaced type keeps its place');
  const chained = (/** @type {string} */ base, /** @type {string} */ name) =>
    createHash('sha256').update(`${base}\n`).update(readFileSync(join(root, name))).digest('hex');
  assert.equal(acme.identity.hash, chained(builtin.identity.hash, 'acme.json'));
  assert.equal(team.identity.hash, chained(acme.identity.hash, 'team.json'));
});
