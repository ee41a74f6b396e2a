// Reads a RenderSnapshot (spec/render-snapshot.md §3) back into the tree it was written
// from. The format is canonical and injective, so a snapshot names exactly one tree: the
// review page renders golden and actual from their snapshots, whichever renderer wrote
// them. Line names, attribute names and their order come from the node table
// (NodeSpec.js), never from here; every line read is written again (SnapshotLines.js) and
// must come out the same, so text the grammar would not write is refused at the first
// column where it differs. Only the layout flags (§3.2) are read as written, not derived:
// they are what renderers most often get wrong, and the review shows them as they are.
import { COMMON_FIELDS, NODE_SPECS, RECORD_SPECS, UNKNOWN_LINE, ERROR_LINE, ERROR_REASONS } from './NodeSpec.js';
import { elementLine, rowLine, unknownLine, errorLine, ROW_LINE } from './SnapshotLines.js';
import { SnapshotReadFailure, excerpt } from './SnapshotReadFailure.js';
import { LineFields } from './LineFields.js';
import { MAXIMUM_DEPTH } from './JSONReadFailure.js';

/**
 * A node read from a snapshot: the decoder's node (NodeDecoder.js `UINode`), with the line
 * it was read from and its layout flags as written. A line whose name the table does not
 * know (read only with `foreign`) has no spec; its attributes are kept as written.
 * @typedef {import('./NodeDecoder.js').UINode & {line: number, layout: {fillsWidth: boolean, weighted: boolean},
 *   foreign?: {attributes: [string, string][], children: ReadNode[]}}} ReadNode
 * @typedef {{line: number, kind: 'node', node: ReadNode} | {line: number, kind: 'record' | 'row', node: ReadNode,
 *   index: number} | {line: number, kind: 'error'}} LineEntry
 * @typedef {{content: {ok: true, node: ReadNode} | {ok: false, failure: {reason: string, path: string | null}},
 *   lines: LineEntry[]}} ReadSnapshot
 * @typedef {{number: number, indent: number, depth: number, body: string}} SourceLine
 */


/** @type {Map<string, import('./NodeSpec.js').NodeSpec>} */
const BY_LINE = new Map(NODE_SPECS.map((spec) => [spec.line, spec]));

/**
 * The tree `text` is the snapshot of, and what each line is (`lines[n - 1]` is line n).
 * @param {string} text
 * @param {{foreign?: boolean}} [options] `foreign`: read a line whose name the node table
 *   does not know (a custom vocabulary's) as a node with its attributes as written, and the
 *   lines one level deeper as its children, instead of refusing it
 * @returns {ReadSnapshot}
 * @throws {SnapshotReadFailure} when `text` is not a snapshot
 */
export function readSnapshot(text, options = {}) {
  return new SnapshotReader(sourceLines(text), options.foreign === true).document();
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
   * @param {boolean} foreign
   */
  constructor(lines, foreign) {
    this.lines = lines;
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
    if (first.depth === 0 && new LineFields(first).name === ERROR_LINE) {
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
    const spec = BY_LINE.get(fields.name);
    if (!spec) {
      if (fields.name === UNKNOWN_LINE.line) return this.unknown(line, fields);
      if (this.foreign) return this.foreignNode(line, fields, depth);
      const names = [...BY_LINE.keys(), UNKNOWN_LINE.line].join(', ');
      throw new SnapshotReadFailure(line.number, line.indent + 1, `a node line (${names})`, excerpt(line.body));
    }
    const flags = { fillsWidth: 'true', weighted: 'true' };
    const values = fields.values([...spec.fields.filter((field) => field.attribute), ...COMMON_FIELDS], flags);
    const counted = spec.fields.find((field) => field.count);
    const count = counted ? fields.count(counted.count ?? '') : 0;
    const layout = { fillsWidth: values.fillsWidth === 'true', weighted: values.weighted === 'true' };
    delete values.fillsWidth;
    delete values.weighted;
    fields.mustRead(elementLine(spec, values, true, { ...layout, count }));
    /** @type {ReadNode} */
    const node = { spec, typeName: spec.type, values, line: line.number, layout };
    this.entries.push({ line: line.number, kind: 'node', node });
    for (const field of spec.fields) {
      switch (field.type) {
        case 'nodes': values[field.name] = times(count, () => this.node(depth + 1)); break;
        case 'node': values[field.name] = this.node(depth + 1); break;
        case 'records': values[field.name] = times(count, (index) => this.record(depth + 1, RECORD_SPECS[field.record ?? ''], node, index)); break;
        case 'stringRows': values[field.name] = times(count, (index) => this.row(depth + 1, node, index)); break;
      }
    }
    return node;
  }

  /**
   * `Unknown(type=Q)`: a node whose type the document's vocabulary did not know (§2.3).
   * @param {SourceLine} line
   * @param {LineFields} fields
   * @returns {ReadNode}
   */
  unknown(line, fields) {
    const typeName = fields.values([{ name: UNKNOWN_LINE.attribute, type: 'string' }], {})[UNKNOWN_LINE.attribute];
    fields.mustRead(unknownLine(typeName ?? ''));
    /** @type {ReadNode} */
    const node = { spec: null, typeName: typeName ?? '', values: {}, line: line.number, layout: { fillsWidth: false, weighted: false } };
    this.entries.push({ line: line.number, kind: 'node', node });
    return node;
  }

  /**
   * A line of a vocabulary the table does not know: its attributes as written, and the
   * lines one level deeper as its children.
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
    while (this.next < this.lines.length && this.lines[this.next].depth > depth) children.push(this.node(depth + 1));
    return node;
  }

  /**
   * A record line, such as a chart's `DataPoint(…)`.
   * @param {number} depth
   * @param {import('./NodeSpec.js').RecordSpec} spec
   * @param {ReadNode} owner
   * @param {number} index
   * @returns {import('./NodeDecoder.js').DecodedRecord}
   */
  record(depth, spec, owner, index) {
    const line = this.take(depth, `a ${spec.line} line`);
    const fields = new LineFields(line);
    fields.mustBeNamed(spec.line);
    const values = fields.values(spec.fields, {});
    fields.mustRead(elementLine(spec, values, false, {}));
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
    const values = fields.values([{ name: 'reason', type: 'enum', enum: 'reasons' }, { name: 'path', type: 'string' }], {},
      { reasons: ERROR_REASONS });
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
