// The snapshot reader (SnapshotReader.js): every golden is read back into a tree that the
// model writer turns into the same bytes, each line is named for what it is, and text that
// is not a snapshot is refused with its line, column and what was expected there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readSnapshot } from '../src/SnapshotReader.js';
import { SnapshotReadFailure } from '../src/SnapshotReadFailure.js';
import { writeSnapshot } from '../src/SnapshotWriter.js';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { ROOT, VOCABULARY_CASES, filesEnding, resolverIn, vocabularyCaseCorpora } from './support.mjs';

/** Every golden of the corpus but the icon resolution golden, which is not a RenderSnapshot. */
function goldens() {
  return filesEnding(join(ROOT, 'test-snapshots'), '.txt')
    .filter(([, name]) => name !== join('icon-map', 'resolution.txt'))
    .map(([path]) => path);
}

const all = goldens();

test('the goldens are there', () => {
  assert.ok(all.length > 100, `only ${all.length} goldens found`);
});

for (const path of all) {
  test(`golden ${relative(ROOT, path)} reads back into the same bytes`, () => {
    const text = readFileSync(path, 'utf8');
    const read = readSnapshot(text);
    assert.equal(writeSnapshot(read), text);
    assert.equal(read.lines.length, text.split('\n').length - 1);
    read.lines.forEach((entry, index) => assert.equal(entry.line, index + 1));
  });
}

test('each line is named for what it is: a node, a chart point, a table row', () => {
  const chart = readSnapshot('VStack(spacing=8.0, align=center) [children=2]\n'
    + '  Chart(variant=bar, title=Sales) [dataPoints=2]\n    DataPoint(label="Q1", value=1.0, color=default)\n'
    + '    DataPoint(label="Q2", value=2.5, color=#FF0000)\n  Table(title=none, headers=["A"]) [rows=1]\n    Row(["x"])\n');
  assert.deepEqual(chart.lines.map((entry) => [entry.kind, entry.kind === 'error' ? null : entry.node.typeName,
    entry.kind === 'record' || entry.kind === 'row' ? entry.index : null]), [
    ['node', 'vstack', null], ['node', 'chart', null], ['record', 'chart', 0], ['record', 'chart', 1],
    ['node', 'table', null], ['row', 'table', 0]]);
  assert.ok(chart.content.ok);
  const root = chart.content.ok ? chart.content.node : null;
  assert.equal(root?.values.children[0].values.data[1].values.color, '#FF0000');
  assert.equal(root?.values.children[0].values.title, 'Sales');
  assert.deepEqual(root?.values.children[1].values.rows, [['x']]);
});

test('values come back by type: Q unescaped, B absent or bare (commas and parentheses too), N, I', () => {
  const read = readSnapshot('Text(content="a\\"b\\\\c\\n\\u001b", style=title, color=rgb(1, 2, 3), weight=bold, maxLines=2)\n');
  assert.ok(read.content.ok);
  const values = read.content.ok ? read.content.node.values : {};
  assert.deepEqual([values.content, values.style, values.color, values.weight, values.maxLines],
    ['a"b\\c\n\u001b', 'title', 'rgb(1, 2, 3)', 'bold', 2]);
  const absent = readSnapshot('Stat(label="L", value="V", color=default, size=default, icon=none, fillsWidth=true)\n');
  const stat = absent.content.ok ? absent.content.node.values : {};
  assert.deepEqual([stat.color, stat.icon, stat.size], [null, null, 'default']);
  const named = readSnapshot('Stat(label="L", value="V", color="default", size=default, icon="none", fillsWidth=true)\n');
  const quoted = named.content.ok ? named.content.node.values : {};
  assert.deepEqual([quoted.color, quoted.icon], ['default', 'none']);
});

