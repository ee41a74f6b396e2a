// The line of each element (spec/render-snapshot.md §3.1, §3.2), written from the node
// table: attributes in table order, formatted by field type (Q, B, E, N, I), then the
// common fields, then the layout flags, then `[count=K]`. Twin of
// Sources/RenderParitySnapshot/SnapshotLines.swift; both the walker (values read back
// from the DOM) and the model writer (decoded values, for unit tests) write through it.
import { quoted, bareOrQuoted } from './SnapshotString.js';
import { formatNumber } from './SnapshotNumber.js';
import { COMMON_FIELDS, UNKNOWN_LINE, ERROR_LINE } from './NodeSpec.js';

/**
 * @typedef {{fillsWidth?: boolean, weighted?: boolean, count?: number}} LineExtras
 */

/**
 * One node's or record's line, without indent or LF.
 * @param {{line: string, fields: import('./NodeSpec.js').FieldSpec[]}} spec
 * @param {Record<string, any>} values each attribute's value by field name; null is absent
 * @param {boolean} isNode whether the common fields follow
 * @param {LineExtras} extras
 * @returns {string}
 */
export function elementLine(spec, values, isNode, extras) {
  /** @type {string[]} */
  const attributes = [];
  for (const field of spec.fields) {
    if (!field.attribute) continue;
    const text = attributeText(field, values[field.name]);
    if (text !== null) attributes.push(`${field.attribute}=${text}`);
  }
  if (isNode) {
    for (const field of COMMON_FIELDS) {
      const text = attributeText(field, values[field.name]);
      if (text !== null) attributes.push(`${field.name}=${text}`);
    }
  }
  if (extras.fillsWidth) attributes.push('fillsWidth=true');
  if (extras.weighted) attributes.push('weighted=true');
  let line = attributes.length > 0 ? `${spec.line}(${attributes.join(', ')})` : spec.line;
  const counted = spec.fields.find((field) => field.count);
  if (counted) line += ` [${counted.count}=${extras.count ?? 0}]`;
  return line;
}

/**
 * An attribute's text by its field type (§3.3); null when it is left out of the line.
 * @param {import('./NodeSpec.js').FieldSpec} field
 * @param {any} value
 * @returns {string | null}
 */
export function attributeText(field, value) {
  switch (field.type) {
    case 'number': return formatNumber(value);
    case 'enum': return String(value);
    case 'integer': return value === null || value === undefined ? null : String(value);
    case 'stringList': return quotedList(value ?? []);
    default:
      if (value === null || value === undefined) return field.absent ?? null;
      // A string with an `absent` word prints B so the word stays unambiguous; others print Q.
      return field.absent === undefined ? quoted(value) : bareOrQuoted(value);
  }
}

/**
 * `[Q, Q]` (§3.1 Table, Row).
 * @param {string[]} strings
 * @returns {string}
 */
export function quotedList(strings) {
  return '[' + strings.map(quoted).join(', ') + ']';
}

/** The name of a table row's line (§3.1). */
export const ROW_LINE = 'Row';

/**
 * @param {string[]} cells
 * @returns {string}
 */
export function rowLine(cells) {
  return `${ROW_LINE}(${quotedList(cells)})`;
}

/**
 * @param {string} typeName
 * @returns {string}
 */
export function unknownLine(typeName) {
  return `${UNKNOWN_LINE.line}(${UNKNOWN_LINE.attribute}=${quoted(typeName)})`;
}

/**
 * The one-line snapshot of a failed document (§3.4); only failures at a place have a path.
 * @param {string} reason
 * @param {string | null} path
 * @returns {string}
 */
export function errorLine(reason, path) {
  return path === null ? `${ERROR_LINE}(reason=${reason})` : `${ERROR_LINE}(reason=${reason}, path=${quoted(path)})`;
}

/**
 * @param {string} line
 * @param {number} depth
 * @returns {string}
 */
export function indented(line, depth) {
  return '  '.repeat(depth) + line + '\n';
}
