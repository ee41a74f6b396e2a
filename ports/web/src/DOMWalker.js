// Walks a rendered DOM and writes its RenderSnapshot (spec/render-snapshot.md §3).
//
// The walker knows the node kind of an element only from its marker, `data-rp`.
// Every other value comes from what the browser computed or displays: computed
// styles (gap, padding, radius, alignment, font size and weight, colour, flex-grow
// and width for the layout flags), text content, aria attributes, the icon's
// accessible name, the chart's kind and legend. Exact numbers and colour names come
// from custom properties only when the real property agrees with them
// (CarriedValues.js). It never sees the decoded model. The line format and attribute
// order come from the node table (SnapshotLines.js).
import { elementLine, rowLine, unknownLine, errorLine, indented } from './SnapshotLines.js';
import { quoted } from './SnapshotString.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';
import { readCarriedString, readLength, readInteger } from './CarriedValues.js';
import { cssColor, COLOR_TARGETS } from './Palette.js';
import { TEXT_STYLE_SIZES, FONT_WEIGHTS, STAT_VALUE_SIZES, IMAGE_SIZES, FLEX_ALIGNMENT, GRID_ALIGNMENT } from './Stylesheet.js';

/**
 * The snapshot of the rendered document inside `container` (its first marked element).
 * @param {Element} container
 * @returns {string}
 */
export function snapshotDOM(container) {
  const root = container.querySelector('[data-rp]');
  if (!root) return '';
  /** @type {string[]} */
  const out = [];
  walk(root, 0, out);
  return out.join('');
}

/**
 * @param {Element} view
 * @param {number} depth
 * @param {string[]} out
 */
function walk(view, depth, out) {
  const marker = view.getAttribute('data-rp') ?? '';
  if (marker === 'error') {
    const path = view.querySelector('.rp-error-path');
    out.push(indented(errorLine(text(view, '.rp-error-reason'), path ? path.textContent ?? '' : null), depth));
    return;
  }
  if (marker === 'unknown') {
    out.push(indented(unknownLine(text(view, '.rp-unknown-type')), depth));
    return;
  }
  if (marker === 'placeholder') {
    // Not a line of the grammar: this renderer drew no view for the type, so it cannot say
    // what the node's line is (a golden diff says so); the nodes inside it it did draw.
    out.push(indented(`NoWebView(type=${quoted(text(view, '.rp-placeholder-type'))})`, depth));
    for (const child of markedChildren(view)) walk(child, depth + 1, out);
    return;
  }
  const vocabulary = builtinVocabulary();
  const spec = vocabulary.rowOfType(marker);
  const reader = Object.hasOwn(READERS, marker) ? READERS[marker] : undefined;
  if (!spec || !reader) {
    out.push(indented(`Unrecognised(marker=${quoted(marker)})`, depth));
    return;
  }
  const values = reader(view);
  if (COLOR_TARGETS[marker]) values.color = readColor(view, COLOR_TARGETS[marker]);
  values.accessibilityLabel = view.getAttribute('aria-label');
  const children = markedChildren(view);
  const nodes = children.filter((child) => child.getAttribute('data-rp') !== 'point');
  const points = children.filter((child) => child.getAttribute('data-rp') === 'point');
  const rows = marker === 'table' ? tableRows(view) : [];
  const counted = spec.counted === null ? null : spec.fields[spec.counted];
  const countOf = { nodes: nodes.length, records: points.length, stringRows: rows.length };
  out.push(indented(elementLine(spec, inRowOrder(spec.fields, values), {
    fillsWidth: spec.fillsWidth && fillsWidth(view),
    weighted: spec.weightedInHStack && isWeighted(view),
    count: counted ? /** @type {Record<string, number>} */ (countOf)[counted.kind] ?? 0 : 0,
  }), depth));
  for (const child of nodes) walk(child, depth + 1, out);
  for (const field of spec.fields) {
    if (field.kind === 'records') {
      const record = vocabulary.records[field.record];
      for (const point of points) out.push(indented(elementLine(record, inRowOrder(record.fields, readPoint(point)), {}), depth + 1));
    }
    if (field.kind === 'stringRows') for (const row of rows) out.push(indented(rowLine(row), depth + 1));
  }
}

