// The whole pipeline in one call: JSON bytes → JSONReader → NodeDecoder (the rules, layout
// flags included) → SnapshotSink → the snapshot, without building a tree or a DOM. Twin of
// Sources/RenderParity/RenderSnapshot.swift. The DOM renderer's snapshot comes from the page
// it drew (DOMWalker.js); this one is the decoder's, for any loaded vocabulary, so the web
// decoder can be held to Swift's on a team's vocabulary too.
import { readJSON } from './JSONReader.js';
import { errorLine, indented } from './SnapshotLines.js';
import { NodeDecoder } from './NodeDecoder.js';
import { SnapshotSink } from './SnapshotSink.js';
import { decodeRoot, failureReading } from './DocumentDecoder.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';

/**
 * The snapshot of a JSON document (spec/render-snapshot.md §3).
 * @param {Uint8Array} bytes
 * @param {import('./Vocabulary.js').Vocabulary} [vocabulary]
 * @returns {string}
 */
export function snapshotOf(bytes, vocabulary = builtinVocabulary()) {
  const read = readJSON(bytes);
  if (!read.ok) return failureLine(failureReading(read.failure));
  const sink = new SnapshotSink();
  // A root that fails is reported before anything is written (`decodeRoot`).
  const failure = decodeRoot(read.value, new NodeDecoder(vocabulary), sink);
  return failure === null ? sink.text : failureLine(failure);
}

/**
 * The one-line snapshot of a document that cannot be rendered (§3.4).
 * @param {import('./DecodeFailure.js').DecodeFailure} failure
 * @returns {string}
 */
export function failureLine(failure) {
  return indented(errorLine(failure.reason, failure.path === null ? null : String(failure.path)), 0);
}
