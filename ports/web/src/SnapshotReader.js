// Reads a RenderSnapshot (spec/render-snapshot.md §3) back into the tree it was written
// from. The format is canonical and injective, so a snapshot names exactly one tree: the
// review page renders golden and actual from their snapshots, whichever renderer wrote
// them. Line names, attributes in line order, enum cases and records come from a loaded
// vocabulary's rows (the built-in DSL by default), the Error and Unknown lines from the
// grammar's names (generated/snapshotGrammar.js), never from here; every line read is
// written again (SnapshotLines.js) and must come out the same, so text the grammar would
// not write is refused at the first column where it differs. Only the layout flags (§3.2)
// are read as written, not derived: they are what renderers most often get wrong, and the
// review shows them as they are.
import { elementLine, rowLine, unknownLine, errorLine, ROW_LINE } from './SnapshotLines.js';
import { SnapshotReadFailure, excerpt } from './SnapshotReadFailure.js';
import { LineFields } from './LineFields.js';
import { MAXIMUM_DEPTH } from './JSONReadFailure.js';
import { SNAPSHOT_GRAMMAR } from './generated/snapshotGrammar.js';
import { EnumSpec } from './EnumSpec.js';
import { FieldSpec } from './FieldSpec.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';

/**
 * A node read from a snapshot: the tree builder's node (TreeBuilder.js `UINode`, what the
 * renderer draws), with the line it was read from and its layout flags as written. A line
 * whose name the vocabulary does not define (read only with `foreign`) has no spec; its
 * attributes are kept as written.
 * @typedef {import('./TreeBuilder.js').UINode & {line: number, layout: {fillsWidth: boolean, weighted: boolean},
 *   foreign?: {attributes: [string, string][], children: ReadNode[]}}} ReadNode
 * @typedef {{line: number, kind: 'node', node: ReadNode} | {line: number, kind: 'record' | 'row', node: ReadNode,
 *   index: number} | {line: number, kind: 'error'}} LineEntry
 * @typedef {{content: {ok: true, node: ReadNode} | {ok: false, failure: {reason: string, path: string | null}},
 *   lines: LineEntry[]}} ReadSnapshot
 * @typedef {{number: number, indent: number, depth: number, body: string}} SourceLine
 */

/** The Unknown line's one attribute (§2.3), a Q string. */
const UNKNOWN_FIELD = new FieldSpec({ name: SNAPSHOT_GRAMMAR.unknown.attribute, kind: 'string', required: true,
  attribute: SNAPSHOT_GRAMMAR.unknown.attribute });
/** The Error line's attributes (§3.4): a reason among the grammar's, and a path when the failure has a place. */
const ERROR_FIELDS = [
  new FieldSpec({ name: 'reason', kind: 'enum', required: true, attribute: 'reason', enumeration: new EnumSpec(SNAPSHOT_GRAMMAR.error.reasons) }),
  new FieldSpec({ name: 'path', kind: 'string', attribute: 'path' }),
];

/** @type {WeakMap<import('./Vocabulary.js').Vocabulary, Map<string, import('./NodeSpec.js').NodeSpec>>} */
const rowsByLine = new WeakMap();

/**
 * A vocabulary's node rows by their line names.
 * @param {import('./Vocabulary.js').Vocabulary} vocabulary
 * @returns {Map<string, import('./NodeSpec.js').NodeSpec>}
 */
function byLine(vocabulary) {
  let rows = rowsByLine.get(vocabulary);
  if (!rows) {
    rows = new Map(vocabulary.rows.map((spec) => [spec.line, spec]));
    rowsByLine.set(vocabulary, rows);
  }
  return rows;
}

/**
 * The tree `text` is the snapshot of, and what each line is (`lines[n - 1]` is line n).
 * @param {string} text
 * @param {{foreign?: boolean, vocabulary?: import('./Vocabulary.js').Vocabulary}} [options] `vocabulary`: whose
 *   lines these are (the built-in DSL by default); `foreign`: read a line whose name it does not
 *   define (another vocabulary's) as a node with its attributes as written, and the lines one
 *   level deeper as its children, instead of refusing it
 * @returns {ReadSnapshot}
 * @throws {SnapshotReadFailure} when `text` is not a snapshot
 */
export function readSnapshot(text, options = {}) {
  const vocabulary = options.vocabulary ?? builtinVocabulary();
  return new SnapshotReader(sourceLines(text), vocabulary, options.foreign === true).document();
}

/**
 * The lines of `text`, with their indent checked: LF after every line, no CR, no BOM (§3.1).
 * @param {string} text
 * @returns {SourceLine[]}
 */
