// Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and
// what was expected. Twin of Sources/RenderParityVocabulary/VocabularyError.swift, worded
// exactly as it is (a test compares the two on spec/vocabulary-cases/); `message` is the one
// place these are worded.
import { typeName } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { readFailureMessage } from './JSONReadFailure.js';
import { quoted } from './SnapshotString.js';
import { FIELD_TYPES } from './VocabularyDefinition.js';

/**
 * @typedef {import('./JSONDocument.js').JSONKind} JSONKind
 * @typedef {{kind: 'unreadable', why: string}
 *   | {kind: 'invalidJSON', failure: import('./JSONReadFailure.js').JSONReadFailure}
 *   | {kind: 'tooLarge', bytes: number, limit: number}
 *   | {kind: 'wrongType', expected: string, found: JSONKind}
 *   | {kind: 'missing', expected: string}
 *   | {kind: 'unknownMember', allowed: string[]}
 *   | {kind: 'unsupportedFormat', found: string}
 *   | {kind: 'invalidName', name: string, what: string, rule: string}
 *   | {kind: 'unknownFieldType', name: string}
 *   | {kind: 'unknownEnum', name: string}
 *   | {kind: 'unknownRecord', name: string}
 *   | {kind: 'duplicate', what: string, name: string, first: import('./JSONPath.js').JSONPath}
 *   | {kind: 'defaultWrongType', expected: string}
 *   | {kind: 'defaultNotACase', value: string, cases: string[]}
 *   | {kind: 'defaultOutOfRange', minimum: number, maximum: number}
 *   | {kind: 'absentWord', word: string}
 *   | {kind: 'notAllowedFor', member: string, fieldType: string}
 *   | {kind: 'heldInRecord', type: string}
 *   | {kind: 'envelopeFieldType', type: string}
 *   | {kind: 'needsDefault', fieldType: string}
 *   | {kind: 'absentOrOmit'}
 *   | {kind: 'defaultOrOmit'}
 *   | {kind: 'moreThanOne', what: string}
 *   | {kind: 'envelopeRoot'}
 *   | {kind: 'documentInExtension'}
 *   | {kind: 'documentMissing'}
 *   | {kind: 'replaceUnknown', name: string}
 *   | {kind: 'extendsCycle', chain: string[]}
 *   | {kind: 'extendsTooDeep', limit: number}
 *   | {kind: 'limit', what: string, limit: number}} VocabularyProblem
 */

export class VocabularyError {
  /**
   * @param {VocabularyProblem} problem
   * @param {string} file how the file is named: its path as given, or `builtin`
   * @param {import('./JSONPath.js').JSONPath} [path]
   */
  constructor(problem, file, path = ROOT_PATH) {
    this.problem = problem;
    this.file = file;
    this.path = path;
  }

  /** `acme.json: $.nodes[3].fields[1].type: unknown field type "color" (expected one of …)`. */
  get message() {
    const problem = this.problem;
    switch (problem.kind) {
      case 'unreadable': return this.path.components.length === 0 ? `${this.file}: ${problem.why}` : `${this.file}: ${this.path}: ${problem.why}`;
      case 'invalidJSON': return `${this.file}: not a vocabulary: ${readFailureMessage(problem.failure)}`;
      case 'tooLarge': return `${this.file}: ${problem.bytes} bytes; a vocabulary file is at most ${problem.limit} bytes (spec/vocabulary.md §6)`;
      default: return `${this.file}: ${this.path}: ${this.explanation}`;
    }
  }

  toString() {
    return this.message;
  }

  /** What was wrong and what was expected, without the file and path. */
  get explanation() {
    const problem = this.problem;
    switch (problem.kind) {
      case 'unreadable': return problem.why;
      case 'invalidJSON': return readFailureMessage(problem.failure);
      case 'tooLarge': return `${problem.bytes} bytes (at most ${problem.limit})`;
      case 'wrongType': return `expected ${problem.expected}, found ${typeName(problem.found)}`;
      case 'missing': return `is missing (expected ${problem.expected})`;
      case 'unknownMember': return `unknown member (expected one of ${problem.allowed.join(', ')})`;
      case 'unsupportedFormat': return `format ${problem.found} is not supported (expected 1)`;
      case 'invalidName': return `${quoted(problem.name)} is not ${problem.what} (${problem.rule})`;
      case 'unknownFieldType': return `unknown field type ${quoted(problem.name)} (expected one of ${FIELD_TYPES.join(', ')})`;
      case 'unknownEnum': return `unknown enum ${quoted(problem.name)} (expected a name in "enums")`;
      case 'unknownRecord': return `unknown record ${quoted(problem.name)} (expected a name in "records")`;
      case 'duplicate':
        return `duplicate ${problem.what} ${quoted(problem.name)} (`
          + (problem.first.components.length === 0 ? 'the base vocabulary has it' : `first at ${problem.first}`) + ')'
          + (problem.what === 'node type' || problem.what === 'record' ? '; list it in "replace" to redefine it' : '');
      case 'defaultWrongType': return `the default is not ${problem.expected}`;
      case 'defaultNotACase': return `default ${quoted(problem.value)} is not one of ${problem.cases.join(', ')}`;
      case 'defaultOutOfRange': return `the default is outside ${problem.minimum}…${problem.maximum}`;
      case 'absentWord': return `absent word ${quoted(problem.word)} cannot be told apart from a string (expected "default" or "none")`;
      case 'notAllowedFor': return `"${problem.member}" is not allowed for a field of type ${problem.fieldType}`;
      case 'heldInRecord': return `a record's field cannot be of type ${problem.type} (nodes and rows print below a node's line only)`;
      case 'envelopeFieldType': return `an envelope's field cannot be of type ${problem.type} (expected its one node, or strings marked "expected")`;
      case 'needsDefault': return `an optional ${problem.fieldType} field needs a "default"`;
      case 'absentOrOmit': return 'an optional string has exactly one of "absent" and "omitWhenAbsent"';
      case 'defaultOrOmit': return 'a field with a "default" is never absent, so it cannot be "omitWhenAbsent"';
      case 'moreThanOne': return `more than one ${problem.what}`;
      case 'envelopeRoot': return 'an envelope has exactly one field of type node, and it is required';
      case 'documentInExtension': return 'a vocabulary that extends another keeps its document shape (no "document")';
      case 'documentMissing': return 'is missing (expected the document shape, or "extends")';
      case 'replaceUnknown': return `${quoted(problem.name)} is not a node type or record of the base vocabulary`;
      case 'extendsCycle': return 'extends cycle: ' + problem.chain.join(' → ');
      case 'extendsTooDeep': return `extends chain deeper than ${problem.limit}`;
      case 'limit': return `more than ${problem.limit} ${problem.what} (spec/vocabulary.md §6)`;
    }
  }
}
