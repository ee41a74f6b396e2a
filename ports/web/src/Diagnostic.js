// A decision the decoder made where the document deviated from the schema
// (spec/render-snapshot.md §2.4). Diagnostics never change the snapshot; they explain
// it. Twin of Sources/RenderParityDecoding/Diagnostic.swift: the one place they pick their
// wording (spec/messages.json) and fill it in.
import { typeName } from './JSONDocument.js';
import { Messages } from './generated/messages.js';

/**
 * @typedef {{kind: 'rootFailed', failure: import('./DecodeFailure.js').DecodeFailure}
 *   | {kind: 'dropped', nodeType: string | null, failure: import('./DecodeFailure.js').DecodeFailure}
 *   | {kind: 'unknownType', name: string}
 *   | {kind: 'unknownMember', owner: string}
 *   | {kind: 'unusableOptional', expected: string, found: import('./JSONDocument.js').JSONKind, using: string}
 *   | {kind: 'notInEnum', value: string, allowed: string[], using: string}
 *   | {kind: 'integerOutOfRange', value: number, minimum: number, maximum: number, using: string}
 *   | {kind: 'responseMember', expected: string, found: import('./JSONDocument.js').JSONKind | null}} DiagnosticProblem
 */

export class Diagnostic {
  /**
   * @param {DiagnosticProblem} problem
   * @param {import('./JSONPath.js').JSONPath} path
   */
  constructor(problem, path) {
    this.problem = problem;
    this.path = path;
  }

  get message() {
    const problem = this.problem;
    switch (problem.kind) {
      case 'rootFailed': return Messages.Diagnostics.rootFailed(problem.failure.reason, problem.failure.explanation);
      case 'dropped':
        return problem.nodeType === null
          ? Messages.Diagnostics.droppedElement(problem.failure.message) : Messages.Diagnostics.droppedNode(problem.nodeType, problem.failure.message);
      case 'unknownType': return Messages.Diagnostics.unknownType(problem.name);
      case 'unknownMember': return Messages.Diagnostics.unknownMember(problem.owner);
      case 'unusableOptional': return Messages.Diagnostics.unusableOptional(problem.expected, typeName(problem.found), outcome(problem.using));
      case 'notInEnum': return Messages.Diagnostics.notInEnum(problem.value, problem.allowed, outcome(problem.using));
      case 'integerOutOfRange':
        return Messages.Diagnostics.integerOutOfRange(problem.minimum, problem.maximum, problem.value,
          outcome(problem.using === Messages.Diagnostics.noLimit ? '' : problem.using));
      case 'responseMember':
        return problem.found === null
          ? Messages.Diagnostics.responseMissing(problem.expected) : Messages.Diagnostics.responseWrongType(problem.expected, typeName(problem.found));
    }
  }

  toString() {
    if (this.problem.kind === 'rootFailed' && this.problem.failure.problem.kind === 'document') return this.message;
    return Messages.Decoding.located(String(this.path), this.message);
  }
}

/**
 * What the decoder did instead: used `using`, or, when there is nothing to use, ignored the value.
 * @param {string} using
 * @returns {string}
 */
function outcome(using) {
  return using === '' ? Messages.Diagnostics.ignored : Messages.Diagnostics.using(using);
}
