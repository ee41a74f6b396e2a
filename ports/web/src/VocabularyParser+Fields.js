// Fields (spec/vocabulary.md §3.2, §3.3), the document shape (§2), and the checks that need a
// node's whole row. Twin of Sources/RenderParityVocabulary/VocabularyParser+Fields.swift: what
// Swift writes as an extension of the parser is this base class, which `VocabularyParser`
// extends, so both files read side by side with their Swift twins.
import { kindOf } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { FIELD_TYPES, fieldDefinition, isHeld, fieldsOf, enumerationNamed, recordNamed, boundsOf } from './VocabularyDefinition.js';
import { VocabularyLimits, Names } from './VocabularyLimits.js';

/**
 * @typedef {import('./JSONDocument.js').JSONValue} JSONValue
 * @typedef {import('./JSONPath.js').JSONPath} JSONPath
 * @typedef {import('./VocabularyFileReader.js').VocabularyObject} VocabularyObject
 * @typedef {import('./VocabularyDefinition.js').FieldDefinition} FieldDefinition
 * @typedef {'node' | 'record' | 'envelope'} FieldOwner
 */

const FIELD_MEMBERS = [
  'name', 'type', 'required', 'expected', 'default', 'absent', 'omitWhenAbsent', 'attribute', 'count', 'enum',
  'record', 'minimum', 'maximum', 'icon', 'description', 'source',
];
/** Fields of these types may be `omitWhenAbsent` when optional and without a default. */
const OMITTABLE_TYPES = ['string', 'number', 'integer', 'boolean', 'enum'];
export class VocabularyFieldParser {
  /**
   * @param {import('./VocabularyFileReader.js').VocabularyFileReader} reader
   * @param {VocabularyObject} top
   * @param {import('./VocabularyDefinition.js').VocabularyDefinition} definition the definition so far: the base's, then this file's
   */
  constructor(reader, top, definition) {
    this.reader = reader;
    this.top = top;
    this.definition = definition;
    /** @type {Map<string, JSONPath>} where each node type was first defined (the root: in the base), for duplicate errors */
    this.nodePaths = new Map();
    /** @type {Map<string, JSONPath>} */
    this.recordPaths = new Map();
    /** @type {Map<string, JSONPath>} */
    this.linePaths = new Map();
  }

  /**
   * The array of fields `value` (undefined: missing).
   * @param {JSONValue | undefined} value
   * @param {JSONPath} path
   * @param {FieldOwner} owner
   * @returns {FieldDefinition[]}
   */
  parseFields(value, path, owner) {
    const reader = this.reader;
    if (value === undefined) throw reader.error({ kind: 'missing', expected: 'an array of fields' }, path);
    if (!Array.isArray(value)) throw reader.error({ kind: 'wrongType', expected: 'an array of fields', found: kindOf(value) }, path);
    /** @type {FieldDefinition[]} */
    const fields = [];
    /** @type {Map<string, JSONPath>} */
    const seen = new Map();
    value.forEach((element, position) => {
      const fieldPath = path.appendingIndex(position);
      const field = this.parseField(element, fieldPath, owner);
      const first = seen.get(field.name);
      if (first) throw reader.error({ kind: 'duplicate', what: 'field', name: field.name, first }, fieldPath.appendingKey('name'));
      seen.set(field.name, fieldPath);
      fields.push(field);
    });
    if (fields.length > VocabularyLimits.fieldsPerRow) {
      throw reader.error({ kind: 'limit', what: 'fields', limit: VocabularyLimits.fieldsPerRow }, path);
    }
    return fields;
  }

  /**
   * @param {JSONValue} value
   * @param {JSONPath} path
   * @param {FieldOwner} owner
   * @returns {FieldDefinition}
   */
  parseField(value, path, owner) {
    const reader = this.reader;
    const object = reader.object(value, path, FIELD_MEMBERS);
    const name = reader.requiredString(object, 'name');
    Names.checkKey(name, 'a member name', reader, object.pathOf('name'));
    const typeName = reader.requiredString(object, 'type');
    const type = FIELD_TYPES.find((candidate) => candidate === typeName);
    if (type === undefined) throw reader.error({ kind: 'unknownFieldType', name: typeName }, object.pathOf('type'));
    const field = fieldDefinition(name, type);
    field.required = reader.bool(object, 'required');
    field.expected = reader.bool(object, 'expected');
    field.omitWhenAbsent = reader.bool(object, 'omitWhenAbsent');
    field.isIcon = reader.bool(object, 'icon');
    field.description = reader.string(object, 'description');
    field.source = reader.string(object, 'source');
    field.absent = reader.string(object, 'absent');
    field.count = reader.string(object, 'count');
    field.enumName = reader.string(object, 'enum');
    field.record = reader.string(object, 'record');
    field.minimum = reader.integer(object, 'minimum');
    field.maximum = reader.integer(object, 'maximum');
    this.checkAllowed(field, object, owner);
    if (!isHeld(type) && (owner === 'node' || owner === 'record')) {
      field.attribute = reader.string(object, 'attribute') ?? name;
    } else if (object.value('attribute') !== undefined) {
      throw reader.error({ kind: 'notAllowedFor', member: 'attribute', fieldType: type }, object.pathOf('attribute'));
    }
    if (field.attribute !== null) {
      Names.checkIdentifier(field.attribute, 'an attribute name', reader, object.pathOf('attribute'));
      if (Names.reservedAttributes.has(field.attribute)) {
        throw reader.error({ kind: 'invalidName', name: field.attribute, what: 'an attribute name', rule: "fillsWidth and weighted are the grammar's" }, object.pathOf('attribute'));
      }
    }
    if (field.count !== null) Names.checkIdentifier(field.count, 'a count label', reader, object.pathOf('count'));
    field.defaultValue = this.parseDefault(field, object);
    return field;
  }