test('layout flags are read as written, so a renderer that drops them can be shown as it is', () => {
  const read = readSnapshot('HStack(spacing=8.0, align=center) [children=1]\n  Spacer\n');
  assert.ok(read.content.ok);
  const root = read.content.ok ? read.content.node : null;
  assert.deepEqual(root?.layout, { fillsWidth: false, weighted: false });
  assert.deepEqual(root?.values.children[0].layout, { fillsWidth: false, weighted: false });
});

test('a document that failed is its one Error line (§3.4)', () => {
  assert.deepEqual(readSnapshot('Error(reason=missing_field, path="$[\\"odd key\\"].type")\n').content,
    { ok: false, failure: { reason: 'missing_field', path: '$["odd key"].type' } });
  assert.deepEqual(readSnapshot('Error(reason=invalid_json)\n').content, { ok: false, failure: { reason: 'invalid_json', path: null } });
});

test('a custom vocabulary\'s lines are read as written with `foreign`, and refused without it', () => {
  const text = 'VStack(spacing=8.0, align=center) [children=2]\n'
    + '  Rating(stars=4.0, label="Great, really", tags=["a=b", "c"], tint=rgb(1, 2, 3)) [options=1]\n'
    + '    Badge(text="x", color=default)\n  Divider\n';
  const read = readSnapshot(text, { foreign: true });
  assert.ok(read.content.ok);
  const rating = read.content.ok ? read.content.node.values.children[0] : null;
  assert.equal(rating?.spec, null);
  assert.equal(rating?.typeName, 'Rating');
  assert.deepEqual(rating?.foreign?.attributes, [['stars', '4.0'], ['label', '"Great, really"'], ['tags', '["a=b", "c"]'], ['tint', 'rgb(1, 2, 3)']]);
  assert.deepEqual(rating?.foreign?.children.map((child) => child.typeName), ['badge']);
  assert.equal(read.lines[2].kind === 'node' && read.lines[2].node.typeName, 'badge');
  assert.throws(() => readSnapshot(text), /^SnapshotReadFailure: line 2, column 3: expected a node line \(VStack, HStack, .*Unknown\), found "Rating\(stars=4\.0, label=…"$/);
});

/**
 * A corpus of spec/vocabulary-cases and its vocabulary.
 * @param {string} corpus
 */
function caseCorpus(corpus) {
  const root = join(VOCABULARY_CASES, corpus);
  const loaded = loadVocabulary(new Uint8Array(readFileSync(join(root, 'vocabulary.json'))), 'vocabulary.json', resolverIn(root));
  assert.ok(loaded.ok, loaded.ok ? '' : loaded.error.message);
  return { vocabulary: loaded.vocabulary, snapshots: filesEnding(join(root, 'test-snapshots'), '.txt').map(([path]) => path) };
}

for (const corpus of vocabularyCaseCorpora()) {
  test(`${corpus}'s snapshots read back in its vocabulary into the same bytes (its rows, not the built-in ones)`, () => {
    const { vocabulary, snapshots } = caseCorpus(corpus);
    assert.ok(snapshots.length > 0);
    for (const path of snapshots) {
      const text = readFileSync(path, 'utf8');
      const read = readSnapshot(text, { vocabulary });
      assert.equal(writeSnapshot(read), text, relative(ROOT, path));
      assert.equal(read.lines.length, text.split('\n').length - 1);
    }
  });
}

