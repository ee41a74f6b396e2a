// The values a strictly read document holds (spec/render-snapshot.md §1.1). Twin of
// Sources/RenderParityJSON/JSONDocument.swift, as plain JavaScript values: strings,
// numbers, booleans, null, arrays, and `JSONObject` (members in document order, and a
// map by name; the reader has already refused duplicate names).
import { Messages } from './generated/messages.js';

/** @typedef {string | number | boolean | null | any[] | JSONObject} JSONValue an array holds JSONValues (JSDoc typedefs cannot recurse) */
/** @typedef {'object' | 'array' | 'string' | 'number' | 'boolean' | 'null'} JSONKind */

export class JSONObject {
  constructor() {
    /** @type {{name: string, value: JSONValue}[]} */
    this.members = [];
    /** @type {Map<string, JSONValue>} */
    this.byName = new Map();
  }

  /**
   * @param {string} name
   * @returns {JSONValue | undefined}
   */
  member(name) { return this.byName.get(name); }
}

/**
 * @param {JSONValue} value
 * @returns {JSONKind}
 */
export function kindOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof JSONObject) return 'object';
  switch (typeof value) {
    case 'string': return 'string';
    case 'number': return 'number';
    default: return 'boolean';
  }
}

/**
 * How diagnostics name a JSON type: "an object", "a string", "null".
 * @param {JSONKind} kind
 * @returns {string}
 */
export function typeName(kind) {
  switch (kind) {
    case 'object': return Messages.JSON.kindObject;
    case 'array': return Messages.JSON.kindArray;
    case 'string': return Messages.JSON.kindString;
    case 'number': return Messages.JSON.kindNumber;
    case 'boolean': return Messages.JSON.kindBoolean;
    case 'null': return Messages.JSON.kindNull;
  }
}
