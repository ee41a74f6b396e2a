// A snapshot drawn as UI: the text is read back into its tree (SnapshotReader.js) and
// rendered by this renderer's views, so the review page can show golden and actual side
// by side whichever renderer wrote the actual. Each line gets the element it was drawn as
// (a node's element, a chart point's legend entry, a table row), so the page can outline
// the elements whose lines differ and link a diff line with its element. A line of a type
// this renderer has no view for (another vocabulary's, read in the reader's `foreign` mode) is
// the labelled box the renderer draws for such a type (ViewCoverage.js).
import { readSnapshot } from './SnapshotReader.js';
import { renderContent, renderNode, element } from './Renderer.js';
import { markedChildren } from './DOMWalker.js';
import { placeholderView } from './ViewCoverage.js';
import { fitStatValues } from './StatFitting.js';

/**
 * Renders the snapshot `text` into `container`, replacing what it held.
 * @param {string} text
 * @param {HTMLElement} container
 * @returns {(Element | null)[]} the element each line was drawn as, by line number - 1
 * @throws {import('./SnapshotReadFailure.js').SnapshotReadFailure} when `text` is not a snapshot
 */
export function renderSnapshot(text, container) {
  const read = readSnapshot(text, { foreign: true });
  renderContent(read.content, container);
  /** @type {Map<import('./SnapshotReader.js').ReadNode, Element>} */
  const drawn = new Map();
  const root = container.querySelector('[data-rp]');
  if (read.content.ok && root) match(read.content.node, root, drawn);
  return read.lines.map((entry) => {
    if (entry.kind === 'error') return root;
    const view = drawn.get(entry.node) ?? null;
    if (entry.kind === 'node' || !view) return view;
    const parts = entry.kind === 'record'
      ? markedChildren(view).filter((child) => child.getAttribute('data-rp') === 'point')
      : [...view.querySelectorAll('tbody tr')];
    return parts[entry.index] ?? null;
  });
}

/**
 * Pairs each read node with the element drawn for it, walking both trees in step, and
 * shows the layout flags as the snapshot wrote them (§3.2), right or wrong.
 * @param {import('./SnapshotReader.js').ReadNode} node
 * @param {Element} view
 * @param {Map<import('./SnapshotReader.js').ReadNode, Element>} drawn
 */
function match(node, view, drawn) {
  drawn.set(node, view);
  if (node.foreign) {
    foreignPlaceholder(node, view, drawn);
    return;
  }
  const spec = node.spec;
  if (!spec) return;
  view.classList.toggle('rp-fills', node.layout.fillsWidth);
  if (spec.weightedInHStack) view.classList.toggle('rp-weighted', node.layout.weighted);
  const held = spec.held === null ? null : spec.fields[spec.held];
  const holding = held === null ? null : node.values[held.name];
  /** @type {import('./SnapshotReader.js').ReadNode[]} */
  const children = held?.kind === 'nodes' ? holding : held?.kind === 'node' && holding !== null ? [holding] : [];
  const views = markedChildren(view).filter((child) => child.getAttribute('data-rp') !== 'point');
  children.forEach((child, index) => {
    if (views[index]) match(child, views[index], drawn);
  });
}

/**
 * A line of a type this renderer has no view for: the renderer's labelled box in place of the
 * view it drew for a node without a row, with the line's attributes as written and its
 * children drawn inside.
 * @param {import('./SnapshotReader.js').ReadNode} node
 * @param {Element} view
 * @param {Map<import('./SnapshotReader.js').ReadNode, Element>} drawn
 */
function foreignPlaceholder(node, view, drawn) {
  const foreign = node.foreign;
  const document = view.ownerDocument;
  if (!foreign) return;
  const box = placeholderView(node.typeName, document);
  view.replaceWith(box);
  drawn.set(node, box);
  if (foreign.attributes.length > 0) {
    const written = foreign.attributes.map(([name, value]) => `${name}=${value}`).join(', ');
    box.append(element(document, 'code', 'rp-foreign-attributes', null, written));
  }
  for (const child of foreign.children) {
    const childView = renderNode(child, document);
    box.append(childView);
    match(child, childView, drawn);
  }
  fitStatValues(box);
}
