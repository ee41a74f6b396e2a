// Writes the snapshot of a decoded tree (TreeBuilder.js) (spec/render-snapshot.md §3). Twin of
// Sources/RenderParitySnapshot/SnapshotWriter.swift. The web renderer never uses it: its
// snapshot comes from the rendered DOM (DOMWalker.js). The unit tests use it to check that the
// tree the renderer draws holds every golden's content, without a browser.
import { elementLine, rowLine, unknownLine, indented } from './SnapshotLines.js';
import { failureLine } from './RenderSnapshot.js';

/**
 * @param {import('./DocumentDecoder+Model.js').DecodedDocument} document
 * @returns {string}
 */
export function writeSnapshot(document) {
  if (!document.content.ok) return failureLine(document.content.failure);
  /** @type {string[]} */
  const out = [];
  writeNode(document.content.node, 0, false, out);
  return out.join('');
}

/**
 * @param {import('./TreeBuilder.js').UINode} node
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
  const held = spec.held === null ? null : spec.fields[spec.held];
  const holding = held === null ? null : node.values[held.name];
  out.push(indented(elementLine(spec, spec.fields.map((field) => node.values[field.name]), {
    fillsWidth: spec.fillsWidth,
    weighted: spec.weightedInHStack && inWeightingParent,
    count: Array.isArray(holding) ? holding.length : 0,
  }), depth));
  switch (held?.kind) {
    case 'nodes':
      for (const child of holding) writeNode(child, depth + 1, spec.weightsChildren, out);
      break;
    case 'node':
      if (holding !== null) writeNode(holding, depth + 1, false, out);
      break;
    case 'records':
      for (const record of /** @type {import('./TreeBuilder.js').DecodedRecord[]} */ (holding)) {
        out.push(indented(elementLine(record.spec, record.spec.fields.map((field) => record.values[field.name]), {}), depth + 1));
      }
      break;
    case 'stringRows':
      for (const row of holding) out.push(indented(rowLine(row), depth + 1));
      break;
  }
}
