// What a person sees of a rendered document, checked in the browser: each function reads
// the rendered page (computed styles, line boxes, loaded fonts) and returns findings, one
// line each, worded "check: where: what"; none means the page looks as it should.
//
// - icons: an icon shows one glyph of the embedded font (IconFont.js), or the placeholder;
// - tokens: no token of LONG_TOKEN characters or fewer is split across lines (TextBreaking.js);
// - clipping: no text is cut by an `overflow` box unless the cut shows an ellipsis;
// - contrast: every text (icons are pictures, not text) has at least MINIMUM_CONTRAST
//   against its painted background.
import { ICON_FONT_FAMILY } from '../../src/IconFont.js';
import { tokens, LONG_TOKEN } from '../../src/TextBreaking.js';
import { relativeLuminance, contrastRatio } from '../../src/Palette.js';

/** The least contrast ratio a text may have against its background (WCAG 2, large text). */
export const MINIMUM_CONTRAST = 3;

/**
 * All findings for the document rendered in `container`, once its fonts are loaded.
 * @param {Element} container
 * @returns {Promise<string[]>}
 */
export async function visualFindings(container) {
  const document = container.ownerDocument;
  container.getBoundingClientRect(); // lays the page out, so the fonts it uses start loading
  await document.fonts.ready;
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return [...iconFindings(container), ...tokenFindings(container), ...clipFindings(container), ...contrastFindings(container)];
}

/**
 * @param {Element} container
 * @returns {string[]}
 */
export function iconFindings(container) {
  const document = container.ownerDocument;
  /** @type {string[]} */
  const found = [];
  for (const glyph of container.querySelectorAll('.rp-icon')) {
    const name = glyph.getAttribute('aria-label') ?? '';
    const where = `icons: icon ${JSON.stringify(name)}`;
    const text = glyph.textContent ?? '';
    if (glyph.getAttribute('role') !== 'img') found.push(`${where}: not role=img`);
    if (glyph.classList.contains('rp-icon-placeholder')) {
      if (text !== '') found.push(`${where}: the placeholder shows text ${JSON.stringify(text)}`);
      if (glyph.getAttribute('title') !== name) found.push(`${where}: the placeholder's tooltip is not the name`);
      continue;
    }
    const style = getComputedStyle(glyph);
    const family = style.fontFamily.split(',')[0].trim().replace(/^"(.*)"$/, '$1');
    if (family !== ICON_FONT_FAMILY) found.push(`${where}: drawn in ${style.fontFamily}, not the embedded "${ICON_FONT_FAMILY}"`);
    else if (!fontLoaded(document) || !document.fonts.check(`${style.fontSize} "${ICON_FONT_FAMILY}"`, text)) {
      found.push(`${where}: the embedded font is not loaded`);
    }
    const box = textBox(glyph);
    if (!(box.width > 0) || Math.abs(box.width - box.height) > 0.25 * box.height) {
      found.push(`${where}: ${JSON.stringify(text)} is drawn ${box.width.toFixed(1)} × ${box.height.toFixed(1)} px, not as one square glyph`);
    }
  }
  return found;
}

/**
 * @param {Element} container
 * @returns {string[]}
 */
export function tokenFindings(container) {
  /** @type {string[]} */
  const found = [];
  for (const node of textNodes(container)) {
    const range = node.ownerDocument.createRange();
    for (const { token, start } of tokens(node.data)) {
      if ([...token].length > LONG_TOKEN) continue;
      range.setStart(node, start);
      range.setEnd(node, start + token.length);
      const lines = lineCount([...range.getClientRects()]);
      if (lines > 1) found.push(`tokens: ${describe(node)}: ${JSON.stringify(token)} is broken across ${lines} lines`);
    }
  }
  return found;
}

/**
 * @param {Element} container
 * @returns {string[]}
 */
export function clipFindings(container) {
  /** @type {string[]} */
  const found = [];
  for (const node of textNodes(container)) {
    const range = node.ownerDocument.createRange();
    range.selectNodeContents(node);
    const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    for (let box = node.parentElement; box && box !== container; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = paddingBox(box, style);
      const across = rects.some((rect) => rect.left < clip.left - 0.5 || rect.right > clip.right + 0.5);
      const down = rects.some((rect) => rect.top < clip.top - 0.5 || rect.bottom > clip.bottom + 0.5);
      // An ellipsis shows the cut: text-overflow for a line cut across, a line clamp for lines cut below.
      const shown = (!across || style.textOverflow === 'ellipsis') && (!down || style.webkitLineClamp !== 'none');
      if ((across || down) && !shown) found.push(`clipping: ${describe(node)}: cut by <${box.localName} class="${box.className}"> with no ellipsis`);
    }
  }
  return found;
}

/**
 * @param {Element} container
 * @returns {string[]}
 */
