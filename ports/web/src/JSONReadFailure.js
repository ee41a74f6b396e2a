// Why a document as a whole was rejected (spec/render-snapshot.md §1.2), in priority
// order: any syntax or encoding error beats too deep, which beats a duplicate key.
// Twin of Sources/RenderParityJSON/JSONReadFailure.swift; the words are spec/messages.json's.
import { Messages } from './generated/messages.js';

/** Deepest allowed nesting; the root container is level 1 (§1.2). */
export const MAXIMUM_DEPTH = 256;

/**
 * @typedef {{kind: 'invalidJSON', line: number, column: number, message: string}
 *   | {kind: 'depthLimit', line: number, column: number}
 *   | {kind: 'duplicateKey', path: import('./JSONPath.js').JSONPath, name: string}} JSONReadFailure
 */

/**
 * The snapshot's `reason` (§3.4).
 * @param {JSONReadFailure} failure
 * @returns {string}
 */
export function readFailureReason(failure) {
  switch (failure.kind) {
    case 'invalidJSON': return 'invalid_json';
    case 'depthLimit': return 'depth_limit';
    case 'duplicateKey': return 'duplicate_key';
  }
}

/**
 * One line for people: where, and what was expected.
 * @param {JSONReadFailure} failure
 * @returns {string}
 */
export function readFailureMessage(failure) {
  switch (failure.kind) {
    case 'invalidJSON': return Messages.JSON.invalidJSON(failure.line, failure.column, failure.message);
    case 'depthLimit': return Messages.JSON.depthLimit(MAXIMUM_DEPTH, failure.line, failure.column);
    case 'duplicateKey': return Messages.JSON.duplicateKey(String(failure.path), failure.name);
  }
}
