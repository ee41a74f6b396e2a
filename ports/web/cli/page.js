// The page parity-web drives: renders one fixture's bytes (base64, never a JS string of
// the JSON) into #stage and answers with the snapshot walked from the rendered DOM, and
// the SF Symbol names the document uses (for the icon resolution golden).
import { renderDocument, installStylesheet } from '../src/Renderer.js';
import { snapshotDOM } from '../src/DOMWalker.js';
import { STYLESHEET } from '../src/Stylesheet.js';
import { resolutionGolden } from '../src/IconResolution.js';
import { SHIPPED_ICON_MAP } from '../src/IconMap.js';

/**
 * @param {string} base64
 * @returns {Uint8Array}
 */
function bytesOf(base64) {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

const page = /** @type {any} */ (window);
const stage = /** @type {HTMLElement} */ (document.getElementById('stage'));
installStylesheet(document, STYLESHEET, false);

/** @param {string} base64 */
page.rpRun = (base64) => {
  const decoded = renderDocument(bytesOf(base64), stage);
  return { snapshot: snapshotDOM(stage), icons: decoded.icons };
};
/** @param {string} css replaces the renderer's CSS (the broken-rule test) */
page.rpSetStylesheet = (css) => installStylesheet(document, css, true);
/** @param {string[]} names */
page.rpResolution = (names) => resolutionGolden([...SHIPPED_ICON_MAP.names, ...names], SHIPPED_ICON_MAP);
page.rpReady = true;
