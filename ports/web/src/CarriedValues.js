// Values CSS cannot hold exactly, carried in custom properties on an element's style.
//
// Why: a computed `gap` is rounded to six digits and clamped (`1e21` computes to
// `3.35544e+07px`, `-4` to `0px`), and a colour name such as `brand-blue` has no
// computed form at all. So the renderer writes the exact value into a custom property
// (`--rp-spacing: 1e21`) and computes the real property from it
// (`gap: calc(var(--rp-spacing) * 1px)`). The walker reads both back through
// getComputedStyle and uses the exact one only when the real property agrees with
// it; when they disagree (a broken CSS rule), it prints what the browser computed,
// so the golden diff shows the bug.

/**
 * A string as a CSS string token that survives any content (NUL included, which CSS
 * would replace): percent-encoded UTF-8 between double quotes.
 * @param {string} text
 * @returns {string}
 */
export function carriedString(text) {
  return '"' + encodeURIComponent(text) + '"';
}

/**
 * The string `carriedString` wrote into `property` of `element`, or null when it has none.
 * @param {Element} element
 * @param {string} property
 * @returns {string | null}
 */
export function readCarriedString(element, property) {
  const raw = getComputedStyle(element).getPropertyValue(property).trim();
  if (raw.length < 2 || raw[0] !== '"' || raw[raw.length - 1] !== '"') return null;
  try {
    return decodeURIComponent(raw.slice(1, -1));
  } catch {
    return null;
  }
}

/**
 * A number as a CSS number token: ECMAScript's shortest round-trip form (`1e+21` is valid CSS).
 * @param {number} value
 * @returns {string}
 */
export function carriedNumber(value) {
  return String(value);
}

/** Largest length Chromium lays out (LayoutUnit's maximum), px; computed lengths clamp to it. */
const LENGTH_LIMIT = 33554431;

/**
 * A number the browser computed into a length property, exact when the carried number agrees with it.
 * `lower`: the property's least value (0 for gap, padding and radius, which refuse negatives).
 * @param {Element} element
 * @param {string} realProperty e.g. `column-gap`
 * @param {string} carriedProperty e.g. `--rp-spacing`
 * @param {number} lower
 * @returns {number}
 */
export function readLength(element, realProperty, carriedProperty, lower) {
  const style = getComputedStyle(element);
  const real = parseFloat(style.getPropertyValue(realProperty));
  const carried = Number(style.getPropertyValue(carriedProperty).trim() || NaN);
  if (Number.isNaN(carried)) return real;
  const floored = Math.max(carried, lower);
  return agrees(real, Math.min(floored, LENGTH_LIMIT)) || agrees(real, floored) ? carried : real;
}

/**
 * An integer property (`-webkit-line-clamp`), exact when the carried number agrees with it; null when the property is `none`.
 * @param {Element} element
 * @param {string} realProperty
 * @param {string} carriedProperty
 * @returns {number | null}
 */
export function readInteger(element, realProperty, carriedProperty) {
  const style = getComputedStyle(element);
  const text = style.getPropertyValue(realProperty).trim();
  if (text === 'none' || text === '') return null;
  const real = Number(text);
  const carried = Number(style.getPropertyValue(carriedProperty).trim() || NaN);
  return !Number.isNaN(carried) && agrees(real, carried) ? carried : real;
}

/**
 * Whether a computed value (six significant digits) is the expected one.
 * @param {number} real
 * @param {number} expected
 * @returns {boolean}
 */
function agrees(real, expected) {
  return Math.abs(real - expected) <= Math.max(Math.abs(expected) * 1e-5, 1e-6);
}
