// The streaming consumer: each node's line is written as the decoder reaches it, without a
// tree. Twin of Sources/RenderParitySnapshot/SnapshotSink+NodeConsumer.swift; the lines
// themselves are SnapshotLines.js's. The decoder has already counted the children that render,
// so each line is final when written.
import { NodeConsumer } from './NodeConsumer.js';
import { elementLine, rowLine, unknownLine, indented } from './SnapshotLines.js';

export class SnapshotSink extends NodeConsumer {
  constructor() {
    super();
    /** @type {string[]} the snapshot's lines so far, each indented and ending with LF */
    this.lines = [];
  }

  /**
   * @param {import('./NodeSpec.js').NodeSpec} spec
   * @param {import('./NodeConsumer.js').ResolvedValue[]} values
   * @param {boolean} weighted
   * @param {number} elements
   * @param {number} depth
   */
  open(spec, values, weighted, elements, depth) {
    this.lines.push(indented(elementLine(spec, values, { fillsWidth: spec.fillsWidth, weighted, count: elements }), depth));
  }

  /**
   * @param {string} type
   * @param {number} depth
   */
  unknown(type, depth) {
    this.lines.push(indented(unknownLine(type), depth));
  }

  /**
   * @param {import('./RecordSpec.js').RecordSpec} spec
   * @param {import('./NodeConsumer.js').ResolvedValue[]} values
   * @param {number} depth
   */
  record(spec, values, depth) {
    this.lines.push(indented(elementLine(spec, values, {}), depth));
  }

  /**
   * @param {string[]} row
   * @param {import('./NodeConsumer.js').ResolvedValue[]} _values
   * @param {number} depth
   */
  row(row, _values, depth) {
    this.lines.push(indented(rowLine(row), depth));
  }

  /** The snapshot written so far. */
  get text() {
    return this.lines.join('');
  }
}
