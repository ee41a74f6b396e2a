// Compiles a checked definition into the rows the decoder and the line writer read
// (`NodeSpec`, `RecordSpec`, `FieldSpec`): enums become `EnumSpec`s, defaults values, and each
// field learns whether it lives in the props object. Twin of
// Sources/RenderParityVocabulary/VocabularyCompiler.swift.
import { EnumSpec } from './EnumSpec.js';
import { FieldSpec } from './FieldSpec.js';
import { NodeSpec } from './NodeSpec.js';
import { RecordSpec } from './RecordSpec.js';
import { Vocabulary } from './Vocabulary.js';
import { VocabularyIdentity } from './VocabularyIdentity.js';
import { fieldsOf, enumerationNamed, recordNamed, boundsOf } from './VocabularyDefinition.js';

/**
 * @param {import('./VocabularyDefinition.js').VocabularyDefinition} definition
 * @param {string} hash
 * @returns {Vocabulary}
 */
export function compileVocabulary(definition, hash) {
  /** @type {string[]} every member name, in first-use order */
  const names = [];
  /** @param {string} name */
  const id = (name) => {
    if (!names.includes(name)) names.push(name);
    return name;
  };
  const shape = definition.document;
  const typeKey = id(shape.typeKey);
  const propsKey = shape.propsKey === null ? null : id(shape.propsKey);
  const enums = new Map(definition.enums.map((enumeration) => [enumeration.name, new EnumSpec(enumeration.cases)]));
  const recordIndex = new Map(definition.records.map((record, position) => [record.name, position]));

  /**
   * @param {import('./VocabularyDefinition.js').FieldDefinition} field
   * @param {boolean} inProps
   * @returns {FieldSpec}
   */
  const spec = (field, inProps) => {
    const cases = field.enumName === null ? [] : enumerationNamed(definition, field.enumName)?.cases ?? [];
    const fallback = field.defaultValue;
    const [minimum, maximum] = boundsOf(field);
    const defaultCase = fallback?.kind === 'enumCase' ? cases.indexOf(fallback.value) : 0;
    return new FieldSpec({
      name: id(field.name),
      kind: field.type,
      required: field.required,
      inProps,
      attribute: field.attribute,
      absentWord: field.absent,
      defaultNumber: fallback?.kind === 'number' || fallback?.kind === 'integer' ? fallback.value : 0,
      hasDefault: fallback !== null,
      defaultBoolean: fallback?.kind === 'boolean' ? fallback.value : false,
      minimum,
      maximum: Math.max(minimum, maximum),
      enumeration: field.enumName === null ? null : enums.get(field.enumName) ?? null,
      defaultCase: Math.max(defaultCase, 0),
      count: field.count,
      record: field.record === null ? 0 : recordIndex.get(field.record) ?? 0,
      recordOwner: field.record === null ? '' : recordNamed(definition, field.record)?.owner ?? '',
      isIcon: field.isIcon,
    });
  };

  const envelope = shape.envelope === null ? null : {
    spec: new RecordSpec(shape.envelope.schemaName, 'the response', shape.envelope.fields.map((field) => spec(field, false))),
    root: Math.max(shape.envelope.fields.findIndex((field) => field.type === 'node'), 0),
  };
  const rows = definition.nodes.map((node) => new NodeSpec({
    type: node.type, line: node.line, fillsWidth: node.fillsWidth, weightedInHStack: node.weightedInHStack,
    weightsChildren: node.weightsChildren,
    fields: fieldsOf(definition, node).map((field) => spec(field, propsKey !== null && !shape.nodeKeys.includes(field.name))),
  }));
  const records = definition.records.map((record) => new RecordSpec(record.line, record.owner, record.fields.map((field) => spec(field, false))));
  return new Vocabulary(new VocabularyIdentity(definition.name, definition.version, hash), definition, {
    names, rows, records, typeKey, propsKey, envelope,
  });
}
