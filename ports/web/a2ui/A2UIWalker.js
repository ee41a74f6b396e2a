// The DOM walker of the A2UI example renderer: reads what A2UIRenderer.js built back into
// snapshot lines (spec/a2ui.md §4), from the elements alone. This is the part a renderer team
// writes for its own widgets: which property of a built widget becomes which attribute, in
// the order the imported vocabulary prints them (examples/a2ui/minimal/vocabulary.json).
import { quoted } from '../src/SnapshotString.js';
import { formatNumber } from '../src/SnapshotNumber.js';
import { CSS_LAYOUT } from './A2UIRenderer.js';

/** CSS flexbox values back to A2UI's justify and align. */
const LAYOUT = Object.fromEntries(Object.entries(CSS_LAYOUT).map(([a2ui, css]) => [css, a2ui]));

/** Attributes of each line, in the vocabulary's order: [attribute, how it is read]. */
const LINES = {
  Text: { line: 'Text', attributes: ['id', 'weight', 'text', 'textPath', 'textUnresolved', 'textCall', 'variant'] },
  Row: { line: 'RowComponent', attributes: ['id', 'weight', 'justify', 'align', 'childrenPath', 'childrenUnresolved'] },
  Column: { line: 'Column', attributes: ['id', 'weight', 'justify', 'align', 'childrenPath', 'childrenUnresolved'] },
  Button: { line: 'Button', attributes: ['id', 'weight', 'checks', 'variant', 'action', 'actionContext'] },
  TextField: {
    line: 'TextField',
    attributes: ['id', 'weight', 'checks', 'label', 'labelPath', 'labelUnresolved', 'labelCall', 'value', 'valuePath',
      'valueUnresolved', 'valueCall', 'variant'],
  },
};
/** Enumerations print bare (E); lists as [Q, Q]; numbers as N; the rest are Q. */
const BARE = new Set(['variant', 'justify', 'align']);
const LISTS = new Set(['checks', 'actionContext']);

/** @param {HTMLElement} container @returns {string} */
export function snapshot(container) {
  /** @type {string[]} */
  const lines = [];
  for (const element of /** @type {HTMLElement[]} */ ([...container.children])) {
    if (element.dataset.a2ui === 'NoSurface') lines.push('NoSurface');
    if (element.dataset.a2ui !== 'Surface') continue;
    lines.push(`Surface(id=${quoted(element.dataset.id ?? '')}, catalog=${quoted(element.dataset.catalog ?? '')})`);
    const root = /** @type {HTMLElement | null} */ (element.firstElementChild);
    if (root) walk(root, 1, lines);
  }
  return lines.map((line) => line + '\n').join('');
}

/** Iterative, so a deep tree cannot overflow the stack. @param {HTMLElement} start @param {number} startDepth @param {string[]} lines */
function walk(start, startDepth, lines) {
  /** @type {[HTMLElement, number][]} */
  const stack = [[start, startDepth]];
  while (stack.length > 0) {
    const [element, depth] = /** @type {[HTMLElement, number]} */ (stack.pop());
    const kind = element.dataset.a2ui ?? '';
    const spec = /** @type {Record<string, {line: string, attributes: string[]}>} */ (LINES)[kind];
    if (!spec) {
      lines.push('  '.repeat(depth) + `Unknown(type=${quoted(kind)})`);
      continue;
    }
    const parts = [];
    for (const attribute of spec.attributes) {
      // Layout is read from the element's own style, as a renderer team's walker reads its widgets.
      const style = attribute === 'justify' ? element.style.justifyContent : attribute === 'align' ? element.style.alignItems : undefined;
      const value = style !== undefined ? (style ? LAYOUT[style] : undefined) : element.dataset[attribute];
      if (value === undefined) continue;
      if (attribute === 'weight') parts.push(`weight=${formatNumber(Number(value))}`);
      else if (LISTS.has(attribute)) parts.push(`${attribute}=[${JSON.parse(value).map(quoted).join(', ')}]`);
      else if (BARE.has(attribute)) parts.push(`${attribute}=${value}`);
      else parts.push(`${attribute}=${quoted(value)}`);
    }
    if (element.dataset.item !== undefined) parts.push(`item=${element.dataset.item}`);
    const held = heldChildren(element, kind);
    const count = kind === 'Row' || kind === 'Column' ? ` [children=${held.length}]` : '';
    lines.push('  '.repeat(depth) + spec.line + (parts.length ? `(${parts.join(', ')})` : '') + count);
    for (const child of held.reverse()) stack.push([child, depth + 1]);
  }
}

/** The elements a component holds: a container's children, a button's content. @param {HTMLElement} element @param {string} kind */
function heldChildren(element, kind) {
  if (kind === 'Row' || kind === 'Column' || kind === 'Button') {
    return /** @type {HTMLElement[]} */ ([...element.children].filter((c) => /** @type {HTMLElement} */ (c).dataset.a2ui));
  }
  return [];
}
