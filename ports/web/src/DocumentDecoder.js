// Root detection (spec/render-snapshot.md §1.3) and the root's decoding into a consumer. Twin
// of Sources/RenderParityDecoding/DocumentDecoder.swift; what returns a tree or diagnostics is
// in DocumentDecoder+Model.js, as in Swift.
import { JSONObject, kindOf } from './JSONDocument.js';
import { ROOT_PATH } from './JSONPath.js';
import { DecodeFailure } from './DecodeFailure.js';
import { Messages } from './generated/messages.js';

/**
 * Decodes the document's root into `consumer`: a bare node, or the node in the vocabulary's
 * envelope (§1.3; the built-in DSL's is a response's `layout`), whose other fields are only
 * checked. Returns the root's failure.
 * @param {import('./JSONDocument.js').JSONValue} root
 * @param {import('./NodeDecoder.js').NodeDecoder} decoder
 * @param {import('./NodeConsumer.js').NodeConsumer} consumer
 * @returns {DecodeFailure | null}
 */
export function decodeRoot(root, decoder, consumer) {
  const vocabulary = decoder.vocabulary;
  const envelope = vocabulary.envelope;
  if (envelope === null || !rootIsEnvelope(root, vocabulary) || !(root instanceof JSONObject)) return decoder.decodeRoot(root, consumer);
  const fields = envelope.spec.fields;
  const layoutName = fields[envelope.root].name;
  const layout = root.member(layoutName);
  if (layout === undefined || layout === null) {
    return new DecodeFailure({ kind: 'missingField', expected: Messages.Decoding.expectedNode }, ROOT_PATH.appendingKey(layoutName));
  }
  decoder.path = [layoutName];
  const failure = decoder.decodeRoot(layout, consumer);
  decoder.path = [];
  if (consumer.wantsDiagnostics) {
    for (const field of fields) {
      if (field.kind !== 'string') continue;
      const value = root.member(field.name);
      if (typeof value === 'string') continue;
      decoder.report({ kind: 'responseMember', expected: Messages.Decoding.expectedString, found: value === undefined ? null : kindOf(value) }, consumer, field.name);
    }
    decoder.reportUnknownMembers(root, (name) => envelope.spec.allows(name), envelope.spec.owner, consumer);
  }
  return failure;
}

/**
 * Whether the document is an envelope rather than a bare node (§1.3): an object without the
 * type key that has at least one of the envelope's members.
 * @param {import('./JSONDocument.js').JSONValue} root
 * @param {import('./Vocabulary.js').Vocabulary} vocabulary
 * @returns {boolean}
 */
export function rootIsEnvelope(root, vocabulary) {
  const envelope = vocabulary.envelope;
  if (envelope === null || !(root instanceof JSONObject) || root.member(vocabulary.typeKey) !== undefined) return false;
  return envelope.spec.fields.some((field) => root.member(field.name) !== undefined);
}

/**
 * Why a document that could not be read has no tree (§1.2); only a duplicate key has a path.
 * @param {import('./JSONReadFailure.js').JSONReadFailure} readFailure
 * @returns {DecodeFailure}
 */
export function failureReading(readFailure) {
  return new DecodeFailure({ kind: 'document', failure: readFailure }, readFailure.kind === 'duplicateKey' ? readFailure.path : null);
}
