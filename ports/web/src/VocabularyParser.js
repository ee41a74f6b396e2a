// Parses one vocabulary file onto its base (null without `extends`) and checks every rule of
// spec/vocabulary.md on the way, so a definition that comes out is one the compiler can
// compile. Fields are parsed in `VocabularyParser+Fields.js`. Twin of
// Sources/RenderParityVocabulary/VocabularyParser.swift.
import { JSONObject, kindOf, typeName } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { VocabularyFileReader } from './VocabularyFileReader.js';
import { VocabularyFieldParser } from './VocabularyParser+Fields.js';
import { enumerationNamed, recordNamed } from './VocabularyDefinition.js';
import { VocabularyLimits, Names } from './VocabularyLimits.js';
import { formatNumber } from './SnapshotNumber.js';

/**
 * @typedef {import('./JSONDocument.js').JSONValue} JSONValue
 * @typedef {import('./JSONPath.js').JSONPath} JSONPath
 * @typedef {import('./VocabularyDefinition.js').VocabularyDefinition} VocabularyDefinition
 */

const TOP_MEMBERS = [
  'format', 'name', 'version', 'description', 'extends', 'replace', 'document', 'enums', 'commonFields', 'nodes', 'records',
];

export class VocabularyParser extends VocabularyFieldParser {
  /**
   * The file's `extends`, read before anything else (the loader loads the base first).
   * @param {JSONValue} root
   * @param {string} file
   * @returns {string | null}
   */
  static extendsOf(root, file) {
    const reader = new VocabularyFileReader(file);
    return reader.string(reader.object(root, ROOT_PATH, TOP_MEMBERS), 'extends');
  }

  /**
   * @param {JSONValue} root
   * @param {string} file
   * @param {VocabularyDefinition | null} base
   */
  constructor(root, file, base) {
    const reader = new VocabularyFileReader(file);
    const top = reader.object(root, ROOT_PATH, TOP_MEMBERS);
    const name = reader.requiredString(top, 'name');
    checkVocabularyName(name, reader, top.pathOf('name'));
    const version = reader.requiredString(top, 'version');
    if (version.length === 0) throw reader.error({ kind: 'missing', expected: 'a non-empty string' }, top.pathOf('version'));
    const description = reader.string(top, 'description');
    // A copy: what this file adds or replaces must never change the base's definition.
    const copy = base === null ? null : structuredClone(base);
    super(reader, top, {
      name, version, description,
      document: copy?.document ?? { typeKey: 'type', propsKey: null, nodeKeys: [], envelope: null },
      enums: copy?.enums ?? [], commonFields: copy?.commonFields ?? [], nodes: copy?.nodes ?? [], records: copy?.records ?? [],
    });
    if (base !== null) {
      if (top.value('document') !== undefined) throw reader.error({ kind: 'documentInExtension' }, top.pathOf('document'));
    } else {
      const document = top.value('document');
      if (document === undefined) throw reader.error({ kind: 'documentMissing' }, top.pathOf('document'));
      this.definition.document = this.parseDocument(document, top.pathOf('document'));
    }
  }

  /**
   * Checks `format`, then adds this file's enums, records, common fields and nodes.
   * @returns {VocabularyDefinition}
   */
  parse() {
    const { reader, top, definition } = this;
    this.checkFormat();
    const replaced = reader.strings(top, 'replace');
    replaced.forEach((name, position) => {
      if (!definition.nodes.some((node) => node.type === name) && !recordNamed(definition, name)) {
        throw reader.error({ kind: 'replaceUnknown', name }, top.pathOf('replace').appendingIndex(position));
      }
    });
    for (const node of definition.nodes) {
      this.nodePaths.set(node.type, ROOT_PATH);
      this.linePaths.set(node.line, ROOT_PATH);
    }
    for (const record of definition.records) {
      this.recordPaths.set(record.name, ROOT_PATH);
      this.linePaths.set(record.line, ROOT_PATH);
    }
    this.parseEnums();
    this.parseRecords(replaced);
    const common = top.value('commonFields');
    if (common !== undefined) definition.commonFields.push(...this.parseFields(common, top.pathOf('commonFields'), 'node'));
    if (top.value('nodes') === undefined && definition.nodes.length === 0) {
      throw reader.error({ kind: 'missing', expected: 'an array of node types' }, top.pathOf('nodes'));
    }
    reader.array(top, 'nodes').forEach((element, position) => {
      this.parseNode(element, top.pathOf('nodes').appendingIndex(position), replaced);
    });
    this.checkNodes();
    return definition;
  }

  checkFormat() {
    const { reader, top } = this;
    const value = top.value('format');
    if (value === undefined) throw reader.error({ kind: 'missing', expected: '1' }, top.pathOf('format'));
    if (reader.integerAt(value) !== 1) {
      // As the snapshot writes a number (§3.3 N), without a `.0` that says nothing: format 2.0 is "format 2".
      const number = typeof value === 'number' ? formatNumber(value) : '';
      const found = typeof value !== 'number' ? typeName(kindOf(value)) : number.endsWith('.0') ? number.slice(0, -2) : number;
      throw reader.error({ kind: 'unsupportedFormat', found }, top.pathOf('format'));
    }
  }

