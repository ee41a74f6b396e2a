// Reads the members of a vocabulary file's objects with the path of each, turning every
// mismatch into a `VocabularyError` that names the file and the path (spec/vocabulary.md §7).
// Twin of Sources/RenderParityVocabulary/VocabularyFileReader.swift, over the values the strict
// reader returns (JSONDocument.js) rather than a tape.
import { JSONObject, kindOf } from './JSONDocument.js';
import { VocabularyError } from './VocabularyError.js';

/** @typedef {import('./JSONDocument.js').JSONValue} JSONValue */

/** One object's members by name, in file order, with the object's path. */
export class VocabularyObject {
  /**
   * @param {import('./JSONPath.js').JSONPath} path
   * @param {{name: string, value: JSONValue}[]} members
   */
  constructor(path, members) {
    this.path = path;
    this.members = members;
  }

  /**
   * The member's value (JSON null included); undefined when there is no such member.
   * @param {string} name
   * @returns {JSONValue | undefined}
   */
  value(name) {
    return this.members.find((member) => member.name === name)?.value;
  }

  /**
   * @param {string} name
   * @returns {import('./JSONPath.js').JSONPath}
   */
  pathOf(name) {
    return this.path.appendingKey(name);
  }
}

export class VocabularyFileReader {
  /** @param {string} file */
  constructor(file) {
    this.file = file;
  }

  /**
   * @param {import('./VocabularyError.js').VocabularyProblem} problem
   * @param {import('./JSONPath.js').JSONPath} path
   * @returns {VocabularyError}
   */
  error(problem, path) {
    return new VocabularyError(problem, this.file, path);
  }

  /**
   * The object `value`, whose members must all be in `allowed` (`$comment` and `$schema` are
   * allowed everywhere: editors and schemas add them).
   * @param {JSONValue} value
   * @param {import('./JSONPath.js').JSONPath} path
   * @param {readonly string[]} allowed
   * @returns {VocabularyObject}
   */
  object(value, path, allowed) {
    if (!(value instanceof JSONObject)) throw this.error({ kind: 'wrongType', expected: 'an object', found: kindOf(value) }, path);
    for (const member of value.members) {
      if (!allowed.includes(member.name) && member.name !== '$comment' && member.name !== '$schema') {
        throw this.error({ kind: 'unknownMember', allowed: [...allowed] }, path.appendingKey(member.name));
      }
    }
    return new VocabularyObject(path, value.members);
  }

  /**
   * @param {VocabularyObject} object
   * @param {string} name
   * @returns {string | null}
   */
  string(object, name) {
    const value = object.value(name);
    if (value === undefined) return null;
    if (typeof value !== 'string') throw this.error({ kind: 'wrongType', expected: 'a string', found: kindOf(value) }, object.pathOf(name));
    return value;
  }

  /**
   * @param {VocabularyObject} object
   * @param {string} name
   * @returns {string}
   */
  requiredString(object, name) {
    const text = this.string(object, name);
    if (text === null) throw this.error({ kind: 'missing', expected: 'a string' }, object.pathOf(name));
    return text;
  }

  /**
   * @param {VocabularyObject} object
   * @param {string} name
   * @returns {boolean}
   */
  bool(object, name) {
    const value = object.value(name);
    if (value === undefined) return false;
    if (typeof value !== 'boolean') throw this.error({ kind: 'wrongType', expected: 'true or false', found: kindOf(value) }, object.pathOf(name));
    return value;
  }

  /**
   * An integral number within ±2^53 (what every port reads exactly).
   * @param {VocabularyObject} object
   * @param {string} name
   * @returns {number | null}
   */
  integer(object, name) {
    const value = object.value(name);
    if (value === undefined) return null;
    const integer = this.integerAt(value);
    if (integer === null) throw this.error({ kind: 'wrongType', expected: 'an integer', found: kindOf(value) }, object.pathOf(name));
    return integer;
  }

  /**
   * @param {JSONValue} value
   * @returns {number | null}
   */
  integerAt(value) {
    if (typeof value !== 'number' || Math.abs(value) > 9007199254740992 || !Number.isInteger(value)) return null;
    return value === 0 ? 0 : value;
  }

  /**
   * The elements of the array member `name` (empty when absent).
   * @param {VocabularyObject} object
   * @param {string} name
   * @returns {JSONValue[]}
   */
  array(object, name) {
    const value = object.value(name);
    if (value === undefined) return [];
    if (!Array.isArray(value)) throw this.error({ kind: 'wrongType', expected: 'an array', found: kindOf(value) }, object.pathOf(name));
    return value;
  }

  /**
   * The strings of the array member `name`.
   * @param {VocabularyObject} object
   * @param {string} name
   * @returns {string[]}
   */
  strings(object, name) {
    return this.array(object, name).map((element, position) => {
      if (typeof element !== 'string') {
        throw this.error({ kind: 'wrongType', expected: 'a string', found: kindOf(element) }, object.pathOf(name).appendingIndex(position));
      }
      return element;
    });
  }
}
