// What `NodeDecoder` reports to: the one walk over a document applies the rules of spec §2
// once, and each consumer turns what it is told into its own output. Twin of
// Sources/RenderParityDecoding/NodeConsumer.swift; Swift's protocol (and its extension's
// default `icon`) is this base class, whose methods do nothing.
//
// - `TreeBuilder`: the tree the DOM renderer draws, with diagnostics and icons.
// - `SnapshotSink`: canonical lines, straight from the decoder (`snapshotOf`).
// - `DiagnosticsSink`: diagnostics only (tools, and icons when asked).
//
// Why one decoder: a consumer cannot disagree with another about which node renders or which
// default applies; it only decides what to do with the answer.

/**
 * A field's value once §2.3 is applied, in the row's order (Swift's `ResolvedValue`): null
 * when absent or unusable without a default (an absent `stringList` prints `[]`), a string,
 * a number (`number` and `integer`), a boolean, an enum case's name, or an array of strings
 * (`stringList`) or of arrays of strings (`stringRows`), or a usable records field's records.
 * @typedef {string | number | boolean | null | string[] | string[][] | import('./JSONDocument.js').JSONValue[]} ResolvedValue
 */

export class NodeConsumer {
  /** Whether the decoder should word diagnostics (a snapshot needs none). */
  get wantsDiagnostics() {
    return false;
  }

  /** @param {import('./Diagnostic.js').Diagnostic} _diagnostic */
  report(_diagnostic) {}

  /**
   * An SF Symbol name the tree uses (`FieldSpec.isIcon`), for the icon resolution golden.
   * @param {string} _name
   * @param {() => import('./JSONPath.js').JSONPath} _path
   */
  icon(_name, _path) {}

  /**
   * A node that decodes: its resolved field values in row order. `elements` is how many
   * elements of its counted field render (§3.1 counts: children that fail are dropped), known
   * before any is told, so a streaming consumer never goes back to change a line.
   * @param {import('./NodeSpec.js').NodeSpec} _spec
   * @param {ResolvedValue[]} _values
   * @param {boolean} _weighted
   * @param {number} _elements
   * @param {number} _depth
   */
  open(_spec, _values, _weighted, _elements, _depth) {}

  /**
   * The end of the node `open` began: everything it holds has been reported.
   * @param {import('./NodeSpec.js').NodeSpec} _spec
   */
  close(_spec) {}

  /**
   * A node whose type the vocabulary does not define (§2.3).
   * @param {string} _type
   * @param {number} _depth
   */
  unknown(_type, _depth) {}

  /**
   * One record of a `records` field (a chart's data point), all of whose required fields decoded.
   * @param {import('./RecordSpec.js').RecordSpec} _spec
   * @param {ResolvedValue[]} _values
   * @param {number} _depth
   */
  record(_spec, _values, _depth) {}

  /**
   * One row of a `stringRows` field.
   * @param {string[]} _row
   * @param {ResolvedValue[]} _values the values of the node that holds it
   * @param {number} _depth
   */
  row(_row, _values, _depth) {}
}