export function contrastFindings(container) {
  /** @type {string[]} */
  const found = [];
  const seen = new Set();
  for (const node of textNodes(container)) {
    const view = node.parentElement;
    if (!view || seen.has(view) || view.closest('[role="img"]')) continue; // an icon is a picture, not text
    seen.add(view);
    if (view.getClientRects().length === 0) continue;
    const ink = parseColor(getComputedStyle(view).color);
    const ground = background(view);
    if (!ink || !ground) {
      found.push(`contrast: ${describe(node)}: cannot read ${getComputedStyle(view).color} or its background`);
      continue;
    }
    const ratio = contrastRatio(relativeLuminance(over(ink, ground)), relativeLuminance(ground));
    if (ratio < MINIMUM_CONTRAST) {
      found.push(`contrast: ${describe(node)}: ${ratio.toFixed(2)}:1 (${getComputedStyle(view).color} on rgb(${ground.map(Math.round).join(', ')})), below ${MINIMUM_CONTRAST}:1`);
    }
  }
  return found;
}

/**
 * The painted background of `view`: the first opaque background up from it (the page's
 * white when there is none), with the translucent ones above that laid over it.
 * @param {Element} view
 * @returns {number[] | null} sRGB channels 0…255
 */
function background(view) {
  /** @type {number[][]} */
  const layers = [];
  let ground = [255, 255, 255];
  for (let box = /** @type {Element | null} */ (view); box; box = box.parentElement) {
    const color = parseColor(getComputedStyle(box).backgroundColor);
    if (!color) return null;
    if (color[3] >= 1) {
      ground = color.slice(0, 3);
      break;
    }
    if (color[3] > 0) layers.push(color);
  }
  for (const layer of layers.reverse()) ground = over(layer, ground);
  return ground;
}

/**
 * A colour with alpha laid over an opaque one.
 * @param {number[]} color red, green, blue 0…255 and alpha 0…1
 * @param {number[]} ground
 * @returns {number[]}
 */
function over(color, ground) {
  const alpha = color[3] ?? 1;
  return [0, 1, 2].map((channel) => color[channel] * alpha + ground[channel] * (1 - alpha));
}

/**
 * A computed colour (`rgb(…)`, `rgba(…)`, or `color(srgb …)` as a `color-mix` computes)
 * as channels 0…255 and alpha 0…1, or null.
 * @param {string} text
 * @returns {number[] | null}
 */
function parseColor(text) {
  const legacy = /^rgba?\(([\d.]+), ([\d.]+), ([\d.]+)(?:, ([\d.]+))?\)$/.exec(text);
  if (legacy) return [Number(legacy[1]), Number(legacy[2]), Number(legacy[3]), legacy[4] === undefined ? 1 : Number(legacy[4])];
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(text);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  return null;
}

/**
 * The lines a run of line boxes covers: boxes whose vertical middles are apart by more
 * than half a box are on different lines.
 * @param {DOMRect[]} rects
 * @returns {number}
 */
function lineCount(rects) {
  /** @type {number[]} */
  const middles = [];
  for (const rect of rects.filter((box) => box.width > 0 || box.height > 0)) {
    const middle = rect.top + rect.height / 2;
    if (!middles.some((seen) => Math.abs(seen - middle) <= rect.height / 2)) middles.push(middle);
  }
  return middles.length;
}

/**
 * The box the contents of `box` are clipped to: its border box less its borders.
 * @param {Element} box
 * @param {CSSStyleDeclaration} style
 */
function paddingBox(box, style) {
  const rect = box.getBoundingClientRect();
  return {
    left: rect.left + parseFloat(style.borderLeftWidth), right: rect.right - parseFloat(style.borderRightWidth),
    top: rect.top + parseFloat(style.borderTopWidth), bottom: rect.bottom - parseFloat(style.borderBottomWidth),
  };
}

/**
 * The box the text of `view` is laid out in (its first line).
 * @param {Element} view
 * @returns {DOMRect}
 */
function textBox(view) {
  const range = view.ownerDocument.createRange();
  range.selectNodeContents(view);
  return range.getBoundingClientRect();
}

/** @param {Document} document */
function fontLoaded(document) {
  return [...document.fonts].some((face) => face.family.replace(/^"(.*)"$/, '$1') === ICON_FONT_FAMILY && face.status === 'loaded');
}

/**
 * The text nodes below `container` that show something.
 * @param {Element} container
 * @returns {Text[]}
 */
function textNodes(container) {
  const walker = container.ownerDocument.createTreeWalker(container, NodeFilter.SHOW_TEXT);
  /** @type {Text[]} */
  const found = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) if (/\S/.test(/** @type {Text} */ (node).data)) found.push(/** @type {Text} */ (node));
  return found;
}

/**
 * Where a text is, for a finding: its node's kind and the text, shortened.
 * @param {Text} node
 * @returns {string}
 */
function describe(node) {
  const owner = node.parentElement?.closest('[data-rp]');
  const text = node.data.length > 40 ? `${node.data.slice(0, 39)}…` : node.data;
  return `${owner?.getAttribute('data-rp') ?? 'page'} ${JSON.stringify(text)}`;
}
