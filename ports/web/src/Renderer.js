// Renders a DSL document as real DOM and CSS (spec/render-snapshot.md §2, §3.2 as
// layout). It draws the built-in vocabulary's 14 node types: a document of another vocabulary
// is decoded with that vocabulary, and each node type this renderer has no view for is drawn
// as a labelled placeholder holding the nodes inside it (ViewCoverage.js), never dropped and never an
// error; the decoder's own snapshot of such a document is RenderSnapshot.js's. Every node element carries one marker, `data-rp="<type>"`, so a walker can
// find it; every value is put where the browser displays or computes it: text as
// textContent, sizes and alignment as CSS, exact numbers and colour names also in
// custom properties (CarriedValues.js). Fixture text is only ever set as textContent, never parsed as HTML.
import { decodeDocument } from './DocumentDecoder+Model.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';
import { hasView, placeholderView } from './ViewCoverage.js';
import { STYLESHEET, FLEX_ALIGNMENT, GRID_ALIGNMENT } from './Stylesheet.js';
import { carriedString, carriedNumber } from './CarriedValues.js';
import { cssColor, inkOn, COLOR_TARGETS } from './Palette.js';
import { iconLigature, installIconFont } from './IconFont.js';
import { setText } from './TextBreaking.js';
import { renderChart } from './ChartView.js';
import { fitStatValues } from './StatFitting.js';

/** The id of the `<style>` element that holds the renderer's CSS. */
export const STYLESHEET_ID = 'rp-stylesheet';

/**
 * Decodes `bytes` with `vocabulary` (the built-in DSL by default) and renders the result into
 * `container`, replacing what it held. Returns the decoded document (its diagnostics and
 * icons), for tools; the snapshot comes from the DOM (DOMWalker.js), never from this value.
 * @param {Uint8Array} bytes
 * @param {HTMLElement} container
 * @param {import('./Vocabulary.js').Vocabulary} [vocabulary]
 * @returns {import('./DocumentDecoder+Model.js').DecodedDocument}
 */
export function renderDocument(bytes, container, vocabulary = builtinVocabulary()) {
  const decoded = decodeDocument(bytes, vocabulary);
  renderContent(decoded.content, container);
  return decoded;
}

/**
 * Renders a root node, or the failure that replaced it (§3.4), into `container`, replacing
 * what it held: a decoded document's, or one read back from a snapshot (SnapshotView.js).
 * @param {{ok: true, node: import('./TreeBuilder.js').UINode} | {ok: false, failure: {reason: string, path: unknown}}} content
 * @param {HTMLElement} container
 */
export function renderContent(content, container) {
  const document = container.ownerDocument;
  installStylesheet(container, STYLESHEET, false);
  installIconFont(document);
  const root = document.createElement('div');
  root.className = 'rp-root';
  if (content.ok) root.append(renderNode(content.node, document));
  else root.append(errorView(content.failure, document));
  container.replaceChildren(root);
  fitStatValues(root);
}

/**
 * Puts the renderer's CSS once into the document or shadow root that holds `near`;
 * `replace` swaps in other CSS (the test that breaks one rule uses it).
 * @param {Node} near
 * @param {string} css
 * @param {boolean} replace
 */
export function installStylesheet(near, css, replace) {
  const root = near.getRootNode();
  const document = near.ownerDocument ?? /** @type {Document} */ (near);
  const holder = root instanceof ShadowRoot ? root : document.head;
  let style = holder.querySelector(`style#${STYLESHEET_ID}`);
  if (style && !replace) return;
  if (!style) {
    style = document.createElement('style');
    style.id = STYLESHEET_ID;
    holder.append(style);
  }
  style.textContent = css;
}

/**
 * A node's view and the views of the nodes inside it; SnapshotView.js also draws the children
 * of a line it read without a row with it.
 * @param {import('./TreeBuilder.js').UINode} node
 * @param {Document} document
 * @returns {HTMLElement}
 */
