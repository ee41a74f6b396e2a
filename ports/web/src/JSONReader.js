// Reads bytes into JSON values, or says why the document is rejected
// (spec/render-snapshot.md §1.1, §1.2). Twin of Sources/RenderParityJSON/JSONReader.swift.
//
// The reader keeps its own stack of open containers instead of recursing, so no
// input (100,000 nested `[` included) can overflow the call stack. It always reads
// to the end: a syntax error anywhere outranks a depth or duplicate-key failure
// found earlier (§1.2).
import { JSONObject } from './JSONDocument.js';
import { JSONPath } from './JSONPath.js';
import { MAXIMUM_DEPTH } from './JSONReadFailure.js';
import { JSONScanner, ReadError } from './JSONScanner.js';
import { Messages } from './generated/messages.js';

/** Members or elements per container, and bytes per string, this reader takes (§1.1). */
const COUNT_LIMIT = 2 ** 28;

/**
 * @typedef {{isObject: boolean, value: JSONObject | import('./JSONDocument.js').JSONValue[], count: number, key: string}} Frame
 * @typedef {{ok: true, value: import('./JSONDocument.js').JSONValue} | {ok: false, failure: import('./JSONReadFailure.js').JSONReadFailure}} ReadResult
 */

/**
 * @param {Uint8Array} bytes
 * @returns {ReadResult}
 */
export function readJSON(bytes) {
  const reader = new JSONReader(bytes);
  try {
    const value = reader.run();
    if (reader.depthFailure) return { ok: false, failure: reader.depthFailure };
    if (reader.duplicateFailure) return { ok: false, failure: reader.duplicateFailure };
    return { ok: true, value };
  } catch (error) {
    if (error instanceof ReadError) return { ok: false, failure: error.failure };
    throw error;
  }
}

/** The reader's state while it walks one document. */
class JSONReader extends JSONScanner {
  /** @param {Uint8Array} bytes */
  constructor(bytes) {
    super(bytes);
    /** @type {Frame[]} the open containers, innermost last */
    this.stack = [];
    /** @type {import('./JSONReadFailure.js').JSONReadFailure | null} */
    this.depthFailure = null;
    /** @type {import('./JSONReadFailure.js').JSONReadFailure | null} */
    this.duplicateFailure = null;
    /** @type {import('./JSONDocument.js').JSONValue} */
    this.root = null;
  }