test('values of a loaded vocabulary come back by type: T booleans, optional records and children, renamed lines', () => {
  const { vocabulary } = caseCorpus('acme-sdui');
  const read = readSnapshot('Strip [children=3]\n  Toggle(label="Wi-Fi", enabled=true, isOn=false)\n'
    + '  Legend [entries=1]\n    Point(x=1.0, y=0.0, note=first)\n  Strip [children=0]\n', { vocabulary });
  const root = read.content.ok ? read.content.node : null;
  assert.equal(root?.typeName, 'Row');
  const [toggle, legend, strip] = root?.values.children ?? [];
  assert.deepEqual([toggle.values.enabled, toggle.values.on], [true, false]);
  assert.deepEqual(legend.values.entries.map((/** @type {any} */ record) => record.values), [{ x: 1, y: 0, note: 'first' }]);
  assert.deepEqual(strip.values.children, []);
  assert.throws(() => readSnapshot('Toggle(label="x", enabled=yes, isOn=false)\n', { vocabulary }),
    /^SnapshotReadFailure: line 1, column 27: expected true or false \(§3\.3 T\), found "yes"$/);
  assert.throws(() => readSnapshot('Toggle(label="x", enabled=true, isOn=false)\n'),
    /^SnapshotReadFailure: line 1, column 1: expected a node line \(VStack, .*\), found "Toggle/, 'the built-in vocabulary has no Toggle');
});

const refused = [
  ['', 'line 1, column 1: expected a node line, found an empty text'],
  ['Divider', 'line 1, column 8: expected a line feed (§3.1), found the end of the text'],
  ['Divider\r\n', 'line 1, column 8: expected a line feed alone (§3.1), found a carriage return'],
  ['\ufeffDivider\n', 'line 1, column 1: expected a node line, found a byte order mark (§3.1)'],
  ['hello world\n', 'line 1, column 1: expected a line name such as VStack (§3.1), found "hello world"'],
  ['Divider \n', 'line 1, column 8: expected "(", " [" or the end of the line, found " "'],
  [' Divider\n', 'line 1, column 1: expected two spaces of indent per level (§3.1), found 1 spaces'],
  ['VStack(spacing=8, align=center) [children=0]\n', 'line 1, column 16: expected a number such as 8.0 (§3.3 N), found "8"'],
  ['VStack(spacing=8.0, align=middle) [children=0]\n', 'line 1, column 27: expected one of leading, center, trailing, found "middle"'],
  ['VStack(spacing=8.0, align=center)\n', 'line 1, column 34: expected " [children=K]" ending the line, found the end of the line'],
  ['VStack(spacing=8.0, align=center) [children=1]\n', 'line 2, column 1: expected a node line at indent 2, found the end of the text'],
  ['VStack(spacing=8.0, align=center) [children=1]\nDivider\n', 'line 2, column 1: expected a node line at indent 2, found indent 0'],
  ['Divider\nDivider\n', 'line 2, column 1: expected the end of the snapshot (it has one root), found "Divider"'],
  ['Badge(color=default, text="a")\n', 'line 1, column 7: expected "text=\\"a\\", color=default)" (the canonical form, §3), found "color=default, text=\\"a\\")"'],
  ['Badge(text="a", color=default, size=large)\n', 'line 1, column 32: expected one of the attributes text, color, accessibilityLabel, fillsWidth, weighted, found "size"'],
  ['Badge(text="a", color=default, toString=true)\n', 'line 1, column 32: expected one of the attributes text, color, accessibilityLabel, fillsWidth, weighted, found "toString"'],
  ['Badge(text="a\\x", color=default)\n', 'line 1, column 14: expected an escape: \\\\, \\", \\n, \\r, \\t or \\u00xx (§3.3 Q), found "\\\\x\\", c"'],
  ['Badge(text="a, color=default)\n', 'line 1, column 29: expected a closing quote (§3.3 Q), found the end of the line'],
  ['Badge(text=a, color=default)\n', 'line 1, column 12: expected a quoted string (§3.3 Q), found "a, color=default"'],
  ['Chart(variant=bar, title=none) [dataPoints=1]\n  Divider\n', 'line 2, column 3: expected a DataPoint line, found "Divider"'],
  ['Error(reason=oops)\n', 'line 1, column 14: expected one of invalid_json, depth_limit, duplicate_key, not_an_object, missing_field, wrong_type, invalid_value, found "oops"'],
];

for (const [text, message] of refused) {
  test(`not a snapshot: ${JSON.stringify(text)}`, () => {
    assert.throws(() => readSnapshot(text), (error) => {
      assert.ok(error instanceof SnapshotReadFailure);
      assert.equal(error.message, message);
      return true;
    });
  });
}