export function renderNode(node, document) {
  const spec = node.spec;
  if (!spec) {
    const view = element(document, 'div', 'rp-unknown', 'unknown');
    view.append('Unsupported component ', element(document, 'code', 'rp-unknown-type', null, node.typeName));
    return view;
  }
  if (!hasView(spec) || !Object.hasOwn(BUILDERS, spec.type)) return placeholder(node, spec, document);
  const values = node.values;
  const view = BUILDERS[spec.type](values, document);
  view.dataset.rp = spec.type;
  view.classList.add(`rp-${spec.type}`);
  if (spec.fillsWidth) view.classList.add('rp-fills');
  if (spec.weightedInHStack) view.classList.add('rp-weighted');
  if (values.accessibilityLabel !== null && values.accessibilityLabel !== undefined) view.setAttribute('aria-label', values.accessibilityLabel);
  const colorTarget = COLOR_TARGETS[spec.type];
  if (colorTarget) paint(view, colorTarget, values.color ?? null);
  return view;
}

/**
 * How each kind is drawn.
 * @type {Record<string, (values: Record<string, any>, document: Document) => HTMLElement>}
 */
const BUILDERS = {
  vstack: (values, document) => stack(values, document, FLEX_ALIGNMENT),
  hstack: (values, document) => stack(values, document, FLEX_ALIGNMENT),
  zstack(values, document) {
    const view = document.createElement('div');
    const [justify, align] = /** @type {Record<string, string[]>} */ (GRID_ALIGNMENT)[values.alignment];
    view.style.justifyItems = justify;
    view.style.alignItems = align;
    for (const child of values.children) view.append(renderNode(child, document));
    return view;
  },
  text(values, document) {
    const view = element(document, 'p', `rp-text rp-style-${values.style} rp-weight-${values.weight}`, null, values.content);
    if (values.maxLines !== null) {
      view.classList.add('rp-clamped');
      view.style.setProperty('--rp-max-lines', carriedNumber(values.maxLines));
    }
    return view;
  },
  stat(values, document) {
    const view = document.createElement('div');
    if (values.icon !== null) view.append(icon(values.icon, document));
    const value = element(document, 'div', `rp-stat-value rp-stat-size-${values.size}`, null);
    value.append(element(document, 'span', 'rp-stat-fit', null, values.value));
    view.append(element(document, 'div', 'rp-stat-label', null, values.label), value);
    return view;
  },
  image(values, document) {
    const view = element(document, 'span', `rp-image-size-${values.size}`, null);
    view.append(icon(values.system_name, document));
    return view;
  },
  badge: (values, document) => element(document, 'span', '', null, values.text),
  card(values, document) {
    const view = document.createElement('div');
    view.style.setProperty('--rp-padding', carriedNumber(values.padding));
    view.style.setProperty('--rp-corner-radius', carriedNumber(values.cornerRadius));
    view.append(renderNode(values.child, document));
    return view;
  },
  progress(values, document) {
    const view = document.createElement('div');
    view.setAttribute('role', 'progressbar');
    view.setAttribute('aria-valuemin', '0');
    view.setAttribute('aria-valuenow', carriedNumber(values.value));
    view.setAttribute('aria-valuemax', carriedNumber(values.total));
    if (values.label !== null) view.append(element(document, 'div', 'rp-progress-label', null, values.label));
    const fraction = values.value / values.total;
    const fill = element(document, 'div', 'rp-progress-fill', null);
    fill.style.setProperty('--rp-fraction', String(Number.isFinite(fraction) ? Math.min(Math.max(fraction, 0), 1) : 0));
    const track = element(document, 'div', 'rp-progress-track', null);
    track.append(fill);
    view.append(track);
    return view;
  },
  chart(values, document) {
    const view = document.createElement('figure');
    renderChart(view, values, document, (point, item) => paint(item, COLOR_TARGETS.point, point.color));
    return view;
  },
  list(values, document) {
    const view = document.createElement('ul');
    for (const child of values.items) {
      const item = element(document, 'li', 'rp-list-item', null);
      item.append(renderNode(child, document));
      view.append(item);
    }
    return view;
  },
  table(values, document) {
    const view = document.createElement('table');
    if (values.title !== null) view.append(element(document, 'caption', '', null, values.title));
    const head = document.createElement('thead');
    const headRow = document.createElement('tr');
    for (const header of values.headers) headRow.append(element(document, 'th', '', null, header));
    head.append(headRow);
    const body = document.createElement('tbody');
    for (const row of values.rows) {
      const tr = document.createElement('tr');
      for (const cell of row) tr.append(element(document, 'td', '', null, cell));
      body.append(tr);
    }
    view.append(head, body);
    return view;
  },
  divider: (_values, document) => document.createElement('hr'),
  spacer: (_values, document) => document.createElement('div'),
};

