// One field of a node, record or envelope, compiled: how its JSON value is checked and how the
// snapshot prints it (spec/vocabulary.md §3.2, §3.3). Twin of
// Sources/RenderParityVocabulary/FieldSpec.swift. Swift names a field by a `FieldID` the reader
// recognised on its tape; the web reader builds values, so here a field is named by its member
// name, and the attribute is kept as a name rather than pre-encoded bytes.
import { Messages } from './generated/messages.js';

/**
 * @typedef {import('./VocabularyDefinition.js').FieldType} FieldKind the field's type (§3.3)
 * @typedef {{name: string, kind: FieldKind, required?: boolean, inProps?: boolean, attribute?: string | null,
 *   absentWord?: string | null, defaultNumber?: number, hasDefault?: boolean, defaultBoolean?: boolean,
 *   minimum?: number, maximum?: number, enumeration?: import('./EnumSpec.js').EnumSpec | null, defaultCase?: number,
 *   count?: string | null, record?: number, recordOwner?: string, isIcon?: boolean}} FieldSpecParts
 */

export class FieldSpec {
  /** @param {FieldSpecParts} parts */
  constructor(parts) {
    /** The JSON member name. */
    this.name = parts.name;
    this.kind = parts.kind;
    /** A required field that fails fails its node (§2.2); an optional one falls back (§2.3). */
    this.required = parts.required ?? false;
    /** Read from the node's props object rather than the node itself (spec/vocabulary.md §2). */
    this.inProps = parts.inProps ?? false;
    /** The attribute it prints as; null for fields that print as lines of their own (and envelope fields). */
    this.attribute = parts.attribute ?? null;
    /** The word an absent optional string prints (`default`, `none`); null when it is left out. */
    this.absentWord = parts.absentWord ?? null;
    /** A `number`'s default, or an `integer`'s when `hasDefault`. */
    this.defaultNumber = parts.defaultNumber ?? 0;
    this.hasDefault = parts.hasDefault ?? false;
    this.defaultBoolean = parts.defaultBoolean ?? false;
    this.minimum = parts.minimum ?? 0;
    this.maximum = parts.maximum ?? 0;
    this.enumeration = parts.enumeration ?? null;
    this.defaultCase = parts.defaultCase ?? 0;
    /** The count's label, `[label=K]` after the line. */
    this.count = parts.count ?? null;
    /** The index in the vocabulary's records of what a `records` field holds. */
    this.record = parts.record ?? 0;
    /** An SF Symbol name, collected for the icon resolution golden. */
    this.isIcon = parts.isIcon ?? false;
    /**
     * Optional, with no default and no absent word: left out of the line when absent (`maxLines`,
     * an imported A2UI catalog's optional properties; spec/vocabulary.md §3.2 `omitWhenAbsent`).
     */
    this.isOmittedWhenAbsent = !this.required && this.absentWord === null && !this.hasDefault
      && ['string', 'number', 'integer', 'boolean', 'enum'].includes(this.kind);
    /** What a diagnostic says was expected (§2.4): "a string", "one of a, b", "an array of data points". */
    this.expected = expectedWording(this.kind, this.enumeration, parts.recordOwner ?? '');
  }
}

/**
 * What a value of a field must be (§2.4), worded in spec/messages.json.
 * @param {FieldKind} kind
 * @param {import('./EnumSpec.js').EnumSpec | null} enumeration
 * @param {string} recordOwner
 * @returns {string}
 */
function expectedWording(kind, enumeration, recordOwner) {
  switch (kind) {
    case 'string': return Messages.Decoding.expectedString;
    case 'number': return Messages.Decoding.expectedNumber;
    case 'integer': return Messages.Decoding.expectedInteger;
    case 'boolean': return Messages.Decoding.expectedBoolean;
    case 'enum': return Messages.Decoding.expectedCase(enumeration?.list ?? '');
    case 'node': return Messages.Decoding.expectedNode;
    case 'nodes': return Messages.Decoding.expectedNodes;
    case 'records': return Messages.Decoding.expectedRecords(recordPlural(recordOwner));
    case 'stringList': return Messages.Decoding.expectedStrings;
    case 'stringRows': return Messages.Decoding.expectedStringRows;
  }
}

/**
 * "a data point" → "data points": how an array of records is named in diagnostics. A record's
 * `owner` is written "a …" or "an …" (spec/vocabulary.md §3.4).
 * @param {string} owner
 * @returns {string}
 */
export function recordPlural(owner) {
  for (const article of ['a ', 'an ']) if (owner.startsWith(article)) return owner.slice(article.length) + 's';
  return owner + 's';
}
