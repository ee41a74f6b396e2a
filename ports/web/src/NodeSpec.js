// The DSL node table (spec/dsl-nodes.json, generated into generated/nodeTable.js) as
// the decoder, the line writer and the walker look it up. Data over code: nothing
// here names a node kind or a field; everything comes from the table.
import { NODE_TABLE } from './generated/nodeTable.js';

/**
 * @typedef {{name: string, type: string, required?: boolean, default?: number | string, enum?: string,
 *   absent?: string, attribute?: string, count?: string, record?: string, minimum?: number, maximum?: number,
 *   omitWhenAbsent?: boolean, icon?: boolean, expected?: boolean}} FieldSpec
 * @typedef {{type: string, line: string, fields: FieldSpec[], fillsWidth?: boolean, weightsChildren?: boolean,
 *   weightedInHStack?: boolean}} NodeSpec
 * @typedef {{line: string, owner: string, fields: FieldSpec[]}} RecordSpec
 */

/** @type {Record<string, string[]>} */
export const ENUMS = NODE_TABLE.enums;
/** @type {NodeSpec[]} */
export const NODE_SPECS = NODE_TABLE.nodes;
/** @type {FieldSpec[]} fields every node has (`accessibilityLabel`), written after the node's own */
export const COMMON_FIELDS = NODE_TABLE.commonFields;
/** @type {Record<string, RecordSpec>} */
export const RECORD_SPECS = NODE_TABLE.records;
/** @type {FieldSpec[]} */
export const RESPONSE_FIELDS = NODE_TABLE.response.fields;
/** The line of a node whose type is not in the table, and its one attribute. */
export const UNKNOWN_LINE = /** @type {{line: string, attribute: string}} */ (NODE_TABLE.unknown);
export const ERROR_LINE = /** @type {{line: string}} */ (NODE_TABLE.error).line;
/** The reasons a root failure's line may give (§3.4). */
export const ERROR_REASONS = /** @type {{reasons: string[]}} */ (NODE_TABLE.error).reasons;

/** @type {Map<string, NodeSpec>} */
const byType = new Map(NODE_SPECS.map((spec) => [spec.type, spec]));

/**
 * @param {string} type
 * @returns {NodeSpec | undefined}
 */
export function nodeSpec(type) {
  return byType.get(type);
}

/**
 * The member names a node of `spec` knows: `type`, its fields, the common fields.
 * @param {{fields: FieldSpec[]}} spec
 * @param {boolean} isNode
 * @returns {Set<string>}
 */
export function allowedMembers(spec, isNode) {
  const names = spec.fields.map((field) => field.name);
  return new Set(isNode ? ['type', ...names, ...COMMON_FIELDS.map((field) => field.name)] : names);
}
