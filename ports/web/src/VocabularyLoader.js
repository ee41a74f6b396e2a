// Loads a vocabulary file (spec/vocabulary.md): reads it, follows `extends`, checks every rule,
// hashes it and compiles it. The built-in DSL goes through here too (`builtinVocabulary()`).
// Twin of Sources/RenderParityVocabulary/VocabularyLoader.swift.
//
// The loader reads no files: `resolve` turns an `extends` reference into the base file's name
// and bytes (Node reads the file, a page looks it up among what it was given). Any failure is
// a `VocabularyError` naming the file and the JSON path, returned as a value; nothing here
// throws on any input.
import { readJSON } from './JSONReader.js';
import { ROOT_PATH } from './JSONPath.js';
import { sha256 } from './ContentHash.js';
import { VocabularyError } from './VocabularyError.js';
import { VocabularyLimits } from './VocabularyLimits.js';
import { VocabularyParser } from './VocabularyParser.js';
import { compileVocabulary } from './VocabularyCompiler.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';

/**
 * Turns `reference` (an `extends` value other than `builtin`), found in `file`, into the base's
 * name (as errors should name it, and unique per file: cycles are found by it) and bytes.
 * Throws a `VocabularyError` (`unreadable`) when it cannot.
 * @typedef {(reference: string, file: string) => {file: string, bytes: Uint8Array}} Resolve
 * @typedef {{ok: true, vocabulary: import('./Vocabulary.js').Vocabulary} | {ok: false, error: VocabularyError}} LoadResult
 * @typedef {import('./VocabularyDefinition.js').VocabularyDefinition} VocabularyDefinition
 */

/** The `extends` value that names the built-in DSL. */
export const BUILTIN_REFERENCE = 'builtin';

/**
 * The vocabulary in `bytes`, named `file` in errors; `resolve` follows `extends` to a file (by
 * default only `builtin` can be followed).
 * @param {Uint8Array} bytes
 * @param {string} file
 * @param {Resolve} [resolve]
 * @returns {LoadResult}
 */
export function loadVocabulary(bytes, file, resolve = resolveNothing) {
  try {
    const [definition, hash] = definitionOf(bytes, file, resolve, []);
    return { ok: true, vocabulary: compileVocabulary(definition, hash) };
  } catch (error) {
    if (error instanceof VocabularyError) return { ok: false, error };
    throw error;
  }
}

/** @type {Resolve} */
function resolveNothing(_reference, file) {
  throw new VocabularyError({ kind: 'unreadable', why: 'cannot follow "extends" here: only "builtin" is known' }, file);
}

/**
 * The checked definition of `bytes` on top of its bases, and its content hash (§5).
 * @param {Uint8Array} bytes
 * @param {string} file
 * @param {Resolve} resolve
 * @param {string[]} chain the files that extend this one, outermost first
 * @returns {[VocabularyDefinition, string]}
 */
function definitionOf(bytes, file, resolve, chain) {
  if (bytes.length > VocabularyLimits.fileBytes) {
    throw new VocabularyError({ kind: 'tooLarge', bytes: bytes.length, limit: VocabularyLimits.fileBytes }, file);
  }
  const read = readJSON(bytes);
  if (!read.ok) throw new VocabularyError({ kind: 'invalidJSON', failure: read.failure }, file);
  const reference = VocabularyParser.extendsOf(read.value, file);
  const base = reference === null ? null : baseOf(reference, file, resolve, chain);
  const definition = new VocabularyParser(read.value, file, base === null ? null : base[0]).parse();
  const hash = base === null ? sha256(bytes) : sha256(concatenated(new TextEncoder().encode(base[1] + '\n'), bytes));
  return [definition, hash];
}

/**
 * @param {string} reference
 * @param {string} file
 * @param {Resolve} resolve
 * @param {string[]} chain
 * @returns {[VocabularyDefinition, string]}
 */
function baseOf(reference, file, resolve, chain) {
  const path = ROOT_PATH.appendingKey('extends');
  if (chain.length + 1 >= VocabularyLimits.extendsDepth) {
    throw new VocabularyError({ kind: 'extendsTooDeep', limit: VocabularyLimits.extendsDepth }, file, path);
  }
  if (reference === BUILTIN_REFERENCE) {
    const builtin = builtinVocabulary();
    return [builtin.definition, builtin.identity.hash];
  }
  let base;
  try {
    base = resolve(reference, file);
  } catch (error) {
    // The resolver words why; the error points at the `extends` that asked.
    if (error instanceof VocabularyError && error.path.components.length === 0 && error.file === file) {
      throw new VocabularyError(error.problem, file, path);
    }
    throw error;
  }
  if (base.file === file || chain.includes(base.file)) {
    throw new VocabularyError({ kind: 'extendsCycle', chain: [...chain, file, base.file] }, file, path);
  }
  return definitionOf(base.bytes, base.file, resolve, [...chain, file]);
}

/**
 * @param {Uint8Array} head
 * @param {Uint8Array} tail
 * @returns {Uint8Array}
 */
function concatenated(head, tail) {
  const bytes = new Uint8Array(head.length + tail.length);
  bytes.set(head);
  bytes.set(tail, head.length);
  return bytes;
}
