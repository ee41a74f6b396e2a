// Writes the snapshot of a decoded document straight from the model (spec/render-snapshot.md §3).
// Twin of Sources/RenderParitySnapshot/SnapshotWriter.swift. The web renderer never
// uses it: its snapshot comes from the rendered DOM (DOMWalker.js). The unit tests use
// it to check the reader and decoder against every golden without a browser.
import { elementLine, rowLine, unknownLine, errorLine, indented } from './SnapshotLines.js';

/**
 * @param {import('./DocumentDecoder.js').DecodedDocument} document
 * @returns {string}
 */
export function writeSnapshot(document) {
  if (!document.content.ok) {
    const failure = document.content.failure;
    return indented(errorLine(failure.reason, failure.path === null ? null : String(failure.path)), 0);
  }
  /** @type {string[]} */
  const out = [];
  writeNode(document.content.node, 0, false, out);
  return out.join('');
}

/**
 * @param {import('./NodeDecoder.js').UINode} node
 * @param {number} depth
 * @param {boolean} inWeightingParent whether the parent shares its width among weighted children (§3.2)
 * @param {string[]} out
 */
function writeNode(node, depth, inWeightingParent, out) {
  const spec = node.spec;
  if (!spec) {
    out.push(indented(unknownLine(node.typeName), depth));
    return;
  }
  const counted = spec.fields.find((field) => field.count);
  out.push(indented(elementLine(spec, node.values, true, {
    fillsWidth: spec.fillsWidth === true,
    weighted: spec.weightedInHStack === true && inWeightingParent,
    count: counted ? node.values[counted.name].length : 0,
  }), depth));
  for (const field of spec.fields) {
    const value = node.values[field.name];
    switch (field.type) {
      case 'nodes':
        for (const child of value) writeNode(child, depth + 1, spec.weightsChildren === true, out);
        break;
      case 'node':
        writeNode(value, depth + 1, false, out);
        break;
      case 'records':
        for (const record of value) out.push(indented(elementLine(record.spec, record.values, false, {}), depth + 1));
        break;
      case 'stringRows':
        for (const row of value) out.push(indented(rowLine(row), depth + 1));
        break;
    }
  }
}
