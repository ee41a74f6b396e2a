// A decision the decoder made where the document deviated from the schema
// (spec/render-snapshot.md §2.4). Diagnostics never change the snapshot; they explain
// it. Twin of Sources/RenderParityDecoding/Diagnostic.swift: the one place they are worded.
import { typeName } from './JSONDocument.js';
import { quoted } from './SnapshotString.js';
import { formatNumber } from './SnapshotNumber.js';

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
      case 'rootFailed': return `cannot render (${problem.failure.reason}): ${problem.failure.explanation}`;
      case 'dropped': return `dropped ${problem.nodeType === null ? 'this element' : `the ${problem.nodeType}`}: ${problem.failure.message}`;
      case 'unknownType': return `unknown type ${quoted(problem.name)}; rendered as Unknown`;
      case 'unknownMember': return `unknown member of ${problem.owner}; ignored`;
      case 'unusableOptional': return `expected ${problem.expected}, found ${typeName(problem.found)}; ${problem.using === '' ? 'ignored' : `using ${problem.using}`}`;
      case 'notInEnum':
        return `${quoted(problem.value)} is not one of ${problem.allowed.join(', ')}; `
          + (problem.using === '' ? 'ignored' : `using ${problem.using}`);
      case 'integerOutOfRange':
        return `expected an integer from ${problem.minimum} to ${problem.maximum}, found ${formatNumber(problem.value)}; `
          + (problem.using === '' || problem.using === 'no limit' ? 'ignored' : `using ${problem.using}`);
      case 'responseMember': return problem.found === null ? `missing (expected ${problem.expected})` : `expected ${problem.expected}, found ${typeName(problem.found)}`;
    }
  }

  toString() {
    if (this.problem.kind === 'rootFailed' && this.problem.failure.problem.kind === 'document') return this.message;
    return `${this.path}: ${this.message}`;
  }
}