  /**
   * Which members a field of this type may have, and what an optional one needs.
   * @param {FieldDefinition} field
   * @param {VocabularyObject} object
   * @param {FieldOwner} owner
   */
  checkAllowed(field, object, owner) {
    const reader = this.reader;
    const type = field.type;
    /** @type {[string, boolean][]} */
    const rules = [
      ['absent', type === 'string' && !field.required],
      ['omitWhenAbsent', OMITTABLE_TYPES.includes(type) && !field.required],
      ['count', type === 'nodes' || type === 'records' || type === 'stringRows'],
      ['enum', type === 'enum'],
      ['record', type === 'records'],
      ['minimum', type === 'integer'],
      ['maximum', type === 'integer'],
      ['icon', type === 'string'],
      ['expected', owner === 'envelope' && type === 'string'],
      ['default', ['number', 'integer', 'boolean', 'enum'].includes(type) && !field.required],
    ];
    for (const [member, allowed] of rules) {
      if (!allowed && object.value(member) !== undefined) {
        throw reader.error({ kind: 'notAllowedFor', member, fieldType: type }, object.pathOf(member));
      }
    }
    if (owner === 'record' && isHeld(type)) {
      throw reader.error({ kind: 'heldInRecord', type }, object.pathOf('type'));
    }
    if (owner === 'envelope' && type !== 'node' && type !== 'string') {
      throw reader.error({ kind: 'envelopeFieldType', type }, object.pathOf('type'));
    }
    if (owner === 'envelope' && type === 'string' && !field.expected) {
      throw reader.error({ kind: 'missing', expected: '"expected": true on an envelope string' }, object.pathOf('expected'));
    }
    if (owner === 'envelope') return;
    if (type === 'string' && !field.required && (field.absent !== null) === field.omitWhenAbsent) {
      throw reader.error({ kind: 'absentOrOmit' }, object.path);
    }
    if (field.absent !== null && field.absent !== 'default' && field.absent !== 'none') {
      throw reader.error({ kind: 'absentWord', word: field.absent }, object.pathOf('absent'));
    }
    if (['number', 'boolean', 'enum'].includes(type) && !field.required && !field.omitWhenAbsent
      && object.value('default') === undefined) {
      throw reader.error({ kind: 'needsDefault', fieldType: type }, object.path);
    }
    if (field.omitWhenAbsent && object.value('default') !== undefined) throw reader.error({ kind: 'defaultOrOmit' }, object.path);
    if (type === 'enum') {
      if (field.enumName === null) throw reader.error({ kind: 'missing', expected: 'an enum name' }, object.pathOf('enum'));
      if (!enumerationNamed(this.definition, field.enumName)) throw reader.error({ kind: 'unknownEnum', name: field.enumName }, object.pathOf('enum'));
    }
    if (type === 'records') {
      if (field.record === null) throw reader.error({ kind: 'missing', expected: 'a record name' }, object.pathOf('record'));
      if (!recordNamed(this.definition, field.record)) throw reader.error({ kind: 'unknownRecord', name: field.record }, object.pathOf('record'));
    }
    const [minimum, maximum] = boundsOf(field);
    if (type === 'integer' && minimum > maximum) {
      throw reader.error({ kind: 'defaultOutOfRange', minimum, maximum }, object.pathOf('maximum'));
    }
  }

  /**
   * @param {FieldDefinition} field
   * @param {VocabularyObject} object
   * @returns {import('./VocabularyDefinition.js').DefaultValue | null}
   */
  parseDefault(field, object) {
    const reader = this.reader;
    const value = object.value('default');
    if (value === undefined) return null;
    const path = object.pathOf('default');
    switch (field.type) {
      case 'number':
        if (typeof value !== 'number') throw reader.error({ kind: 'defaultWrongType', expected: 'a number' }, path);
        return { kind: 'number', value };
      case 'integer': {
        const integer = reader.integerAt(value);
        if (integer === null) throw reader.error({ kind: 'defaultWrongType', expected: 'an integer' }, path);
        const [minimum, maximum] = boundsOf(field);
        if (integer < minimum || integer > maximum) throw reader.error({ kind: 'defaultOutOfRange', minimum, maximum }, path);
        return { kind: 'integer', value: integer };
      }
      case 'boolean':
        if (typeof value !== 'boolean') throw reader.error({ kind: 'defaultWrongType', expected: 'true or false' }, path);
        return { kind: 'boolean', value };
      case 'enum': {
        if (typeof value !== 'string') throw reader.error({ kind: 'defaultWrongType', expected: 'a string' }, path);
        const cases = (field.enumName === null ? undefined : enumerationNamed(this.definition, field.enumName))?.cases ?? [];
        if (!cases.includes(value)) throw reader.error({ kind: 'defaultNotACase', value, cases }, path);
        return { kind: 'enumCase', value };
      }
      default:
        return null;
    }
  }