  parseEnums() {
    const { reader, top, definition } = this;
    const value = top.value('enums');
    if (value === undefined) return;
    if (!(value instanceof JSONObject)) throw reader.error({ kind: 'wrongType', expected: 'an object', found: kindOf(value) }, top.pathOf('enums'));
    for (const member of value.members) {
      const name = member.name;
      const path = top.pathOf('enums').appendingKey(name);
      Names.checkIdentifier(name, 'an enum name', reader, path);
      if (!Array.isArray(member.value)) {
        throw reader.error({ kind: 'wrongType', expected: 'an array of strings', found: kindOf(member.value) }, path);
      }
      const existing = enumerationNamed(definition, name);
      const cases = existing ? [...existing.cases] : [];
      member.value.forEach((element, position) => {
        const casePath = path.appendingIndex(position);
        if (typeof element !== 'string') throw reader.error({ kind: 'wrongType', expected: 'a string', found: kindOf(element) }, casePath);
        Names.checkKey(element, 'an enum case', reader, casePath);
        if (cases.includes(element)) throw reader.error({ kind: 'duplicate', what: 'enum case', name: element, first: path }, casePath);
        cases.push(element);
      });
      if (cases.length === 0) throw reader.error({ kind: 'missing', expected: 'at least one case' }, path);
      if (cases.length > VocabularyLimits.enumCases) {
        throw reader.error({ kind: 'limit', what: 'cases', limit: VocabularyLimits.enumCases }, path);
      }
      if (existing) existing.cases = cases;
      else definition.enums.push({ name, cases });
    }
  }

  /** @param {string[]} replaced */
  parseRecords(replaced) {
    const { reader, top, definition } = this;
    const value = top.value('records');
    if (value === undefined) return;
    if (!(value instanceof JSONObject)) throw reader.error({ kind: 'wrongType', expected: 'an object', found: kindOf(value) }, top.pathOf('records'));
    for (const member of value.members) {
      const name = member.name;
      const path = top.pathOf('records').appendingKey(name);
      Names.checkIdentifier(name, 'a record name', reader, path);
      const object = reader.object(member.value, path, ['line', 'schemaName', 'owner', 'description', 'fields']);
      const line = reader.requiredString(object, 'line');
      this.claimLine(line, object.pathOf('line'), replaced.includes(name) ? recordNamed(definition, name)?.line ?? null : null);
      const record = {
        name, line,
        schemaName: reader.string(object, 'schemaName') ?? name,
        owner: reader.string(object, 'owner') ?? `a ${name}`,
        description: reader.string(object, 'description'),
        fields: this.parseFields(object.value('fields'), object.pathOf('fields'), 'record'),
      };
      const existing = definition.records.findIndex((candidate) => candidate.name === name);
      if (existing >= 0) {
        if (!replaced.includes(name)) {
          throw reader.error({ kind: 'duplicate', what: 'record', name, first: this.recordPaths.get(name) ?? ROOT_PATH }, path);
        }
        definition.records[existing] = record;
      } else {
        definition.records.push(record);
      }
      this.recordPaths.set(name, path);
    }
  }

  /**
   * @param {JSONValue} value
   * @param {JSONPath} path
   * @param {string[]} replaced
   */
  parseNode(value, path, replaced) {
    const { reader, definition } = this;
    const object = reader.object(value, path, ['type', 'line', 'description', 'fillsWidth', 'weightsChildren', 'weightedInHStack', 'fields']);
    const type = reader.requiredString(object, 'type');
    Names.checkKey(type, 'a node type', reader, object.pathOf('type'));
    const existing = definition.nodes.findIndex((node) => node.type === type);
    const first = this.nodePaths.get(type);
    if (existing >= 0 && (!replaced.includes(type) || first === undefined || first.components.length > 0)) {
      throw reader.error({ kind: 'duplicate', what: 'node type', name: type, first: first ?? ROOT_PATH }, object.pathOf('type'));
    }
    const line = reader.requiredString(object, 'line');
    this.claimLine(line, object.pathOf('line'), existing >= 0 ? definition.nodes[existing].line : null);
    if (object.value('fields') === undefined) throw reader.error({ kind: 'missing', expected: 'an array of fields' }, object.pathOf('fields'));
    const node = {
      type, line,
      description: reader.string(object, 'description'),
      fillsWidth: reader.bool(object, 'fillsWidth'),
      weightsChildren: reader.bool(object, 'weightsChildren'),
      weightedInHStack: reader.bool(object, 'weightedInHStack'),
      fields: this.parseFields(object.value('fields'), object.pathOf('fields'), 'node'),
    };
    if (existing >= 0) definition.nodes[existing] = node;
    else definition.nodes.push(node);
    this.nodePaths.set(type, path);
    if (definition.nodes.length > VocabularyLimits.nodeTypes) {
      throw reader.error({ kind: 'limit', what: 'node types', limit: VocabularyLimits.nodeTypes }, path);
    }
  }

  /**
   * Line names are unique among nodes and records, and never the grammar's own (§3.1).
   * @param {string} line
   * @param {JSONPath} path
   * @param {string | null} old the line of what this definition replaces
   */
  claimLine(line, path, old) {
    Names.checkLine(line, this.reader, path);
    const first = this.linePaths.get(line);
    if (first !== undefined && line !== old) throw this.reader.error({ kind: 'duplicate', what: 'line name', name: line, first }, path);
    this.linePaths.set(line, path);
  }
}

/**
 * 1–64 of a-z, 0-9, '.', '_', '-', starting with a letter or digit (spec/vocabulary.md §1).
 * @param {string} name
 * @param {VocabularyFileReader} reader
 * @param {JSONPath} path
 */
function checkVocabularyName(name, reader, path) {
  if (!/^[a-z0-9][a-z0-9._-]{0,63}$/.test(name)) {
    throw reader.error({
      kind: 'invalidName', name, what: 'a vocabulary name',
      rule: "1–64 of a-z, 0-9, '.', '_', '-', starting with a letter or digit",
    }, path);
  }
}