function sourceLines(text) {
  if (text.length === 0) throw new SnapshotReadFailure(1, 1, 'a node line', 'an empty text');
  if (text.charCodeAt(0) === 0xfeff) throw new SnapshotReadFailure(1, 1, 'a node line', 'a byte order mark (§3.1)');
  const lines = text.split('\n');
  const last = /** @type {string} */ (lines.pop());
  if (last !== '') throw new SnapshotReadFailure(lines.length + 1, last.length + 1, 'a line feed (§3.1)', 'the end of the text');
  return lines.map((body, index) => {
    const carriageReturn = body.indexOf('\r');
    if (carriageReturn >= 0) {
      throw new SnapshotReadFailure(index + 1, carriageReturn + 1, 'a line feed alone (§3.1)', 'a carriage return');
    }
    const firstNonSpace = body.search(/[^ ]/);
    const indent = firstNonSpace < 0 ? body.length : firstNonSpace;
    if (indent % 2 === 1) throw new SnapshotReadFailure(index + 1, 1, 'two spaces of indent per level (§3.1)', `${indent} spaces`);
    return { number: index + 1, indent, depth: indent / 2, body: body.slice(indent) };
  });
}

class SnapshotReader {
  /**
   * @param {SourceLine[]} lines
   * @param {import('./Vocabulary.js').Vocabulary} vocabulary
   * @param {boolean} foreign
   */
  constructor(lines, vocabulary, foreign) {
    this.lines = lines;
    this.vocabulary = vocabulary;
    this.rows = byLine(vocabulary);
    this.foreign = foreign;
    this.next = 0;
    /** @type {LineEntry[]} */
    this.entries = [];
  }

  /** @returns {ReadSnapshot} */
  document() {
    const first = this.lines[0];
    /** @type {ReadSnapshot['content']} */
    let content;
    if (first.depth === 0 && new LineFields(first).name === SNAPSHOT_GRAMMAR.error.line) {
      content = { ok: false, failure: this.errorLine(this.take(0, 'a line')) };
    } else {
      content = { ok: true, node: this.node(0) };
    }
    const extra = this.lines[this.next];
    if (extra) throw new SnapshotReadFailure(extra.number, extra.indent + 1, 'the end of the snapshot (it has one root)', excerpt(extra.body));
    return { content, lines: this.entries };
  }

  /**
   * The next line, which must be at `depth`.
   * @param {number} depth
   * @param {string} what
   * @returns {SourceLine}
   */
  take(depth, what) {
    const line = this.lines[this.next];
    // No document nests deeper than the reader allows (§1.2), so neither does its snapshot.
    if (depth > MAXIMUM_DEPTH) throw new SnapshotReadFailure(line ? line.number : this.lines.length + 1, 1, `at most ${MAXIMUM_DEPTH} levels`, 'more');
    if (!line) throw new SnapshotReadFailure(this.lines.length + 1, 1, `${what} at indent ${depth * 2}`, 'the end of the text');
    if (line.depth !== depth) throw new SnapshotReadFailure(line.number, 1, `${what} at indent ${depth * 2}`, `indent ${line.indent}`);
    this.next += 1;
    return line;
  }

  /**
   * A node's line and the lines below it that belong to it (§3.1).
   * @param {number} depth
   * @returns {ReadNode}
   */
  node(depth) {
    const line = this.take(depth, 'a node line');
    const fields = new LineFields(line);
    const spec = this.rows.get(fields.name);
    if (!spec) {
      if (fields.name === SNAPSHOT_GRAMMAR.unknown.line) return this.unknown(line, fields);
      if (this.foreign) return this.foreignNode(line, fields, depth);
      const names = [...this.rows.keys(), SNAPSHOT_GRAMMAR.unknown.line].join(', ');
      throw new SnapshotReadFailure(line.number, line.indent + 1, `a node line (${names})`, excerpt(line.body));
    }
    const flags = { fillsWidth: 'true', weighted: 'true' };
    const values = fields.values(spec.fields.filter((field) => field.attribute !== null), flags);
    const held = spec.held === null ? null : spec.fields[spec.held];
    const count = spec.counted === null ? null : fields.count(spec.fields[spec.counted].count ?? '');
    const layout = { fillsWidth: values.fillsWidth === 'true', weighted: values.weighted === 'true' };
    delete values.fillsWidth;
    delete values.weighted;
    fields.mustRead(elementLine(spec, spec.fields.map((field) => values[field.name] ?? null), { ...layout, count: count ?? 0 }));
    /** @type {ReadNode} */
    const node = { spec, typeName: spec.type, values, line: line.number, layout };
    this.entries.push({ line: line.number, kind: 'node', node });
    if (held === null) return node;
    // A counted field has its count of lines below; one that is not (an optional `node`, rows
    // without a label) has the lines one level deeper (§3.3).
    const below = (/** @type {(index: number) => any} */ read) => count === null ? this.deeper(depth, read) : times(count, read);
    switch (held.kind) {
      case 'node': values[held.name] = held.required || this.hasDeeper(depth) ? this.node(depth + 1) : null; break;
      case 'nodes': values[held.name] = below(() => this.node(depth + 1)); break;
      case 'records': values[held.name] = below((index) => this.record(depth + 1, this.vocabulary.records[held.record], node, index)); break;
      case 'stringRows': values[held.name] = below((index) => this.row(depth + 1, node, index)); break;
    }
    return node;
  }

