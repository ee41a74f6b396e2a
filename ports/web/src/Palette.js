// Colour names of the DSL as CSS colours. The DSL's `color` is free text (a name such as
// `red` or `brand-blue`, or a hex string); the snapshot prints it verbatim, so the
// name itself is carried (CarriedValues.js) and this gives what is painted.

/** The iOS system colours, the names LLM-generated layouts use. */
const NAMED = {
  red: '#ff3b30', orange: '#ff9500', yellow: '#ffcc00', green: '#34c759', mint: '#00c7be', teal: '#30b0c7',
  cyan: '#32ade6', blue: '#007aff', indigo: '#5856d6', purple: '#af52de', pink: '#ff2d55', brown: '#a2845e',
  gray: '#8e8e93', grey: '#8e8e93', black: '#000000', white: '#ffffff', primary: '#1c1c1e', secondary: '#6e6e73',
  accent: '#007aff',
};

/**
 * The CSS colour painted for a DSL colour; `fallback` for absent or unrecognised names.
 * @param {string | null} name
 * @param {string} fallback
 * @returns {string}
 */
export function cssColor(name, fallback) {
  if (name === null) return fallback;
  const named = /** @type {Record<string, string>} */ (NAMED)[name.toLowerCase()];
  if (named) return named;
  if (/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(name)) return name;
  return fallback;
}

/**
 * Where each kind paints its colour: the element (a part's class, or the node element
 * itself) and the CSS property. Shared by Renderer.js (which paints) and DOMWalker.js
 * (which checks what was painted).
 * @type {Record<string, {part: string | null, property: string, fallback: string}>}
 */
export const COLOR_TARGETS = {
  text: { part: null, property: 'color', fallback: '#1c1c1e' },
  stat: { part: '.rp-stat-value', property: 'color', fallback: '#1c1c1e' },
  image: { part: '.rp-icon', property: 'color', fallback: '#1c1c1e' },
  badge: { part: null, property: 'background-color', fallback: '#8e8e93' },
  card: { part: null, property: 'border-top-color', fallback: 'transparent' },
  progress: { part: '.rp-progress-fill', property: 'background-color', fallback: '#007aff' },
  point: { part: '.rp-swatch', property: 'background-color', fallback: '#007aff' },
};
