// Why a document, or one node in it, could not be decoded (spec/render-snapshot.md
// §1.2, §2.2). A failure at the root becomes the snapshot; inside `children` or
// `items` it becomes a "dropped" diagnostic (§2.3). Twin of
// Sources/RenderParityDecoding/DecodeFailure.swift.
import { typeName } from './JSONDocument.js';
import { readFailureMessage, readFailureReason } from './JSONReadFailure.js';
import { ROOT_PATH } from './JSONPath.js';
import { Messages } from './generated/messages.js';

/**
 * @typedef {{kind: 'document', failure: import('./JSONReadFailure.js').JSONReadFailure}
 *   | {kind: 'notAnObject', found: import('./JSONDocument.js').JSONKind}
 *   | {kind: 'missingField', expected: string}
 *   | {kind: 'wrongType', expected: string, found: import('./JSONDocument.js').JSONKind}
 *   | {kind: 'invalidValue', value: string, allowed: string[]}} FailureProblem
 */

export class DecodeFailure {
  /**
   * @param {FailureProblem} problem
   * @param {import('./JSONPath.js').JSONPath | null} path nil for `invalid_json` and `depth_limit` (§3.4)
   */
  constructor(problem, path) {
    this.problem = problem;
    this.path = path;
  }

  /** The snapshot's `reason` (§3.4). */
  get reason() {
    switch (this.problem.kind) {
      case 'document': return readFailureReason(this.problem.failure);
      case 'notAnObject': return 'not_an_object';
      case 'missingField': return 'missing_field';
      case 'wrongType': return 'wrong_type';
      case 'invalidValue': return 'invalid_value';
    }
  }

  /** What was wrong and what was expected, without the path (worded in spec/messages.json). */
  get explanation() {
    const problem = this.problem;
    switch (problem.kind) {
      case 'document': return readFailureMessage(problem.failure);
      case 'notAnObject': return Messages.Decoding.notAnObject(typeName(problem.found));
      case 'missingField': return Messages.Decoding.missingField(problem.expected);
      case 'wrongType': return Messages.Decoding.wrongType(problem.expected, typeName(problem.found));
      case 'invalidValue': return Messages.Decoding.invalidValue(problem.value, problem.allowed);
    }
  }

  /** One line for people: `$.layout.content: is missing (expected a string)`. */
  get message() {
    if (this.problem.kind === 'document') return this.explanation;
    return Messages.Decoding.located(String(this.path ?? ROOT_PATH), this.explanation);
  }
}
