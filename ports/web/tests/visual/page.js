// The page tests/visual/run.py drives through parity-web (`--page`): renders one fixture
// as cli/page.js does and answers with the visual findings (VisualChecks.js), one a line,
// in place of a snapshot. An empty answer means the page looks right.
import { renderDocument, installStylesheet } from '../../src/Renderer.js';
import { STYLESHEET } from '../../src/Stylesheet.js';
import { visualFindings } from './VisualChecks.js';

const page = /** @type {any} */ (window);
const stage = /** @type {HTMLElement} */ (document.getElementById('stage'));
installStylesheet(document, STYLESHEET, false);

/** @param {string} base64 */
page.rpRun = async (base64) => {
  renderDocument(Uint8Array.from(atob(base64), (character) => character.charCodeAt(0)), stage);
  const findings = await visualFindings(stage);
  return { snapshot: findings.map((finding) => finding + '\n').join(''), icons: [] };
};
/** @param {string} css replaces the renderer's CSS (the tests that break one rule) */
page.rpSetStylesheet = (css) => installStylesheet(document, css, true);
page.rpResolution = () => null;
page.rpReady = true;
