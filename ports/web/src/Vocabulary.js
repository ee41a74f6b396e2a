// A vocabulary compiled for decoding (spec/vocabulary.md): the rows the one decoder reads
// (`NodeSpec`, `RecordSpec`, `FieldSpec`), the member names it knows, and what it was compiled
// from. The built-in DSL (`builtinVocabulary()`) is one, loaded by the same loader from the
// file generated into generated/builtinVocabularyFile.js; nothing in the decoder or the line
// writer knows which vocabulary it runs. Twin of Sources/RenderParityVocabulary/Vocabulary.swift.
// Immutable: load a vocabulary once, not once per document.
import { fieldsOf } from './VocabularyDefinition.js';

export class Vocabulary {
  /**
   * @param {import('./VocabularyIdentity.js').VocabularyIdentity} identity
   * @param {import('./VocabularyDefinition.js').VocabularyDefinition} definition
   * @param {CompiledRows} compiled
   */
  constructor(identity, definition, compiled) {
    this.identity = identity;
    this.definition = definition;
    /** @type {ReadonlySet<string>} the member names of every object the vocabulary defines */
    this.names = new Set(compiled.names);
    /** @type {ReadonlyMap<string, number>} each node type's row, by its `typeKey` value */
    this.types = new Map(definition.nodes.map((node, position) => [node.type, position]));
    /** The node types' rows, in file order. */
    this.rows = compiled.rows;
    this.records = compiled.records;
    this.typeKey = compiled.typeKey;
    this.propsKey = compiled.propsKey;
    /** The envelope's fields and which of them holds the root node; null without an envelope. */
    this.envelope = compiled.envelope;
    Object.freeze(this);
  }

  /**
   * The row of the node type at `position` in `definition.nodes`.
   * @param {number} position
   * @returns {import('./NodeSpec.js').NodeSpec | null}
   */
  row(position) {
    return this.rows[position] ?? null;
  }

  /**
   * The row of node type `type`, if the vocabulary has one.
   * @param {string} type
   * @returns {import('./NodeSpec.js').NodeSpec | null}
   */
  rowOfType(type) {
    const position = this.types.get(type);
    return position === undefined ? null : this.row(position);
  }

  /**
   * Every member a node of `type` may have: `typeKey`, then (with `propsKey`) the props key,
   * then its fields in checking order (spec §2.1).
   * @param {string} type
   * @returns {string[] | null}
   */
  allowedMembers(type) {
    const node = this.definition.nodes.find((candidate) => candidate.type === type);
    if (!node) return null;
    const shape = this.definition.document;
    return [shape.typeKey, ...(shape.propsKey === null ? [] : [shape.propsKey]), ...fieldsOf(this.definition, node).map((field) => field.name)];
  }

  /** The node types' `typeKey` values, in file order. */
  get nodeTypes() {
    return this.definition.nodes.map((node) => node.type);
  }
}

/**
 * What `VocabularyCompiler` makes of a definition, before it is frozen into a `Vocabulary`.
 * @typedef {{names: string[], rows: import('./NodeSpec.js').NodeSpec[], records: import('./RecordSpec.js').RecordSpec[],
 *   typeKey: string, propsKey: string | null,
 *   envelope: {spec: import('./RecordSpec.js').RecordSpec, root: number} | null}} CompiledRows
 */
