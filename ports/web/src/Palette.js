// Colour names of the DSL as CSS colours. The DSL's `color` is free text (a name such as
// `red` or `brand-blue`, or a hex string); the snapshot prints it verbatim, so the
// name itself is carried (CarriedValues.js) and this gives what is painted.
//
// Three shades per name. What only fills a shape (progress bars, chart marks and
// swatches) takes the vivid system colour. Fills that text sits on (badges, cards) take
// the iOS "increased contrast" shade, and get the ink that reads on them (inkOn). Text,
// Stat values and glyphs take the same shade, and `primary` and `secondary` are the ink
// they sit in, whole and at 75%, as SwiftUI's semantic styles are. So every text keeps at
// least 3:1 against what it is painted on (the visual check measures it). A hex colour
// is painted as given.

/**
 * The iOS system colours, the names LLM-generated layouts use.
 * @type {Record<string, string>}
 */
const VIVID = {
  red: '#ff3b30', orange: '#ff9500', yellow: '#ffcc00', green: '#34c759', mint: '#00c7be', teal: '#30b0c7',
  cyan: '#32ade6', blue: '#007aff', indigo: '#5856d6', purple: '#af52de', pink: '#ff2d55', brown: '#a2845e',
  gray: '#8e8e93', grey: '#8e8e93', black: '#000000', white: '#ffffff', primary: '#1c1c1e', secondary: '#6e6e73',
  accent: '#007aff',
};

/**
 * The same names in the shades iOS uses with Increase Contrast on: at least 4.3:1 on white.
 * @type {Record<string, string>}
 */
const READABLE = {
  ...VIVID,
  red: '#d70015', orange: '#c93400', yellow: '#b25000', green: '#248a3d', mint: '#0c817b', teal: '#008299',
  cyan: '#0071a4', blue: '#0040dd', indigo: '#3634a3', purple: '#8944ab', pink: '#d30f45', brown: '#7f6545',
  gray: '#6c6c70', grey: '#6c6c70', accent: '#0040dd',
};

/**
 * The ink shade: text in the readable shades, and the semantic names relative to the ink
 * of where the text sits (the walker resolves them in the same place, DOMWalker.js).
 * @type {Record<string, string>}
 */
const INK = { ...READABLE, primary: 'currentcolor', secondary: 'color-mix(in srgb, currentcolor 75%, transparent)' };

/** The dark and the light text colour, the two a fill can be given (inkOn). */
export const DARK_INK = '#1c1c1e';
export const LIGHT_INK = '#ffffff';

/** The series colours of chart marks whose point has no colour, in order. */
export const SERIES = ['blue', 'green', 'orange', 'purple', 'red', 'cyan'].map((name) => VIVID[name]);

const HEX = /^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

/**
 * The CSS colour painted for a DSL colour; `fallback` for absent or unrecognised names.
 * @param {string | null} name
 * @param {string} fallback
 * @param {'vivid' | 'readable' | 'ink'} shade
 * @returns {string}
 */
export function cssColor(name, fallback, shade) {
  if (name === null) return fallback;
  const named = { vivid: VIVID, readable: READABLE, ink: INK }[shade][name.toLowerCase()];
  if (named) return named;
  if (HEX.test(name)) return name;
  return fallback;
}

/**
 * The text colour for a fill: the dark or the light ink, whichever contrasts more with it
 * (WCAG 2 contrast ratio). A translucent fill is taken over the page's grey (#f2f2f7).
 * @param {string} fill a colour `cssColor` gives
 * @returns {string}
 */
export function inkOn(fill) {
  const [red, green, blue, alpha] = rgba(fill);
  const over = (/** @type {number} */ value, /** @type {number} */ page) => value * alpha + page * (1 - alpha);
  const luminance = relativeLuminance([over(red, 242), over(green, 242), over(blue, 247)]);
  return contrastRatio(luminance, relativeLuminance([255, 255, 255])) >= contrastRatio(luminance, relativeLuminance([28, 28, 30]))
    ? LIGHT_INK : DARK_INK;
}

/**
 * A `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` colour as 0…255 channels and a 0…1 alpha.
 * @param {string} hex
 * @returns {number[]}
 */
function rgba(hex) {
  const digits = hex.slice(1);
  const pairs = digits.length <= 4 ? [...digits].map((digit) => digit + digit) : digits.match(/../g) ?? [];
  const [red, green, blue, alpha] = pairs.map((pair) => parseInt(pair, 16));
  return [red ?? 0, green ?? 0, blue ?? 0, alpha === undefined ? 1 : alpha / 255];
}

/**
 * WCAG 2 relative luminance of sRGB channels 0…255.
 * @param {number[]} channels
 * @returns {number}
 */
export function relativeLuminance(channels) {
  const [red, green, blue] = channels.map((channel) => {
    const value = channel / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/**
 * WCAG 2 contrast ratio of two relative luminances, 1…21.
 * @param {number} a
 * @param {number} b
 * @returns {number}
 */
export function contrastRatio(a, b) {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * Where each kind paints its colour: the element (a part's class, or the node element
 * itself), the CSS property and the shade; `ink` when the colour is a fill that text sits
 * on, so the text gets the ink that reads on it. Shared by Renderer.js (which paints) and
 * DOMWalker.js (which checks what was painted).
 * @typedef {{part: string | null, property: string, fallback: string, shade: 'vivid' | 'readable' | 'ink', ink: boolean}} ColorTarget
 * @type {Record<string, ColorTarget>}
 */
export const COLOR_TARGETS = {
  text: { part: null, property: 'color', fallback: DARK_INK, shade: 'ink', ink: false },
  stat: { part: '.rp-stat-value', property: 'color', fallback: DARK_INK, shade: 'ink', ink: false },
  image: { part: '.rp-icon', property: 'color', fallback: DARK_INK, shade: 'ink', ink: false },
  badge: { part: null, property: 'background-color', fallback: '#6c6c70', shade: 'readable', ink: true },
  card: { part: null, property: 'background-color', fallback: '#ffffff', shade: 'readable', ink: true },
  progress: { part: '.rp-progress-fill', property: 'background-color', fallback: '#007aff', shade: 'vivid', ink: false },
  point: { part: '.rp-swatch', property: 'background-color', fallback: '#007aff', shade: 'vivid', ink: false },
};