/**
 * The values read back, by field name, in the row's order; what was not read is absent.
 * @param {import('./FieldSpec.js').FieldSpec[]} fields
 * @param {Record<string, any>} values
 * @returns {import('./NodeConsumer.js').ResolvedValue[]}
 */
function inRowOrder(fields, values) {
  return fields.map((field) => values[field.name] ?? null);
}

/**
 * What each kind's attributes are read from.
 * @type {Record<string, (view: Element) => Record<string, any>>}
 */
const READERS = {
  vstack: (view) => ({ spacing: readLength(view, 'row-gap', '--rp-spacing', 0), alignment: flexAlignment(view, 'HorizontalAlignment') }),
  hstack: (view) => ({ spacing: readLength(view, 'column-gap', '--rp-spacing', 0), alignment: flexAlignment(view, 'VerticalAlignment') }),
  zstack(view) {
    const style = getComputedStyle(view);
    const found = Object.entries(GRID_ALIGNMENT).find(([, [justify, align]]) => style.justifyItems === justify && style.alignItems === align);
    return { alignment: found ? found[0] : `${style.justifyItems}/${style.alignItems}` };
  },
  text: (view) => ({
    content: view.textContent ?? '',
    style: named(TEXT_STYLE_SIZES, parseFloat(getComputedStyle(view).fontSize), 'px'),
    weight: named(FONT_WEIGHTS, Number(getComputedStyle(view).fontWeight), ''),
    maxLines: readInteger(view, '-webkit-line-clamp', '--rp-max-lines'),
  }),
  stat(view) {
    const value = view.querySelector('.rp-stat-value');
    const icon = view.querySelector('.rp-icon');
    return {
      label: text(view, '.rp-stat-label'),
      value: value ? value.textContent ?? '' : '',
      size: named(STAT_VALUE_SIZES, value ? parseFloat(getComputedStyle(value).fontSize) : NaN, 'px'),
      icon: icon ? icon.getAttribute('aria-label') ?? '' : null,
    };
  },
  image(view) {
    const glyph = view.querySelector('.rp-icon');
    return {
      system_name: glyph ? glyph.getAttribute('aria-label') ?? '' : '',
      size: named(IMAGE_SIZES, glyph ? parseFloat(getComputedStyle(glyph).fontSize) : NaN, 'px'),
    };
  },
  badge: (view) => ({ text: view.textContent ?? '' }),
  card: (view) => ({
    padding: readLength(view, 'padding-top', '--rp-padding', 0),
    cornerRadius: readLength(view, 'border-top-left-radius', '--rp-corner-radius', 0),
  }),
  progress(view) {
    const label = view.querySelector('.rp-progress-label');
    return {
      value: Number(view.getAttribute('aria-valuenow')),
      total: Number(view.getAttribute('aria-valuemax')),
      label: label ? label.textContent ?? '' : null,
    };
  },
  chart(view) {
    const svg = view.querySelector('svg');
    const caption = view.querySelector('figcaption');
    return {
      variant: (svg ? svg.getAttribute('aria-roledescription') ?? '' : '').replace(/ chart$/, ''),
      title: caption ? caption.textContent ?? '' : null,
    };
  },
  list: () => ({}),
  table(view) {
    const caption = view.querySelector('caption');
    return {
      title: caption ? caption.textContent ?? '' : null,
      headers: [...view.querySelectorAll('thead th')].map((cell) => cell.textContent ?? ''),
    };
  },
  divider: () => ({}),
  spacer: () => ({}),
};

/**
 * A chart's data point, from its legend entry: the label and value it shows, and its swatch.
 * @param {Element} view
 * @returns {Record<string, any>}
 */
function readPoint(view) {
  return { label: text(view, '.rp-point-label'), value: Number(text(view, '.rp-point-value')), color: readColor(view, COLOR_TARGETS.point) };
}

/**
 * @param {Element} view
 * @returns {string[][]}
 */
function tableRows(view) {
  return [...view.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent ?? ''));
}

/**
 * The marked elements directly below `view`: the nearest marked descendants, in document order.
 * @param {Element} view
 * @returns {Element[]}
 */
export function markedChildren(view) {
  /** @type {Element[]} */
  const found = [];
  const pending = [...view.children].reverse();
  while (pending.length > 0) {
    const next = /** @type {Element} */ (pending.pop());
    if (next.hasAttribute('data-rp')) found.push(next);
    else pending.push(...[...next.children].reverse());
  }
  return found;
}

