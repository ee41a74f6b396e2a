// The built-in DSL (spec/dsl-nodes.json), the default vocabulary: the file's exact text,
// generated into generated/builtinVocabularyFile.js by scripts/generate.py, loaded by the same
// loader as any team's. Twin of Sources/RenderParityVocabulary/Vocabulary+Builtin.swift.
//
// It cannot fail on input: the file is part of the port, and a test loads it. If it ever
// stopped loading, the port itself would be broken, which must stop the page or the process
// rather than let a run hold renderers to nothing.
import { BUILTIN_VOCABULARY_FILE } from './generated/builtinVocabularyFile.js';
import { loadVocabulary, BUILTIN_REFERENCE } from './VocabularyLoader.js';

/** @type {import('./Vocabulary.js').Vocabulary | null} */
let loadedBuiltin = null;

/**
 * The built-in vocabulary, loaded once.
 * @returns {import('./Vocabulary.js').Vocabulary}
 */
export function builtinVocabulary() {
  if (loadedBuiltin === null) {
    const loaded = loadVocabulary(new TextEncoder().encode(BUILTIN_VOCABULARY_FILE), BUILTIN_REFERENCE);
    if (!loaded.ok) throw new Error(`the built-in vocabulary does not load: ${loaded.error.message}`);
    loadedBuiltin = loaded.vocabulary;
  }
  return loadedBuiltin;
}
