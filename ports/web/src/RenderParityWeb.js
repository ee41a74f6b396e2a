// The web renderer's public surface, for pages that embed it (the review page uses
// the classic-script bundle, dist/render-parity-web.js, built from these modules):
// render a document's bytes into a container, snapshot what was rendered, and the CSS.
import { renderDocument } from './Renderer.js';
import { snapshotDOM } from './DOMWalker.js';
import { STYLESHEET } from './Stylesheet.js';

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
  stylesheet: STYLESHEET,
};

/** @type {any} */ (globalThis).RenderParityWeb = RenderParityWeb;
