// Field values (spec/render-snapshot.md §2.3) and reporting (§2.4). An optional field that is
// null, of the wrong JSON type or outside its enumeration or range is absent: its default
// applies, and a diagnostic says so. Twin of Sources/RenderParityDecoding/NodeDecoder+Fields.swift:
// what Swift writes as an extension of the decoder is this base class, which `NodeDecoder`
// extends, so both files read side by side with their Swift twins.
import { JSONObject, kindOf } from './JSONDocument.js';
import { JSONPath } from './JSONPath.js';
import { DecodeFailure } from './DecodeFailure.js';
import { Diagnostic } from './Diagnostic.js';
import { formatNumber } from './SnapshotNumber.js';
import { Messages } from './generated/messages.js';

/**
 * @typedef {import('./JSONDocument.js').JSONValue} JSONValue
 * @typedef {import('./FieldSpec.js').FieldSpec} FieldSpec
 * @typedef {import('./NodeConsumer.js').NodeConsumer} NodeConsumer
 * @typedef {import('./NodeConsumer.js').ResolvedValue} ResolvedValue
 */

export class NodeDecoderFields {
  /** @param {import('./Vocabulary.js').Vocabulary} vocabulary */
  constructor(vocabulary) {
    this.vocabulary = vocabulary;
    this.typeKey = vocabulary.typeKey;
    this.propsKey = vocabulary.propsKey;
    /** @type {import('./JSONPath.js').PathComponent[]} the path being decoded */
    this.path = [];
  }

  // Field values

  /**
   * The value `field` prints with: a required one as `check` found it, an optional one or its default.
   * @param {FieldSpec} field
   * @param {JSONValue | undefined} member
   * @param {NodeConsumer} consumer
   * @returns {ResolvedValue}
   */
  resolve(field, member, consumer) {
    if (member === undefined) return absentValue(field);
    switch (field.kind) {
      case 'string':
        if (typeof member !== 'string') return this.unusable(field, member, consumer);
        if (field.isIcon) consumer.icon(member, () => this.currentPath(field));
        return member;
      case 'number':
        return typeof member === 'number' ? member : this.unusable(field, member, consumer);
      case 'integer':
        if (typeof member !== 'number') return this.unusable(field, member, consumer);
        if (member < field.minimum || member > field.maximum || !Number.isInteger(member)) {
          if (consumer.wantsDiagnostics) {
            this.report({
              kind: 'integerOutOfRange', value: member, minimum: field.minimum, maximum: field.maximum,
              using: absentDescription(field),
            }, consumer, field);
          }
          return absentValue(field);
        }
        return member === 0 ? 0 : member;
      case 'boolean':
        return typeof member === 'boolean' ? member : this.unusable(field, member, consumer);
      case 'enum': {
        if (typeof member !== 'string') return this.unusable(field, member, consumer);
        if (field.enumeration === null || !field.enumeration.index.has(member)) {
          if (consumer.wantsDiagnostics) {
            const names = field.enumeration?.names ?? [];
            this.report({ kind: 'notInEnum', value: member, allowed: [...names], using: absentDescription(field) }, consumer, field);
          }
          return absentValue(field);
        }
        return member;
      }
      case 'stringList':
        return isStringList(member) ? /** @type {string[]} */ (member) : this.unusable(field, member, consumer);
      case 'stringRows':
        if (!Array.isArray(member) || !member.every(isStringList)) return this.unusable(field, member, consumer);
        return /** @type {string[][]} */ (member);
      case 'records':
        // A required one passed `check` already. An optional one is usable only when every
        // record decodes (spec/vocabulary.md §3.3); otherwise it is absent, as any unusable
        // optional field is: no record lines, a count of 0.
        if (!field.required && this.checkRequired(field, member) !== null) return this.unusable(field, member, consumer);
        return /** @type {JSONValue[]} */ (member);
      default:
        // `node` and `nodes`: what they hold is written below the line (`write`); a value of the
        // wrong JSON type holds nothing, and an optional one says so, as any unusable optional field does.
        return kindOf(member) === jsonKind(field) ? null : this.unusable(field, member, consumer);
    }
  }

  /**
   * A required field's check (§2.2), which `NodeDecoder` defines; `resolve` holds an optional
   * records field to it too.
   * @param {FieldSpec} _field
   * @param {JSONValue | undefined} _member
   * @returns {DecodeFailure | null}
   */
  checkRequired(_field, _member) {
    throw new Error('NodeDecoder defines checkRequired');
  }

  /**
   * @param {FieldSpec} field
   * @param {JSONValue} value
   * @param {NodeConsumer} consumer
   * @returns {ResolvedValue}
   */
  unusable(field, value, consumer) {
    if (consumer.wantsDiagnostics) {
      this.report({ kind: 'unusableOptional', expected: field.expected, found: kindOf(value), using: absentDescription(field) }, consumer, field);
    }
    return absentValue(field);
  }

  // Reporting