  /**
   * Rules over each node's whole row: its own and the common fields together (§3.2), and the
   * vocabulary's count of member names (§6).
   */
  checkNodes() {
    const reader = this.reader;
    const shape = this.definition.document;
    const names = new Set(shape.propsKey === null ? [shape.typeKey] : [shape.typeKey, shape.propsKey]);
    for (const node of this.definition.nodes) {
      // A node of the base met a problem through this file's common fields.
      const own = this.nodePaths.get(node.type);
      const path = own && own.components.length > 0 ? own : this.top.pathOf('commonFields');
      const fields = fieldsOf(this.definition, node);
      const seen = new Set();
      /** @type {Map<string, JSONPath>} */
      const attributes = new Map();
      for (const [position, field] of fields.entries()) {
        const fieldPath = position < node.fields.length
          ? path.appendingKey('fields').appendingIndex(position)
          : this.top.pathOf('commonFields').appendingIndex(position - node.fields.length);
        if (field.name === shape.typeKey || field.name === shape.propsKey) {
          throw reader.error({ kind: 'duplicate', what: 'field', name: field.name, first: ROOT_PATH.appendingKey('document') }, path);
        }
        if (seen.has(field.name)) throw reader.error({ kind: 'duplicate', what: 'field', name: field.name, first: path }, path);
        seen.add(field.name);
        if (field.attribute !== null) {
          const first = attributes.get(field.attribute);
          if (first !== undefined) throw reader.error({ kind: 'duplicate', what: 'attribute', name: field.attribute, first }, fieldPath);
          attributes.set(field.attribute, fieldPath);
        }
        names.add(field.name);
      }
      if (fields.filter((field) => isHeld(field.type)).length > 1) {
        throw reader.error({ kind: 'moreThanOne', what: 'field printed below the line (node, nodes, records, stringRows)' }, path);
      }
      if (fields.filter((field) => field.count !== null).length > 1) throw reader.error({ kind: 'moreThanOne', what: 'counted field' }, path);
      if (fields.length > VocabularyLimits.fieldsPerRow) {
        throw reader.error({ kind: 'limit', what: 'fields', limit: VocabularyLimits.fieldsPerRow }, path);
      }
    }
    for (const record of this.definition.records) for (const field of record.fields) names.add(field.name);
    for (const field of shape.envelope?.fields ?? []) names.add(field.name);
    if (names.size > VocabularyLimits.memberNames) {
      throw reader.error({ kind: 'limit', what: 'member names', limit: VocabularyLimits.memberNames }, ROOT_PATH);
    }
  }

  /**
   * The document's shape (spec/vocabulary.md §2).
   * @param {JSONValue} value
   * @param {JSONPath} path
   * @returns {import('./VocabularyDefinition.js').DocumentShape}
   */
  parseDocument(value, path) {
    const reader = this.reader;
    const object = reader.object(value, path, ['typeKey', 'propsKey', 'nodeKeys', 'envelope']);
    const typeKey = reader.string(object, 'typeKey') ?? 'type';
    Names.checkKey(typeKey, 'a member name', reader, object.pathOf('typeKey'));
    /** @type {string | null} */
    let propsKey = null;
    const props = object.value('propsKey');
    if (props !== undefined && props !== null) {
      propsKey = reader.requiredString(object, 'propsKey');
      Names.checkKey(propsKey, 'a member name', reader, object.pathOf('propsKey'));
    }
    const nodeKeys = reader.strings(object, 'nodeKeys');
    if (nodeKeys.length > 0 && propsKey === null) {
      throw reader.error({ kind: 'notAllowedFor', member: 'nodeKeys', fieldType: 'a document without propsKey' }, object.pathOf('nodeKeys'));
    }
    /** @type {import('./VocabularyDefinition.js').EnvelopeDefinition | null} */
    let envelope = null;
    const envelopeValue = object.value('envelope');
    if (envelopeValue !== undefined && envelopeValue !== null) {
      const members = reader.object(envelopeValue, object.pathOf('envelope'), ['schemaName', 'description', 'fields']);
      const fields = this.parseFields(members.value('fields'), members.pathOf('fields'), 'envelope');
      const roots = fields.filter((field) => field.type === 'node');
      if (roots.length !== 1 || !roots[0].required) throw reader.error({ kind: 'envelopeRoot' }, members.pathOf('fields'));
      envelope = {
        schemaName: reader.string(members, 'schemaName') ?? 'Envelope',
        description: reader.string(members, 'description'),
        fields,
      };
    }
    return { typeKey, propsKey, nodeKeys, envelope };
  }
}