  /**
   * What `read` reads from each line one level deeper than `depth`, until a line that is not.
   * @template T
   * @param {number} depth
   * @param {(index: number) => T} read
   * @returns {T[]}
   */
  deeper(depth, read) {
    /** @type {T[]} */
    const made = [];
    while (this.hasDeeper(depth)) made.push(read(made.length));
    return made;
  }

  /**
   * Whether the next line is deeper than `depth`.
   * @param {number} depth
   * @returns {boolean}
   */
  hasDeeper(depth) {
    return this.next < this.lines.length && this.lines[this.next].depth > depth;
  }

  /**
   * `Unknown(type=Q)`: a node whose type the document's vocabulary did not know (§2.3).
   * @param {SourceLine} line
   * @param {LineFields} fields
   * @returns {ReadNode}
   */
  unknown(line, fields) {
    const typeName = fields.values([UNKNOWN_FIELD], {})[UNKNOWN_FIELD.name];
    fields.mustRead(unknownLine(typeName ?? ''));
    /** @type {ReadNode} */
    const node = { spec: null, typeName: typeName ?? '', values: {}, line: line.number, layout: { fillsWidth: false, weighted: false } };
    this.entries.push({ line: line.number, kind: 'node', node });
    return node;
  }

  /**
   * A line whose name the vocabulary does not define (another vocabulary's): its attributes
   * as written, and the lines one level deeper as its children.
   * @param {SourceLine} line
   * @param {LineFields} fields
   * @param {number} depth
   * @returns {ReadNode}
   */
  foreignNode(line, fields, depth) {
    const attributes = fields.asWritten();
    const flag = (/** @type {string} */ name) => attributes.some(([key, value]) => key === name && value === 'true');
    /** @type {ReadNode[]} */
    const children = [];
    /** @type {ReadNode} */
    const node = {
      spec: null, typeName: fields.name, values: {}, line: line.number,
      layout: { fillsWidth: flag('fillsWidth'), weighted: flag('weighted') }, foreign: { attributes, children },
    };
    this.entries.push({ line: line.number, kind: 'node', node });
    children.push(...this.deeper(depth, () => this.node(depth + 1)));
    return node;
  }

  /**
   * A record line, such as a chart's `DataPoint(…)`.
   * @param {number} depth
   * @param {import('./RecordSpec.js').RecordSpec} spec
   * @param {ReadNode} owner
   * @param {number} index
   * @returns {import('./TreeBuilder.js').DecodedRecord}
   */
  record(depth, spec, owner, index) {
    const line = this.take(depth, `a ${spec.line} line`);
    const fields = new LineFields(line);
    fields.mustBeNamed(spec.line);
    const values = fields.values(spec.fields, {});
    fields.mustRead(elementLine(spec, spec.fields.map((field) => values[field.name] ?? null), {}));
    this.entries.push({ line: line.number, kind: 'record', node: owner, index });
    return { spec, values };
  }

  /**
   * A table row, `Row([Q, Q])`.
   * @param {number} depth
   * @param {ReadNode} owner
   * @param {number} index
   * @returns {string[]}
   */
  row(depth, owner, index) {
    const line = this.take(depth, `a ${ROW_LINE} line`);
    const fields = new LineFields(line);
    fields.mustBeNamed(ROW_LINE);
    const cells = fields.list();
    fields.mustRead(rowLine(cells));
    this.entries.push({ line: line.number, kind: 'row', node: owner, index });
    return cells;
  }

  /**
   * The one line of a document that failed (§3.4).
   * @param {SourceLine} line
   * @returns {{reason: string, path: string | null}}
   */
  errorLine(line) {
    const fields = new LineFields(line);
    const values = fields.values(ERROR_FIELDS, {});
    const failure = { reason: values.reason ?? '', path: values.path ?? null };
    fields.mustRead(errorLine(failure.reason, failure.path));
    this.entries.push({ line: line.number, kind: 'error' });
    return failure;
  }
}

/**
 * @template T
 * @param {number} count
 * @param {(index: number) => T} make
 * @returns {T[]}
 */
function times(count, make) {
  /** @type {T[]} */
  const made = [];
  for (let index = 0; index < count; index++) made.push(make(index));
  return made;
}