/**
 * The DSL colour painted on a node: the carried name when the painted colour is the one
 * that name gives; otherwise what the browser painted (§3.3 B; absent is null).
 * @param {Element} view
 * @param {import('./Palette.js').ColorTarget} target
 * @returns {string | null}
 */
function readColor(view, target) {
  const name = readCarriedString(view, '--rp-color');
  if (name === null) return null;
  const painted = target.part ? view.querySelector(target.part) : view;
  if (!painted) return name;
  const actual = getComputedStyle(painted).getPropertyValue(target.property);
  return actual === normalizedColor(painted, target.property, cssColor(name, target.fallback, target.shade)) ? name : actual;
}

/**
 * A CSS colour as getComputedStyle writes it for `property`, through a probe element put
 * beside `painted` for the moment: a colour relative to the ink (`currentcolor`) is
 * resolved against the same inherited ink.
 * @param {Element} painted
 * @param {string} property
 * @param {string} color
 * @returns {string}
 */
function normalizedColor(painted, property, color) {
  const document = painted.ownerDocument;
  const probe = document.createElement('span');
  probe.hidden = true;
  probe.style.setProperty(property, color);
  (painted.parentElement ?? document.body).append(probe);
  const computed = getComputedStyle(probe).getPropertyValue(property);
  probe.remove();
  return computed;
}

/**
 * `fillsWidth` (§3.2): in a row, the element grows into the space offered; elsewhere its
 * margin box is at least as wide as its parent's content box.
 * @param {Element} view
 * @returns {boolean}
 */
function fillsWidth(view) {
  const parent = view.parentElement;
  if (!parent) return false;
  const parentStyle = getComputedStyle(parent);
  const style = getComputedStyle(view);
  if (isRow(parentStyle)) return parseFloat(style.flexGrow) > 0;
  const outer = view.getBoundingClientRect().width + parseFloat(style.marginLeft) + parseFloat(style.marginRight);
  const sides = parseFloat(parentStyle.paddingLeft) + parseFloat(parentStyle.paddingRight)
    + parseFloat(parentStyle.borderLeftWidth) + parseFloat(parentStyle.borderRightWidth);
  const inner = Math.max(0, parent.getBoundingClientRect().width - sides);
  // At least as wide: padding larger than the width offered makes a box wider still. Computed
  // padding has six significant digits, so a huge one is known only to 1e-5 of itself.
  return outer >= inner - 0.5 - sides * 1e-5;
}

/**
 * `weighted` (§3.2): an equal share of a row, flex-grow from a zero basis.
 * @param {Element} view
 * @returns {boolean}
 */
function isWeighted(view) {
  const parent = view.parentElement;
  if (!parent || !isRow(getComputedStyle(parent))) return false;
  const style = getComputedStyle(view);
  return parseFloat(style.flexGrow) > 0 && parseFloat(style.flexBasis) === 0;
}

/** @param {CSSStyleDeclaration} style */
function isRow(style) {
  return style.display.includes('flex') && style.flexDirection.startsWith('row');
}

/**
 * A stack's alignment, from its computed `align-items`.
 * @param {Element} view
 * @param {string} enumName
 * @returns {string}
 */
function flexAlignment(view, enumName) {
  const computed = getComputedStyle(view).alignItems;
  const cases = builtinVocabulary().definition.enums.find((enumeration) => enumeration.name === enumName)?.cases ?? [];
  const found = cases.find((name) => /** @type {Record<string, string>} */ (FLEX_ALIGNMENT)[name] === computed);
  return found ?? computed;
}

/**
 * The name whose value a computed number is, or the number itself (which then fails the golden).
 * @param {Record<string, number>} table
 * @param {number} value
 * @param {string} unit
 * @returns {string}
 */
function named(table, value, unit) {
  const found = Object.entries(table).find(([, size]) => size === value);
  return found ? found[0] : `${value}${unit}`;
}

/**
 * @param {Element} view
 * @param {string} selector
 * @returns {string}
 */
function text(view, selector) {
  const found = view.querySelector(selector);
  return found ? found.textContent ?? '' : '';
}
