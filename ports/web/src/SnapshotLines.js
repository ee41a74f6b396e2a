// The line of each element (spec/render-snapshot.md §3.1, §3.2), written from a vocabulary's
// rows: the line's name, then each field that is an attribute in row order (the common fields
// are in the row), formatted by field type (Q, B, E, N, I, T, `[Q, Q]`), then the layout flags,
// then the count of what it holds. Twin of Sources/RenderParitySnapshot/SnapshotLines.swift;
// the snapshot sink (values from the decoder) and the DOM walker (values read back from the
// page) both write through it.
import { quoted, bareOrQuoted } from './SnapshotString.js';
import { formatNumber } from './SnapshotNumber.js';
import { SNAPSHOT_GRAMMAR } from './generated/snapshotGrammar.js';

/**
 * @typedef {{fillsWidth?: boolean, weighted?: boolean, count?: number}} LineExtras
 */

/**
 * One node's or record's line, without indent or LF: `Name(a=1, b=2, fillsWidth=true) [children=K]`.
 * @param {{line: string, fields: import('./FieldSpec.js').FieldSpec[]}} spec a NodeSpec or RecordSpec
 * @param {import('./NodeConsumer.js').ResolvedValue[]} values each field's value, in row order; null is absent
 * @param {LineExtras} extras
 * @returns {string}
 */
export function elementLine(spec, values, extras) {
  /** @type {string[]} */
  const attributes = [];
  spec.fields.forEach((field, position) => {
    if (field.attribute === null) return;
    const value = values[position] ?? null;
    if (field.isOmittedWhenAbsent && value === null) return;
    attributes.push(`${field.attribute}=${attributeText(field, value)}`);
  });
  if (extras.fillsWidth) attributes.push('fillsWidth=true');
  if (extras.weighted) attributes.push('weighted=true');
  let line = attributes.length > 0 ? `${spec.line}(${attributes.join(', ')})` : spec.line;
  const counted = spec.fields.find((field) => field.count !== null);
  if (counted) line += ` [${counted.count}=${extras.count ?? 0}]`;
  return line;
}

/**
 * An attribute's text by its field type (§3.3): Q for required and left-out-when-absent
 * strings, B for the others (the absent word when absent), N, I, T, E, or `[Q, Q]`.
 * @param {import('./FieldSpec.js').FieldSpec} field
 * @param {import('./NodeConsumer.js').ResolvedValue} value
 * @returns {string}
 */
export function attributeText(field, value) {
  if (value === null) return field.kind === 'stringList' ? '[]' : field.absentWord ?? '';
  switch (field.kind) {
    case 'number': return formatNumber(/** @type {number} */ (value));
    case 'integer': return String(value);
    case 'boolean': return value ? 'true' : 'false';
    case 'enum': return String(value);
    case 'stringList': return quotedList(/** @type {string[]} */ (value));
    default: {
      const text = String(value);
      return field.required || field.isOmittedWhenAbsent ? quoted(text) : bareOrQuoted(text);
    }
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
 * The line of a node whose type the vocabulary does not define (§2.3).
 * @param {string} typeName
 * @returns {string}
 */
export function unknownLine(typeName) {
  return `${SNAPSHOT_GRAMMAR.unknown.line}(${SNAPSHOT_GRAMMAR.unknown.attribute}=${quoted(typeName)})`;
}

/**
 * The one-line snapshot of a failed document (§3.4); only failures at a place have a path.
 * @param {string} reason
 * @param {string | null} path
 * @returns {string}
 */
export function errorLine(reason, path) {
  const line = SNAPSHOT_GRAMMAR.error.line;
  return path === null ? `${line}(reason=${reason})` : `${line}(reason=${reason}, path=${quoted(path)})`;
}

/**
 * @param {string} line
 * @param {number} depth
 * @returns {string}
 */
export function indented(line, depth) {
  return '  '.repeat(depth) + line + '\n';
}
