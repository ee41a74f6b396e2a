// A vocabulary as its file says it (spec/vocabulary.md), after `extends` is resolved and every
// rule is checked: plain values, for what reads the vocabulary rather than decodes with it.
// `VocabularyCompiler.js` compiles it into the rows the decoder reads. Twin of
// Sources/RenderParityVocabulary/VocabularyDefinition.swift: the structs are the typedefs
// below, their methods the functions.

/**
 * The field types (spec/vocabulary.md §3.3), in the order errors list them.
 * @type {readonly FieldType[]}
 */
export const FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'enum', 'node', 'nodes', 'records', 'stringList', 'stringRows'];

/** An integer field's `minimum` and `maximum` when the file gives none (spec/vocabulary.md §3.2). */
export const DEFAULT_INTEGER_MINIMUM = 0;
export const DEFAULT_INTEGER_MAXIMUM = 2147483647;

/**
 * @typedef {'string' | 'number' | 'integer' | 'boolean' | 'enum' | 'node' | 'nodes' | 'records' | 'stringList' | 'stringRows'} FieldType
 * @typedef {{kind: 'number', value: number} | {kind: 'integer', value: number} | {kind: 'boolean', value: boolean}
 *   | {kind: 'enumCase', value: string}} DefaultValue an optional field's value when absent or unusable
 * @typedef {{name: string, type: FieldType, required: boolean, expected: boolean, defaultValue: DefaultValue | null,
 *   absent: string | null, omitWhenAbsent: boolean, attribute: string | null, count: string | null,
 *   enumName: string | null, record: string | null, minimum: number | null, maximum: number | null,
 *   isIcon: boolean, description: string | null, source: string | null}} FieldDefinition one field of a node,
 *   record or envelope (§3.2); `source` is what an importer made it from (an A2UI catalog's property and role,
 *   spec/a2ui.md §2), for the adapter that fills documents, and decoding ignores it
 * @typedef {{type: string, line: string, description: string | null, fillsWidth: boolean, weightsChildren: boolean,
 *   weightedInHStack: boolean, fields: FieldDefinition[]}} NodeDefinition one node type (§3.1)
 * @typedef {{name: string, line: string, schemaName: string, owner: string, description: string | null,
 *   fields: FieldDefinition[]}} RecordDefinition an object held by a node that is not a node itself (§3.4)
 * @typedef {{name: string, cases: string[]}} EnumDefinition
 * @typedef {{schemaName: string, description: string | null, fields: FieldDefinition[]}} EnvelopeDefinition
 *   a response around the root node (render-snapshot.md §1.3)
 * @typedef {{typeKey: string, propsKey: string | null, nodeKeys: string[], envelope: EnvelopeDefinition | null}} DocumentShape
 *   where a document keeps what (§2)
 * @typedef {{name: string, version: string, description: string | null, document: DocumentShape,
 *   enums: EnumDefinition[], commonFields: FieldDefinition[], nodes: NodeDefinition[],
 *   records: RecordDefinition[]}} VocabularyDefinition
 */

/**
 * A field definition of `type` named `name`, with nothing else set.
 * @param {string} name
 * @param {FieldType} type
 * @returns {FieldDefinition}
 */
export function fieldDefinition(name, type) {
  return {
    name, type, required: false, expected: false, defaultValue: null, absent: null, omitWhenAbsent: false,
    attribute: null, count: null, enumName: null, record: null, minimum: null, maximum: null, isIcon: false,
    description: null, source: null,
  };
}

/**
 * An `integer`'s allowed range: its `minimum` and `maximum`, or their defaults (§3.2).
 * @param {FieldDefinition} field
 * @returns {[number, number]}
 */
export function boundsOf(field) {
  return [field.minimum ?? DEFAULT_INTEGER_MINIMUM, field.maximum ?? DEFAULT_INTEGER_MAXIMUM];
}

/**
 * Fields of these types print below the line, not as attributes.
 * @param {FieldType} type
 * @returns {boolean}
 */
export function isHeld(type) {
  return type === 'node' || type === 'nodes' || type === 'records' || type === 'stringRows';
}

/**
 * A node type's fields as the decoder checks and prints them: its own, then the common ones.
 * @param {VocabularyDefinition} definition
 * @param {NodeDefinition} node
 * @returns {FieldDefinition[]}
 */
export function fieldsOf(definition, node) {
  return [...node.fields, ...definition.commonFields];
}

/**
 * @param {VocabularyDefinition} definition
 * @param {string} name
 * @returns {EnumDefinition | undefined}
 */
export function enumerationNamed(definition, name) {
  return definition.enums.find((enumeration) => enumeration.name === name);
}

/**
 * @param {VocabularyDefinition} definition
 * @param {string} name
 * @returns {RecordDefinition | undefined}
 */
export function recordNamed(definition, name) {
  return definition.records.find((record) => record.name === name);
}
