// Bytes in, decoded document out: strict JSON (spec/render-snapshot.md §1), root
// detection (§1.3), nodes (§2). Twin of Sources/RenderParityDecoding/DocumentDecoder.swift.
import { readJSON } from './JSONReader.js';
import { JSONObject, kindOf } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { DecodeFailure } from './DecodeFailure.js';
import { Diagnostic } from './Diagnostic.js';
import { NodeDecoder } from './NodeDecoder.js';
import { RESPONSE_FIELDS } from './NodeSpec.js';

/**
 * The root node or the failure that replaces it, every diagnostic, and the SF Symbol
 * names the decoded tree uses (empty when the root failed).
 * @typedef {{content: {ok: true, node: import('./NodeDecoder.js').UINode} | {ok: false, failure: DecodeFailure},
 *   root: 'node' | 'response', diagnostics: Diagnostic[], icons: string[]}} DecodedDocument
 */

/**
 * @param {Uint8Array} bytes
 * @returns {DecodedDocument}
 */
export function decodeDocument(bytes) {
  const read = readJSON(bytes);
  if (!read.ok) {
    const path = read.failure.kind === 'duplicateKey' ? read.failure.path : null;
    return failed(new DecodeFailure({ kind: 'document', failure: read.failure }, path), 'node', []);
  }
  const decoder = new NodeDecoder();
  const root = read.value;
  if (!rootIsResponse(root)) {
    try {
      const node = decoder.decodeNode(root);
      return { content: { ok: true, node }, root: 'node', diagnostics: decoder.diagnostics, icons: decoder.icons };
    } catch (error) {
      if (!(error instanceof DecodeFailure)) throw error;
      return failed(error, 'node', decoder.diagnostics);
    }
  }
  return decodeResponse(/** @type {JSONObject} */ (root), decoder);
}

/**
 * Whether the document is a `UIResponse` rather than a bare node (§1.3): an object
 * without `type` that has at least one of the response's members.
 * @param {import('./JSONDocument.js').JSONValue} root
 * @returns {boolean}
 */
export function rootIsResponse(root) {
  if (!(root instanceof JSONObject) || root.member('type') !== undefined) return false;
  return RESPONSE_FIELDS.some((field) => root.member(field.name) !== undefined);
}

/**
 * A `UIResponse`: `layout` is required; the other members are only checked (§1.3).
 * @param {JSONObject} object
 * @param {NodeDecoder} decoder
 * @returns {DecodedDocument}
 */
function decodeResponse(object, decoder) {
  const layoutField = RESPONSE_FIELDS.find((field) => field.required);
  const layoutName = layoutField ? layoutField.name : 'layout';
  const layout = object.member(layoutName);
  if (layout === undefined || layout === null) {
    return failed(new DecodeFailure({ kind: 'missingField', expected: 'a node' }, ROOT_PATH.appendingKey(layoutName)), 'response', []);
  }
  /** @type {DecodedDocument['content']} */
  let content;
  try {
    content = { ok: true, node: decoder.within(layoutName, () => decoder.decodeNode(layout)) };
  } catch (error) {
    if (!(error instanceof DecodeFailure)) throw error;
    content = { ok: false, failure: error };
  }
  for (const field of RESPONSE_FIELDS) {
    if (!field.expected) continue;
    const value = object.member(field.name);
    if (typeof value === 'string') continue;
    decoder.report({ kind: 'responseMember', expected: `a ${field.type}`, found: value === undefined ? null : kindOf(value) }, field.name);
  }
  decoder.reportUnknownMembers(object, new Set(RESPONSE_FIELDS.map((field) => field.name)), 'the response');
  if (!content.ok) return failed(content.failure, 'response', decoder.diagnostics);
  return { content, root: 'response', diagnostics: decoder.diagnostics, icons: decoder.icons };
}

/**
 * A root failure is the snapshot, and also the last diagnostic, so people see it.
 * @param {DecodeFailure} failure
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
