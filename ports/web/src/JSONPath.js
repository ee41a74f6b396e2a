// A location in a JSON document, printed as spec/render-snapshot.md §3.5 says:
// `$`, `$.layout.children[2].content`, `$["odd key"]`. Twin of Sources/RenderParityJSON/JSONPath.swift.
import { quoted } from './SnapshotString.js';

/** @typedef {string | number} PathComponent a member name, or an array index */

export class JSONPath {
  /** @param {PathComponent[]} components */
  constructor(components) {
    /** @readonly */
    this.components = components;
  }

  /** @param {string} key */
  appendingKey(key) { return new JSONPath([...this.components, key]); }

  /** @param {number} index */
  appendingIndex(index) { return new JSONPath([...this.components, index]); }

  toString() {
    let text = '$';
    for (const component of this.components) {
      if (typeof component === 'number') text += '[' + component + ']';
      else if (isIdentifier(component)) text += '.' + component;
      else text += '[' + quoted(component) + ']';
    }
    return text;
  }
}

export const ROOT_PATH = new JSONPath([]);

/**
 * `[A-Za-z_][A-Za-z0-9_]*`, ASCII only (§3.5).
 * @param {string} name
 * @returns {boolean}
 */
export function isIdentifier(name) {
  return /^[A-Za-z_][A-Za-z0-9_]*$/.test(name);
}