  /**
   * Reports the members of a node its row does not have (§2.3): at the node, anything but the
   * type key, the props key and the fields read there; in its props, anything but the props fields.
   * @param {import('./NodeDecoder.js').Shape} shape
   * @param {JSONValue} node
   * @param {import('./NodeSpec.js').NodeSpec} row
   * @param {NodeConsumer} consumer
   */
  reportUnknownMembersOfNode(shape, node, row, consumer) {
    const { typeKey, propsKey } = this;
    /** @param {string} name */
    const atNode = (name) => name === typeKey || name === propsKey || row.fields.some((field) => field.name === name && !field.inProps);
    if (shape.members.hasUnknownMembers(atNode)) this.reportUnknownMembers(node, atNode, row.type, consumer);
    if (shape.propsObject === null || propsKey === null) return;
    /** @param {string} name */
    const inProps = (name) => row.fields.some((field) => field.name === name && field.inProps);
    if (shape.props.hasUnknownMembers(inProps)) {
      this.path.push(propsKey);
      this.reportUnknownMembers(shape.propsObject, inProps, row.type, consumer);
      this.path.pop();
    }
  }

  /**
   * Reports every member of `object` that `allows` rejects (§2.3), except a `$schema` member of
   * the root object, which editors and models add to point at the schema (§1.3, §2.5).
   * @param {JSONValue} object
   * @param {(name: string) => boolean} allows
   * @param {string} owner
   * @param {NodeConsumer} consumer
   */
  reportUnknownMembers(object, allows, owner, consumer) {
    if (!(object instanceof JSONObject)) return;
    for (const member of object.members) {
      if (allows(member.name)) continue;
      if (this.path.length === 0 && member.name === '$schema') continue;
      consumer.report(new Diagnostic({ kind: 'unknownMember', owner }, this.currentPath().appendingKey(member.name)));
    }
  }

  /**
   * @param {import('./Diagnostic.js').DiagnosticProblem} problem
   * @param {NodeConsumer} consumer
   * @param {FieldSpec | string} [field]
   */
  report(problem, consumer, field) {
    consumer.report(new Diagnostic(problem, this.currentPath(field)));
  }

  /**
   * @param {import('./DecodeFailure.js').FailureProblem} problem
   * @param {FieldSpec | string} [field]
   * @returns {DecodeFailure}
   */
  failure(problem, field) {
    return new DecodeFailure(problem, this.currentPath(field));
  }

  /**
   * `path`, then `field` if given: a member name, or a field, through the props object when the
   * field lives there.
   * @param {FieldSpec | string} [field]
   * @returns {JSONPath}
   */
  currentPath(field) {
    if (field === undefined) return new JSONPath([...this.path]);
    if (typeof field === 'string') return new JSONPath([...this.path, field]);
    return new JSONPath(field.inProps && this.propsKey !== null ? [...this.path, this.propsKey, field.name] : [...this.path, field.name]);
  }

  /**
   * The type of a node that failed, for the "dropped" diagnostic, when it has a usable one.
   * @param {JSONValue} value
   * @returns {string | null}
   */
  nodeTypeName(value) {
    if (!(value instanceof JSONObject)) return null;
    const type = value.member(this.typeKey);
    return typeof type === 'string' ? type : null;
  }
}

/**
 * @param {JSONValue | undefined} value
 * @returns {boolean}
 */
export function isStringList(value) {
  return Array.isArray(value) && value.every((element) => typeof element === 'string');
}

/**
 * The JSON type a value of `field` must have (§2.2).
 * @param {FieldSpec} field
 * @returns {import('./JSONDocument.js').JSONKind}
 */
export function jsonKind(field) {
  switch (field.kind) {
    case 'string': case 'enum': return 'string';
    case 'number': case 'integer': return 'number';
    case 'boolean': return 'boolean';
    case 'node': return 'object';
    default: return 'array';
  }
}

/**
 * What an absent or unusable optional field is (§2.3): its default, or absent (null). Optional
 * fields without a default are left out of the line (`FieldSpec.isOmittedWhenAbsent`).
 * @param {FieldSpec} field
 * @returns {ResolvedValue}
 */
export function absentValue(field) {
  if (!field.hasDefault) return null;
  switch (field.kind) {
    case 'number': return field.defaultNumber;
    case 'integer': return field.defaultNumber;
    case 'boolean': return field.defaultBoolean;
    case 'enum': return field.enumeration?.names[field.defaultCase] ?? null;
    default: return null;
  }
}

/**
 * How a diagnostic names what is used instead ("using center", "using []"); empty: the field is left out.
 * @param {FieldSpec} field
 * @returns {string}
 */
export function absentDescription(field) {
  switch (field.kind) {
    case 'stringList': case 'stringRows': return '[]';
    case 'integer': if (!field.hasDefault) return Messages.Diagnostics.noLimit; break;
  }
  // Left out (`isOmittedWhenAbsent`): the diagnostic says "ignored".
  if (!field.hasDefault) return field.absentWord ?? '';
  switch (field.kind) {
    case 'number': return formatNumber(field.defaultNumber);
    case 'integer': return String(field.defaultNumber);
    case 'boolean': return field.defaultBoolean ? 'true' : 'false';
    case 'enum': return field.enumeration?.names[field.defaultCase] ?? '';
    default: return field.absentWord ?? '';
  }
}
