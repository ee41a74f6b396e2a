// The web renderer's public surface, for pages that embed it (the review page uses
// the classic-script bundle, dist/render-parity-web.js, built from these modules):
// render a document's bytes into a container, snapshot what was rendered, the CSS, and
// a snapshot's text drawn as UI (the review page's rendered difference).
import { renderDocument } from './Renderer.js';
import { snapshotDOM } from './DOMWalker.js';
import { STYLESHEET } from './Stylesheet.js';
import { renderSnapshot } from './SnapshotView.js';

export const RenderParityWeb = {
  /**
   * @param {Uint8Array} bytes
   * @param {HTMLElement} container
   * @returns {void}
   */
  renderDocument(bytes, container) {
    renderDocument(bytes, container);
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
  stylesheet: STYLESHEET,
};

/** @type {any} */ (globalThis).RenderParityWeb = RenderParityWeb;
