// The web renderer's public surface, for pages that embed it (the review page uses the
// classic-script bundle, dist/render-parity-web.js, built from these modules): load a
// vocabulary, render a document's bytes into a container, snapshot what was rendered, snapshot
// a document through the decoder alone, draw a snapshot's text as UI (the review page's
// rendered difference), and the CSS.
//
// The DOM renderer draws the built-in vocabulary's 14 node types; a document of another
// vocabulary renders each type it has no view for as a labelled placeholder (Renderer.js), so
// its DOM snapshot cannot match a golden. `snapshotDocument` is the decoder's snapshot (no DOM)
// for any loaded vocabulary: what holds the web decoder to Swift's on a team's vocabulary.
import { renderDocument } from './Renderer.js';
import { snapshotDOM } from './DOMWalker.js';
import { STYLESHEET } from './Stylesheet.js';
import { renderSnapshot } from './SnapshotView.js';
import { snapshotOf } from './RenderSnapshot.js';
import { loadVocabulary } from './VocabularyLoader.js';
import { resolverAmong } from './VocabularyFiles.js';
import { builtinVocabulary } from './Vocabulary+Builtin.js';

export const RenderParityWeb = {
  /**
   * A vocabulary file (spec/vocabulary.md), named `file` in errors. `extends` is followed to
   * `builtin`, or to one of `bases` (name → bytes), named by its path from `file`'s directory
   * (VocabularyFiles.js). Never throws on the files' content: an error is a value.
   * @param {Uint8Array} bytes
   * @param {string} file
   * @param {Record<string, Uint8Array>} [bases]
   * @returns {import('./VocabularyLoader.js').LoadResult}
   */
  loadVocabulary(bytes, file, bases = {}) {
    return loadVocabulary(bytes, file, resolverAmong(new Map(Object.entries(bases))));
  },
  /** @returns {import('./Vocabulary.js').Vocabulary} the built-in DSL, the default */
  builtinVocabulary() {
    return builtinVocabulary();
  },
  /**
   * @param {Uint8Array} bytes
   * @param {HTMLElement} container
   * @param {import('./Vocabulary.js').Vocabulary} [vocabulary] the built-in DSL by default
   * @returns {void}
   */
  renderDocument(bytes, container, vocabulary) {
    renderDocument(bytes, container, vocabulary);
  },
  /**
   * @param {HTMLElement} container
   * @returns {string}
   */
  snapshot(container) {
    return snapshotDOM(container);
  },
  /**
   * Draws a snapshot's text as UI; throws a `SnapshotReadFailure` (its message names the
   * line, the column and what was expected) when the text is not a snapshot.
   * @param {string} text
   * @param {HTMLElement} container
   * @returns {(Element | null)[]} the element each line was drawn as, by line number - 1
   */
  renderSnapshot(text, container) {
    return renderSnapshot(text, container);
  },
  /**
   * The decoder's snapshot of a document (no DOM), in `vocabulary` (the built-in DSL by default).
   * @param {Uint8Array} bytes
   * @param {import('./Vocabulary.js').Vocabulary} [vocabulary]
   * @returns {string}
   */
  snapshotDocument(bytes, vocabulary) {
    return snapshotOf(bytes, vocabulary);
  },
  stylesheet: STYLESHEET,
};

/** @type {any} */ (globalThis).RenderParityWeb = RenderParityWeb;
