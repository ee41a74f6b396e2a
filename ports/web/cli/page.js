// The page parity-web drives: renders one fixture's bytes (base64, never a JS string of
// the JSON) into #stage and answers with the snapshot walked from the rendered DOM, and
// the SF Symbol names the document uses (for the icon resolution golden). Given a vocabulary
// (`parity-web --vocabulary`), it answers with the decoder's snapshot in that vocabulary
// instead (no DOM), or with `--render` renders the DOM with it (a type the renderer has no
// view for is a placeholder).
import { renderDocument, installStylesheet } from '../src/Renderer.js';
import { snapshotDOM } from '../src/DOMWalker.js';
import { STYLESHEET } from '../src/Stylesheet.js';
import { resolutionGolden } from '../src/IconResolution.js';
import { SHIPPED_ICON_MAP } from '../src/IconMap.js';
import { loadVocabulary } from '../src/VocabularyLoader.js';
import { resolverAmong } from '../src/VocabularyFiles.js';
import { snapshotOf } from '../src/RenderSnapshot.js';
import { diagnoseDocument } from '../src/DocumentDecoder+Model.js';

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

/** @type {{vocabulary: import('../src/Vocabulary.js').Vocabulary, render: boolean} | null} */
let chosen = null;

/** @param {string} base64 */
page.rpRun = (base64) => {
  const bytes = bytesOf(base64);
  if (chosen !== null && !chosen.render) {
    return { snapshot: snapshotOf(bytes, chosen.vocabulary), icons: diagnoseDocument(bytes, chosen.vocabulary).icons };
  }
  const decoded = renderDocument(bytes, stage, chosen?.vocabulary);
  return { snapshot: snapshotDOM(stage), icons: decoded.icons };
};
/**
 * Loads the vocabulary `file` from `files` (name → base64: it and what its `extends` names);
 * answers with the loader's error message, or null.
 * @param {{file: string, files: Record<string, string>, render: boolean}} given
 * @returns {string | null}
 */
page.rpSetVocabulary = (given) => {
  const files = new Map(Object.entries(given.files).map(([name, base64]) => [name, bytesOf(base64)]));
  const loaded = loadVocabulary(files.get(given.file) ?? new Uint8Array(), given.file, resolverAmong(files));
  if (!loaded.ok) return loaded.error.message;
  chosen = { vocabulary: loaded.vocabulary, render: given.render };
  return null;
};
/** @param {string} css replaces the renderer's CSS (the broken-rule test) */
page.rpSetStylesheet = (css) => installStylesheet(document, css, true);
/** @param {string[]} names */
page.rpResolution = (names) => resolutionGolden([...SHIPPED_ICON_MAP.names, ...names], SHIPPED_ICON_MAP);
page.rpReady = true;
