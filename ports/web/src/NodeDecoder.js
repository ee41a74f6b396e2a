// Decodes nodes from read JSON values (spec/render-snapshot.md §2), driven by the node
// table: required fields in table order with the first failure winning (§2.2),
// failing `children`/`items` elements dropped (§2.3), unusable optional fields
// replaced by their defaults, and a `Diagnostic` for every deviation (§2.4).
// Twin of Sources/RenderParityDecoding/NodeDecoder.swift and NodeDecoder+Optional.swift.
// Recursion is bounded: the reader has already refused anything nested deeper than 256.
import { JSONObject, kindOf } from './JSONDocument.js';
import { JSONPath } from './JSONPath.js';
import { DecodeFailure } from './DecodeFailure.js';
import { Diagnostic } from './Diagnostic.js';
import { formatNumber } from './SnapshotNumber.js';
import { ENUMS, COMMON_FIELDS, RECORD_SPECS, nodeSpec, allowedMembers } from './NodeSpec.js';

/**
 * A decoded node: its table entry (null for an unknown type), its type name, and each
 * field's value by name (absent optional strings and integers are null).
 * @typedef {{spec: import('./NodeSpec.js').NodeSpec | null, typeName: string, values: Record<string, any>}} UINode
 * @typedef {{spec: import('./NodeSpec.js').RecordSpec, values: Record<string, any>}} DecodedRecord
 */

export class NodeDecoder {
  constructor() {
    /** @type {import('./JSONPath.js').PathComponent[]} */
    this.path = [];
    /** @type {Diagnostic[]} */
    this.diagnostics = [];
    /** @type {string[]} SF Symbol names of decoded nodes (icon fields), for the resolution golden */
    this.icons = [];
  }

  // Nodes

  /**
   * @param {import('./JSONDocument.js').JSONValue} value
   * @returns {UINode}
   */
  decodeNode(value) {
    if (!(value instanceof JSONObject)) throw this.failure({ kind: 'notAnObject', found: kindOf(value) });
    const typeName = /** @type {string} */ (this.requiredValue(value, 'type', 'string', 'a string naming the node type'));
    const spec = nodeSpec(typeName);
    if (!spec) {
      this.report({ kind: 'unknownType', name: typeName }, 'type');
      return { spec: null, typeName, values: {} };
    }
    /** @type {Record<string, any>} */
    const values = {};
    const below = this.decodeRequired(value, spec.fields, values);
    for (const field of [...spec.fields, ...COMMON_FIELDS]) if (!field.required) values[field.name] = this.optionalField(value, field);
    for (const field of spec.fields) if (field.icon && values[field.name] !== null) this.icons.push(values[field.name]);
    this.reportUnknownMembers(value, allowedMembers(spec, true), typeName);
    this.diagnostics.push(...below);
    return { spec, typeName, values };
  }

  /**
   * The required fields in table order; the first failure wins (§2.2). Children, child
   * nodes and records are decoded here, but what they report is returned, not kept: it
   * follows the node's own diagnostics (a node is reported before what is inside it, as
   * the snapshot writes it), and it is dropped with the node when a later field fails.
   * @param {JSONObject} object
   * @param {import('./NodeSpec.js').FieldSpec[]} fields
   * @param {Record<string, any>} values filled in
   * @returns {Diagnostic[]} the diagnostics from inside the children
   */
  decodeRequired(object, fields, values) {
    /** @type {Diagnostic[]} */
    const below = [];
    const own = this.diagnostics;
    try {
      for (const field of fields) {
        if (!field.required) continue;
        this.diagnostics = [];
        values[field.name] = this.requiredField(object, field);
        below.push(...this.diagnostics);
      }
    } finally {
      this.diagnostics = own;
    }
    return below;
  }

  /**
   * Decodes each element of an array of nodes; one that fails is dropped and reported (§2.3).
   * @param {import('./JSONDocument.js').JSONValue[]} array
   * @returns {UINode[]}
   */
  decodeChildren(array) {
    /** @type {UINode[]} */
    const nodes = [];
    array.forEach((element, position) => {
      this.path.push(position);
      try {
        nodes.push(this.decodeNode(element));
      } catch (error) {
        if (!(error instanceof DecodeFailure)) throw error;
        this.report({ kind: 'dropped', nodeType: nodeTypeName(element), failure: error });
      }
      this.path.pop();
    });
    return nodes;
  }

