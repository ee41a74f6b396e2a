// Builds the tree the DOM renderer draws from what `NodeDecoder` reports, with its diagnostics
// and the icons it uses, which it collects as DiagnosticsSink.js does (it extends it). Twin of
// Sources/RenderParityModel/TreeBuilder.swift. A node is built
// when it closes, from the values it opened with and what was reported inside it; open nodes
// wait on a stack, which the reader's depth limit keeps short.
import { DiagnosticsSink } from './DiagnosticsSink.js';

/**
 * A decoded node: its row (null for a type the vocabulary does not define), its type name, and
 * each field's value by member name. Absent optional strings and integers are null, absent
 * string lists `[]`; what a node holds is there too: its child node (or null), its child nodes,
 * its records (`DecodedRecord`s) or its rows.
 * @typedef {{spec: import('./NodeSpec.js').NodeSpec | null, typeName: string, values: Record<string, any>}} UINode
 * @typedef {{spec: import('./RecordSpec.js').RecordSpec, values: Record<string, any>}} DecodedRecord
 * @typedef {{node: UINode, children: UINode[], records: DecodedRecord[], rows: string[][]}} Frame
 */

export class TreeBuilder extends DiagnosticsSink {
  constructor() {
    super();
    /** @type {Frame[]} */
    this.frames = [];
    /** @type {UINode | null} */
    this.root = null;
  }

  /**
   * @param {import('./NodeSpec.js').NodeSpec} spec
   * @param {import('./NodeConsumer.js').ResolvedValue[]} values
   */
  open(spec, values) {
    this.frames.push({ node: { spec, typeName: spec.type, values: byName(spec.fields, values) }, children: [], records: [], rows: [] });
  }

  close() {
    const frame = this.frames.pop();
    if (!frame) return;
    const spec = frame.node.spec;
    const held = spec === null || spec.held === null ? null : spec.fields[spec.held];
    if (held !== null) {
      const holds = { node: frame.children[0] ?? null, nodes: frame.children, records: frame.records, stringRows: frame.rows };
      frame.node.values[held.name] = /** @type {Record<string, any>} */ (holds)[held.kind];
    }
    this.add(frame.node);
  }

  /** @param {string} type */
  unknown(type) {
    this.add({ spec: null, typeName: type, values: {} });
  }

  /**
   * @param {import('./RecordSpec.js').RecordSpec} spec
   * @param {import('./NodeConsumer.js').ResolvedValue[]} values
   */
  record(spec, values) {
    this.frames[this.frames.length - 1]?.records.push({ spec, values: byName(spec.fields, values) });
  }

  /** @param {string[]} row */
  row(row) {
    this.frames[this.frames.length - 1]?.rows.push(row);
  }

  /** @param {UINode} node */
  add(node) {
    const parent = this.frames[this.frames.length - 1];
    if (parent) parent.children.push(node);
    else this.root = node;
  }
}

/**
 * Each field's value by member name; an absent string list is `[]`.
 * @param {import('./FieldSpec.js').FieldSpec[]} fields
 * @param {import('./NodeConsumer.js').ResolvedValue[]} values
 * @returns {Record<string, any>}
 */
function byName(fields, values) {
  /** @type {Record<string, any>} */
  const named = {};
  fields.forEach((field, position) => {
    const value = values[position] ?? null;
    named[field.name] = value === null && (field.kind === 'stringList' || field.kind === 'stringRows') ? [] : value;
  });
  return named;
}
