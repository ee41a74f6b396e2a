// Why a vocabulary file was not loaded (spec/vocabulary.md §7): the file, the JSON path and
// what was expected. Twin of Sources/RenderParityVocabulary/VocabularyError.swift; both pick
// their words from spec/messages.json (a test compares the two on spec/vocabulary-cases/).
import { typeName } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { readFailureMessage } from './JSONReadFailure.js';
import { Messages } from './generated/messages.js';
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
      case 'unreadable':
        return this.path.components.length === 0
          ? Messages.Vocabulary.inFile(this.file, problem.why) : Messages.Vocabulary.atPath(this.file, String(this.path), problem.why);
      case 'invalidJSON': return Messages.Vocabulary.notAVocabulary(this.file, readFailureMessage(problem.failure));
      case 'tooLarge': return Messages.Vocabulary.fileTooLarge(this.file, problem.bytes, problem.limit);
      default: return Messages.Vocabulary.atPath(this.file, String(this.path), this.explanation);
    }
  }

  toString() {
    return this.message;
  }

  /**
   * What was wrong and what was expected, without the file and path: the one place these errors
   * pick their wording (spec/messages.json) and fill it in.
   */
  get explanation() {
    const problem = this.problem;
    switch (problem.kind) {
      case 'unreadable': return problem.why;
      case 'invalidJSON': return readFailureMessage(problem.failure);
      case 'tooLarge': return Messages.Vocabulary.tooLarge(problem.bytes, problem.limit);
      case 'wrongType': return Messages.Decoding.wrongType(problem.expected, typeName(problem.found));
      case 'missing': return Messages.Vocabulary.missing(problem.expected);
      case 'unknownMember': return Messages.Vocabulary.unknownMember(problem.allowed);
      case 'unsupportedFormat': return Messages.Vocabulary.unsupportedFormat(problem.found);
      case 'invalidName': return Messages.Vocabulary.invalidName(problem.name, problem.what, problem.rule);
      case 'unknownFieldType': return Messages.Vocabulary.unknownFieldType(problem.name, [...FIELD_TYPES]);
      case 'unknownEnum': return Messages.Vocabulary.unknownEnum(problem.name);
      case 'unknownRecord': return Messages.Vocabulary.unknownRecord(problem.name);
      case 'duplicate': return duplicate(problem.what, problem.name, problem.first);
      case 'defaultWrongType': return Messages.Vocabulary.defaultWrongType(problem.expected);
      case 'defaultNotACase': return Messages.Vocabulary.defaultNotACase(problem.value, problem.cases);
      case 'defaultOutOfRange': return Messages.Vocabulary.defaultOutOfRange(problem.minimum, problem.maximum);
      case 'absentWord': return Messages.Vocabulary.absentWord(problem.word);
      case 'notAllowedFor': return Messages.Vocabulary.notAllowedFor(problem.member, problem.fieldType);
      case 'heldInRecord': return Messages.Vocabulary.heldInRecord(problem.type);
      case 'envelopeFieldType': return Messages.Vocabulary.envelopeFieldType(problem.type);
      case 'needsDefault': return Messages.Vocabulary.needsDefault(problem.fieldType);
      case 'absentOrOmit': return Messages.Vocabulary.absentOrOmit;
      case 'defaultOrOmit': return Messages.Vocabulary.defaultOrOmit;
      case 'moreThanOne': return Messages.Vocabulary.moreThanOne(problem.what);
      case 'envelopeRoot': return Messages.Vocabulary.envelopeRoot;
      case 'documentInExtension': return Messages.Vocabulary.documentInExtension;
      case 'documentMissing': return Messages.Vocabulary.documentMissing;
      case 'replaceUnknown': return Messages.Vocabulary.replaceUnknown(problem.name);
      case 'extendsCycle': return Messages.Vocabulary.extendsCycle(problem.chain);
      case 'extendsTooDeep': return Messages.Vocabulary.extendsTooDeep(problem.limit);
      case 'limit': return Messages.Vocabulary.limit(problem.limit, problem.what);
    }
  }
}

/**
 * A name defined twice: where it was first, and for a node type or record, how to redefine it.
 * @param {string} what
 * @param {string} name
 * @param {import('./JSONPath.js').JSONPath} first
 * @returns {string}
 */
function duplicate(what, name, first) {
  const place = first.components.length === 0 ? Messages.Vocabulary.inBase : Messages.Vocabulary.firstAt(String(first));
  return what === 'node type' || what === 'record'
    ? Messages.Vocabulary.duplicateReplaceable(what, name, place) : Messages.Vocabulary.duplicate(what, name, place);
}