  /**
   * Records that must all decode, such as a chart's data points (§2.2).
   * @param {import('./JSONDocument.js').JSONValue[]} array
   * @param {import('./NodeSpec.js').RecordSpec} spec
   * @returns {DecodedRecord[]}
   */
  decodeRecords(array, spec) {
    return array.map((element, position) => {
      this.path.push(position);
      try {
        if (!(element instanceof JSONObject)) throw this.failure({ kind: 'notAnObject', found: kindOf(element) });
        /** @type {Record<string, any>} */
        const values = {};
        const below = this.decodeRequired(element, spec.fields, values);
        for (const field of spec.fields) if (!field.required) values[field.name] = this.optionalField(element, field);
        this.reportUnknownMembers(element, allowedMembers(spec, false), spec.owner);
        this.diagnostics.push(...below);
        return { spec, values };
      } finally {
        this.path.pop();
      }
    });
  }

  // Required fields

  /**
   * @param {JSONObject} object
   * @param {import('./NodeSpec.js').FieldSpec} field
   * @returns {any}
   */
  requiredField(object, field) {
    switch (field.type) {
      case 'enum': {
        const allowed = ENUMS[field.enum ?? ''];
        const text = /** @type {string} */ (this.requiredValue(object, field.name, 'string', `one of ${allowed.join(', ')}`));
        if (!allowed.includes(text)) throw this.failure({ kind: 'invalidValue', value: text, allowed }, field.name);
        return text;
      }
      case 'nodes': {
        const array = /** @type {import('./JSONDocument.js').JSONValue[]} */ (this.requiredValue(object, field.name, 'array', 'an array of nodes'));
        return this.within(field.name, () => this.decodeChildren(array));
      }
      case 'records': {
        const spec = RECORD_SPECS[field.record ?? ''];
        const array = /** @type {import('./JSONDocument.js').JSONValue[]} */ (this.requiredValue(object, field.name, 'array', `an array of ${spec.owner.replace(/^an? /, '')}s`));
        return this.within(field.name, () => this.decodeRecords(array, spec));
      }
      case 'node': {
        const value = object.member(field.name);
        if (value === undefined || value === null) throw this.failure({ kind: 'missingField', expected: 'a node' }, field.name);
        return this.within(field.name, () => this.decodeNode(value));
      }
      default:
        return this.requiredValue(object, field.name, field.type, `a ${field.type}`);
    }
  }

  /**
   * The member `name`, which must be present, not null, and of `kind`.
   * @param {JSONObject} object
   * @param {string} name
   * @param {string} kind
   * @param {string} expected
   * @returns {import('./JSONDocument.js').JSONValue}
   */
  requiredValue(object, name, kind, expected) {
    const value = object.member(name);
    if (value === undefined || value === null) throw this.failure({ kind: 'missingField', expected }, name);
    const found = kindOf(value);
    if (found !== kind) throw this.failure({ kind: 'wrongType', expected, found }, name);
    return value;
  }

  // Optional fields

  /**
   * An optional field's value; anything unusable is treated as absent and reported (§2.3).
   * @param {JSONObject} object
   * @param {import('./NodeSpec.js').FieldSpec} field
   * @returns {any}
   */
  optionalField(object, field) {
    switch (field.type) {
      case 'number': {
        const fallback = Number(field.default);
        const value = this.optionalValue(object, field.name, 'number', 'a number', formatNumber(fallback));
        return value === null ? fallback : value;
      }
      case 'enum': {
        const allowed = ENUMS[field.enum ?? ''];
        const fallback = String(field.default);
        const value = this.optionalValue(object, field.name, 'string', `one of ${allowed.join(', ')}`, fallback);
        if (value === null) return fallback;
        if (allowed.includes(String(value))) return value;
        this.report({ kind: 'notInEnum', value: String(value), allowed, using: fallback }, field.name);
        return fallback;
      }
      case 'integer': {
        const value = this.optionalValue(object, field.name, 'number', 'an integer', 'no limit');
        if (value === null) return null;
        const minimum = field.minimum ?? -Infinity;
        const maximum = field.maximum ?? Infinity;
        if (Number(value) >= minimum && Number(value) <= maximum && Number.isInteger(value)) return value;
        this.report({ kind: 'integerOutOfRange', minimum, maximum, value: Number(value) }, field.name);
        return null;
      }
      case 'stringList': return this.optionalList(object, field.name, 'an array of strings', isStringList);
      case 'stringRows': return this.optionalList(object, field.name, 'an array of arrays of strings', (value) => Array.isArray(value) && value.every(isStringList));
      default: return this.optionalValue(object, field.name, 'string', 'a string', field.absent ?? '');
    }
  }

