// Bytes in, a decoded document out: strict JSON (spec/render-snapshot.md §1), root detection
// (§1.3), nodes (§2), into the consumer each caller needs. Twin of
// Sources/RenderParityModel/DocumentDecoder+Model.swift: `decodeDocument` builds the tree the
// DOM renderer draws (TreeBuilder.js), `diagnoseDocument` only collects diagnostics
// (DiagnosticsSink.js); both take any loaded vocabulary, the built-in DSL by default.
import { readJSON } from './JSONReader.js';
import { kindOf } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { DecodeFailure } from './DecodeFailure.js';
import { Diagnostic } from './Diagnostic.js';
import { NodeDecoder } from './NodeDecoder.js';
import { TreeBuilder } from './TreeBuilder.js';
import { DiagnosticsSink } from './DiagnosticsSink.js';
import { decodeRoot, rootIsEnvelope, failureReading } from './DocumentDecoder.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';

/**
 * The root node or the failure that replaces it, every diagnostic, and the SF Symbol names the
 * tree uses (empty when the root failed).
 * @typedef {{content: {ok: true, node: import('./TreeBuilder.js').UINode} | {ok: false, failure: import('./DecodeFailure.js').DecodeFailure},
 *   root: 'node' | 'response', diagnostics: Diagnostic[], icons: string[]}} DecodedDocument
 * @typedef {{root: 'node' | 'response', failure: import('./DecodeFailure.js').DecodeFailure | null,
 *   diagnostics: Diagnostic[], icons: string[]}} DiagnosedDocument
 */

/**
 * The document as a tree (TreeBuilder.js), with its diagnostics and icons.
 * @param {Uint8Array} bytes
 * @param {import('./Vocabulary.js').Vocabulary} [vocabulary]
 * @returns {DecodedDocument}
 */
export function decodeDocument(bytes, vocabulary = builtinVocabulary()) {
  const read = readJSON(bytes);
  if (!read.ok) return failed(failureReading(read.failure), 'node', []);
  const decoder = new NodeDecoder(vocabulary);
  const builder = new TreeBuilder();
  const root = rootIsEnvelope(read.value, vocabulary) ? 'response' : 'node';
  const failure = decodeRoot(read.value, decoder, builder);
  if (failure !== null) return failed(failure, root, builder.diagnostics);
  if (builder.root === null) {
    return failed(new DecodeFailure({ kind: 'notAnObject', found: kindOf(read.value) }, ROOT_PATH), root, builder.diagnostics);
  }
  return { content: { ok: true, node: builder.root }, root, diagnostics: builder.diagnostics, icons: builder.icons };
}

/**
 * A document decoded for its diagnostics (§2.4) without building a tree, and the icons it uses.
 * @param {Uint8Array} bytes
 * @param {import('./Vocabulary.js').Vocabulary} [vocabulary]
 * @returns {DiagnosedDocument}
 */
export function diagnoseDocument(bytes, vocabulary = builtinVocabulary()) {
  const read = readJSON(bytes);
  if (!read.ok) {
    const failure = failureReading(read.failure);
    return { root: 'node', failure, diagnostics: failed(failure, 'node', []).diagnostics, icons: [] };
  }
  const decoder = new NodeDecoder(vocabulary);
  const sink = new DiagnosticsSink();
  const root = rootIsEnvelope(read.value, vocabulary) ? 'response' : 'node';
  const failure = decodeRoot(read.value, decoder, sink);
  if (failure === null) return { root, failure, diagnostics: sink.diagnostics, icons: sink.icons };
  return { root, failure, diagnostics: failed(failure, root, sink.diagnostics).diagnostics, icons: [] };
}

/**
 * A root failure is the snapshot, and also the last diagnostic, so people see it.
 * @param {import('./DecodeFailure.js').DecodeFailure} failure
 * @param {'node' | 'response'} root
 * @param {Diagnostic[]} diagnostics
 * @returns {DecodedDocument}
 */
function failed(failure, root, diagnostics) {
  return {
    content: { ok: false, failure },
    root,
    diagnostics: [...diagnostics, new Diagnostic({ kind: 'rootFailed', failure }, failure.path ?? ROOT_PATH)],
    icons: [],
  };
}