/**
 * A node of a type this renderer has no view for (another vocabulary's): the labelled box
 * (ViewCoverage.js), holding the nodes inside it.
 * @param {import('./TreeBuilder.js').UINode} node
 * @param {import('./NodeSpec.js').NodeSpec} spec
 * @param {Document} document
 * @returns {HTMLElement}
 */
function placeholder(node, spec, document) {
  const view = placeholderView(node.typeName, document);
  const held = spec.held === null ? null : spec.fields[spec.held];
  const holding = held === null ? null : node.values[held.name];
  if (held?.kind === 'node' && holding !== null) view.append(renderNode(holding, document));
  if (held?.kind === 'nodes') for (const child of holding) view.append(renderNode(child, document));
  return view;
}

/**
 * A VStack or HStack: a flex container whose gap is computed from the carried spacing.
 * @param {Record<string, any>} values
 * @param {Document} document
 * @param {Record<string, string>} alignment
 * @returns {HTMLElement}
 */
function stack(values, document, alignment) {
  const view = document.createElement('div');
  view.style.setProperty('--rp-spacing', carriedNumber(values.spacing));
  view.style.alignItems = alignment[values.alignment];
  for (const child of values.children) view.append(renderNode(child, document));
  return view;
}

/**
 * An icon: the glyph of the Material icon font its SF name resolves to (IconFont.js), with
 * the SF name as its accessible name, as an `<img>`'s alt would be. A name that resolves
 * to no glyph gets a placeholder shape, named the same and with the name as its tooltip:
 * never the ligature's text, which would show as clipped letters.
 * @param {string} name
 * @param {Document} document
 * @returns {HTMLElement}
 */
function icon(name, document) {
  const ligature = iconLigature(name);
  const glyph = element(document, 'span', 'rp-icon', null);
  if (ligature !== null) glyph.textContent = ligature;
  else {
    glyph.classList.add('rp-icon-placeholder');
    glyph.title = name;
  }
  glyph.setAttribute('role', 'img');
  glyph.setAttribute('aria-label', name);
  return glyph;
}

/**
 * The visible placeholder of a document that cannot be rendered (§3.4).
 * @param {{reason: string, path: unknown}} failure
 * @param {Document} document
 * @returns {HTMLElement}
 */
function errorView(failure, document) {
  const view = element(document, 'div', 'rp-error', 'error');
  view.setAttribute('role', 'alert');
  view.append(element(document, 'strong', '', null, 'This screen can’t be shown'), document.createElement('br'),
    'Reason: ', element(document, 'code', 'rp-error-reason', null, failure.reason));
  if (failure.path !== null) view.append(' at ', element(document, 'code', 'rp-error-path', null, String(failure.path)));
  return view;
}

/**
 * Paints a DSL colour and carries its name (§3.3 B prints it verbatim). A fill that text
 * sits on (a card, a badge) also sets the text colour that reads on it.
 * @param {HTMLElement} view the node element, which carries the name
 * @param {import('./Palette.js').ColorTarget} target
 * @param {string | null} name
 */
export function paint(view, target, name) {
  if (name === null) return;
  view.style.setProperty('--rp-color', carriedString(name));
  const painted = target.part ? view.querySelector(target.part) : view;
  if (!(painted instanceof HTMLElement || painted instanceof SVGElement)) return;
  const color = cssColor(name, target.fallback, target.shade);
  painted.style.setProperty(target.property, color);
  if (target.ink) painted.style.setProperty('color', inkOn(color));
}

/**
 * @param {Document} document
 * @param {string} tag
 * @param {string} className
 * @param {string | null} marker the `data-rp` marker, for node elements
 * @param {string} [text] shown as text, never parsed as HTML
 * @returns {HTMLElement}
 */
export function element(document, tag, className, marker, text) {
  const view = document.createElement(tag);
  if (className) view.className = className;
  if (marker) view.dataset.rp = marker;
  if (text !== undefined) setText(view, text);
  return view;
}
