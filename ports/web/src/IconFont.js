// The icon font the renderer draws icons with: Material Icons from Debian, cut down to the
// glyphs of the icon map's targets and embedded as a data URL (generated/iconFont.js, made
// by tools/icon-font.py), so a page that shows the renderer needs no installed font and
// makes no request. An icon is drawn with its target's ligature (spec/icon-map.md §2);
// a name that resolves to nothing the font has gets a placeholder instead (Renderer.js).
import { ICON_FONT } from './generated/iconFont.js';
import { SHIPPED_ICON_MAP } from './IconMap.js';
import { resolveIcon, materialSymbolName } from './IconResolution.js';

/** The family the stylesheet's icons ask for; no installed font has this name. */
export const ICON_FONT_FAMILY = ICON_FONT.family;

/** The id of the `<style>` element that holds the `@font-face` rule. */
export const ICON_FONT_STYLE_ID = 'rp-icon-font';

const LIGATURES = new Set(ICON_FONT.ligatures);

/**
 * The ligature that draws `name`, or null when the name does not resolve (the chain ends
 * in the fallback, spec/icon-map.md §2.3) or the font lacks its target's glyph.
 * @param {string} name an SF Symbols name
 * @returns {string | null}
 */
export function iconLigature(name) {
  const resolution = resolveIcon(SHIPPED_ICON_MAP, name);
  if (resolution.outcome.kind === 'fallback') return null;
  const ligature = materialSymbolName(resolution.target);
  return LIGATURES.has(ligature) ? ligature : null;
}

/**
 * Puts the font's `@font-face` rule once into the document's head. Not into a shadow root:
 * Chromium ignores `@font-face` there, and a font declared in the document serves its
 * shadow trees too.
 * @param {Document} document
 */
export function installIconFont(document) {
  if (document.getElementById(ICON_FONT_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = ICON_FONT_STYLE_ID;
  style.textContent = `@font-face { font-family: "${ICON_FONT.family}"; font-style: normal; font-weight: 400;
  font-display: block; src: url(data:font/woff2;base64,${ICON_FONT.woff2}) format("woff2"); }`;
  document.head.append(style);
}