  /** @returns {import('./JSONDocument.js').JSONValue} */
  run() {
    const bytes = this.bytes;
    if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) this.position = 3;
    // One flat loop: a container's contents are read by later turns, never by a nested call.
    let expectingValue = true;
    for (;;) {
      if (expectingValue) {
        expectingValue = this.readValue();
        continue;
      }
      const frame = this.stack[this.stack.length - 1];
      if (!frame) break;
      this.skipWhitespace();
      if (this.position >= bytes.length) {
        throw this.failure(frame.isObject ? Messages.JSON.endInObject : Messages.JSON.endInArray);
      }
      const byte = bytes[this.position];
      if (byte === 0x2c) {
        this.position += 1;
        if (frame.isObject) this.readKey();
        expectingValue = true;
      } else if (byte === (frame.isObject ? 0x7d : 0x5d)) {
        this.position += 1;
        this.close();
      } else {
        const found = this.describe(byte);
        throw this.failure(frame.isObject ? Messages.JSON.afterMember(found) : Messages.JSON.afterElement(found));
      }
    }
    this.skipWhitespace();
    if (this.position < bytes.length) throw this.failure(Messages.JSON.afterValue(this.describe(bytes[this.position])));
    return this.root;
  }

  /**
   * Reads one value. A container is only opened; returns whether its first value is to be read next.
   * @returns {boolean}
   */
  readValue() {
    this.skipWhitespace();
    const bytes = this.bytes;
    if (this.position >= bytes.length) throw this.failure(Messages.JSON.endBeforeValue);
    const frame = this.stack[this.stack.length - 1];
    if (frame) {
      frame.count += 1;
      if (frame.count >= COUNT_LIMIT) throw this.failure(Messages.JSON.tooManyMembers);
    }
    const byte = bytes[this.position];
    if (byte === 0x7b || byte === 0x5b) return this.open(byte === 0x7b);
    if (byte === 0x22) this.store(this.scanString());
    else if (byte === 0x2d || (byte >= 0x30 && byte <= 0x39)) this.store(this.scanNumber());
    else if (byte === 0x74) this.store(this.literal('true', true));
    else if (byte === 0x66) this.store(this.literal('false', false));
    else if (byte === 0x6e) this.store(this.literal('null', null));
    else throw this.failure(Messages.JSON.expectedValue(this.describe(byte)));
    return false;
  }

  /**
   * Opens a container; an empty one is closed at once. Returns whether a value is to be read next.
   * @param {boolean} isObject
   * @returns {boolean}
   */
  open(isObject) {
    if (this.stack.length === MAXIMUM_DEPTH && !this.depthFailure) {
      const [line, column] = this.lineAndColumn(this.position);
      this.depthFailure = { kind: 'depthLimit', line, column };
    }
    this.position += 1;
    this.stack.push({ isObject, value: isObject ? new JSONObject() : [], count: 0, key: '' });
    this.skipWhitespace();
    if (this.position < this.bytes.length && this.bytes[this.position] === (isObject ? 0x7d : 0x5d)) {
      this.position += 1;
      this.close();
      return false;
    }
    if (isObject) this.readKey();
    return true;
  }

  close() {
    const frame = this.stack.pop();
    if (frame) this.store(frame.value);
  }

  /**
   * Puts a finished value into its container, or makes it the root.
   * @param {import('./JSONDocument.js').JSONValue} value
   */
  store(value) {
    const frame = this.stack[this.stack.length - 1];
    if (!frame) {
      this.root = value;
    } else if (frame.value instanceof JSONObject) {
      frame.value.members.push({ name: frame.key, value });
      frame.value.byName.set(frame.key, value);
    } else {
      frame.value.push(value);
    }
  }

  readKey() {
    this.skipWhitespace();
    const bytes = this.bytes;
    if (this.position >= bytes.length || bytes[this.position] !== 0x22) {
      throw this.failure(this.position < bytes.length ? Messages.JSON.expectedName(this.describe(bytes[this.position])) : Messages.JSON.endBeforeName);
    }
    const key = this.scanString();
    const frame = this.stack[this.stack.length - 1];
    frame.key = key;
    if (!this.duplicateFailure && !this.depthFailure && frame.value instanceof JSONObject && frame.value.byName.has(key)) {
      this.duplicateFailure = { kind: 'duplicateKey', path: this.currentPath(), name: key };
    }
    this.skipWhitespace();
    if (this.position >= bytes.length || bytes[this.position] !== 0x3a) {
      throw this.failure(this.position < bytes.length ? Messages.JSON.expectedColon(this.describe(bytes[this.position])) : Messages.JSON.endBeforeColon);
    }
    this.position += 1;
  }

  /**
   * @template T
   * @param {string} word
   * @param {T} value
   * @returns {T}
   */
  literal(word, value) {
    const bytes = this.bytes;
    for (let offset = 0; offset < word.length; offset++) {
      if (bytes[this.position + offset] !== word.charCodeAt(offset)) {
        throw this.failure(Messages.JSON.expectedValue(this.describe(bytes[this.position])));
      }
    }
    this.position += word.length;
    return value;
  }

  /**
   * The path of the member or element being read, for a duplicate-key failure (§3.5).
   * @returns {JSONPath}
   */
  currentPath() {
    /** @type {import('./JSONPath.js').PathComponent[]} */
    const components = [];
    for (const frame of this.stack) components.push(frame.isObject ? frame.key : frame.count - 1);
    return new JSONPath(components);
  }
}