  /**
   * The member's value if it is of `kind`; otherwise reports it and returns null. Absent is silent.
   * `using`: what is used instead; empty when the field is left out of the line.
   * @param {JSONObject} object
   * @param {string} name
   * @param {string} kind
   * @param {string} expected
   * @param {string} using
   * @returns {import('./JSONDocument.js').JSONValue}
   */
  optionalValue(object, name, kind, expected, using) {
    const value = object.member(name);
    if (value === undefined) return null;
    const found = kindOf(value);
    if (found === kind) return value;
    this.report({ kind: 'unusableOptional', expected, found, using }, name);
    return null;
  }

  /**
   * `headers` and `rows`: usable as a whole, or absent as a whole (§2.3).
   * @param {JSONObject} object
   * @param {string} name
   * @param {string} expected
   * @param {(value: import('./JSONDocument.js').JSONValue) => boolean} usable
   * @returns {any[]}
   */
  optionalList(object, name, expected, usable) {
    const value = object.member(name);
    if (value === undefined) return [];
    if (usable(value)) return /** @type {any[]} */ (value);
    this.report({ kind: 'unusableOptional', expected, found: kindOf(value), using: '[]' }, name);
    return [];
  }

  // Reporting

  /**
   * Reports every member of `object` whose name is not in `allowed` (§2.3).
   * @param {JSONObject} object
   * @param {Set<string>} allowed
   * @param {string} owner
   */
  reportUnknownMembers(object, allowed, owner) {
    for (const member of object.members) {
      if (!allowed.has(member.name)) this.diagnostics.push(new Diagnostic({ kind: 'unknownMember', owner }, this.currentPath(member.name)));
    }
  }

  /**
   * @param {import('./Diagnostic.js').DiagnosticProblem} problem
   * @param {string} [field]
   */
  report(problem, field) {
    this.diagnostics.push(new Diagnostic(problem, this.currentPath(field)));
  }

  /**
   * @param {import('./DecodeFailure.js').FailureProblem} problem
   * @param {string} [field]
   * @returns {DecodeFailure}
   */
  failure(problem, field) {
    return new DecodeFailure(problem, this.currentPath(field));
  }

  /**
   * `path`, then `field` if given.
   * @param {string} [field]
   * @returns {JSONPath}
   */
  currentPath(field) {
    return new JSONPath(field === undefined ? [...this.path] : [...this.path, field]);
  }

  /**
   * Runs `body` with `field` pushed on the path, popping it however `body` ends.
   * @template T
   * @param {string} field
   * @param {() => T} body
   * @returns {T}
   */
  within(field, body) {
    this.path.push(field);
    try {
      return body();
    } finally {
      this.path.pop();
    }
  }
}

/**
 * @param {import('./JSONDocument.js').JSONValue} value
 * @returns {boolean}
 */
function isStringList(value) {
  return Array.isArray(value) && value.every((element) => typeof element === 'string');
}

/**
 * The `type` of a node that failed, for the "dropped" diagnostic, when it has a usable one.
 * @param {import('./JSONDocument.js').JSONValue} value
 * @returns {string | null}
 */
function nodeTypeName(value) {
  if (!(value instanceof JSONObject)) return null;
  const type = value.member('type');
  return typeof type === 'string' ? type : null;
}
