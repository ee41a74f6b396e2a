// The renderer's CSS (spec/render-snapshot.md §3.1, §3.2 as layout): stacks are flex
// containers with `gap`, alignment is CSS alignment, ZStack is an overlay grid, Spacer
// and weighted Stats grow, text styles are font sizes and weights. Values CSS cannot
// hold exactly ride in custom properties (`--rp-spacing`, …) that the real properties
// are computed from; DOMWalker.js reads the real properties back and checks them
// against those. Break a rule here and the goldens fail (test.sh proves it for `gap`).
// The rest is the look, held by the visual check (tests/visual/): icons in the embedded
// font (IconFont.js), text that breaks at spaces only (TextBreaking.js), Stat values
// scaled to fit (StatFitting.js), fills with the ink that reads on them (Palette.js).
import { ICON_FONT_FAMILY } from './IconFont.js';
import { DARK_INK, LIGHT_INK } from './Palette.js';

/** Font size of each text style, px; all different, so the computed size names the style. */
export const TEXT_STYLE_SIZES = {
  largeTitle: 34, title: 28, title2: 22, title3: 20, headline: 17,
  body: 16, subheadline: 15, footnote: 13, caption: 12, caption2: 11,
};
/** CSS font-weight of each weight. */
export const FONT_WEIGHTS = {
  ultraLight: 100, thin: 200, light: 300, regular: 400, medium: 500, semibold: 600, bold: 700, heavy: 800, black: 900,
};
/** Font size of a Stat's value by size, and of an Image's glyph by size, px. */
export const STAT_VALUE_SIZES = { default: 20, large: 28 };
export const IMAGE_SIZES = { small: 16, default: 24, large: 32, xlarge: 48 };
/** CSS `align-items` of each stack alignment (VStack: horizontal; HStack: vertical). */
export const FLEX_ALIGNMENT = { leading: 'flex-start', top: 'flex-start', center: 'center', trailing: 'flex-end', bottom: 'flex-end' };
/** A ZStack alignment as grid `justify-items` (horizontal) and `align-items` (vertical). */
export const GRID_ALIGNMENT = {
  center: ['center', 'center'], topLeading: ['start', 'start'], top: ['center', 'start'], topTrailing: ['end', 'start'],
  leading: ['start', 'center'], trailing: ['end', 'center'],
  bottomLeading: ['start', 'end'], bottom: ['center', 'end'], bottomTrailing: ['end', 'end'],
};

/** @param {Record<string, number>} sizes @param {string} prefix @param {string} property */
function rules(sizes, prefix, property) {
  return Object.entries(sizes).map(([name, size]) => `.${prefix}-${name} { ${property}: ${size}px; }`).join('\n');
}

/**
 * Custom properties that carry exact values (CarriedValues.js); each element's own, never
 * inherited: registered so, and also reset on every node element, because `@property`
 * does not apply inside a shadow root (an embedding page may render into one).
 */
export const CARRIED_PROPERTIES = ['--rp-spacing', '--rp-padding', '--rp-corner-radius', '--rp-max-lines', '--rp-color', '--rp-fraction'];

export const STYLESHEET = `
${CARRIED_PROPERTIES.map((name) => `@property ${name} { syntax: '*'; inherits: false; }`).join('\n')}
.rp-root { font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", sans-serif; color: ${DARK_INK};
  background: #f2f2f7; padding: 16px; box-sizing: border-box; width: 100%; line-height: 1.3; }
.rp-root * { box-sizing: border-box; }
.rp-root [data-rp] { min-width: 0; margin: 0; ${CARRIED_PROPERTIES.map((name) => `${name}: initial;`).join(' ')} }
.rp-vstack { display: flex; flex-direction: column; row-gap: calc(var(--rp-spacing) * 1px); }
.rp-hstack { display: flex; flex-direction: row; column-gap: calc(var(--rp-spacing) * 1px); }
.rp-zstack { display: grid; grid-template-columns: minmax(0, 1fr); }
.rp-zstack > * { grid-area: 1 / 1; }
.rp-fills { align-self: stretch; justify-self: stretch; }
.rp-hstack > .rp-fills { flex: 1 1 auto; }
.rp-hstack > .rp-weighted { flex: 1 1 0; }
.rp-spacer { flex: 1 1 0; min-height: 4px; min-width: 4px; }
.rp-text { white-space: pre-wrap; }
.rp-root .rp-breakable { overflow-wrap: break-word; }
.rp-clamped { display: -webkit-box; -webkit-box-orient: vertical; overflow: hidden; -webkit-line-clamp: var(--rp-max-lines); }
${rules(TEXT_STYLE_SIZES, 'rp-style', 'font-size')}
${Object.entries(FONT_WEIGHTS).map(([name, weight]) => `.rp-weight-${name} { font-weight: ${weight}; }`).join('\n')}
.rp-stat { display: grid; grid-template-columns: auto minmax(0, 1fr); column-gap: 10px; align-items: center;
  background: #fff; color: ${DARK_INK}; border-radius: 12px; padding: 12px; }
.rp-stat .rp-icon { grid-row: 1 / 3; font-size: 22px; }
.rp-stat-label { font-size: 13px; color: #6e6e73; grid-column: 2; white-space: pre-wrap; }
.rp-stat-value { font-weight: 600; grid-column: 2; white-space: pre-wrap; overflow: hidden; text-overflow: ellipsis;
  container-type: inline-size; }
.rp-stat-fit { font-size: clamp(0.5em, calc(100cqi / var(--rp-fit-width, 0.001)), 1em); }
${rules(STAT_VALUE_SIZES, 'rp-stat-size', 'font-size')}
.rp-icon { font-family: "${ICON_FONT_FAMILY}"; font-weight: normal;
  font-style: normal; line-height: 1; width: 1em; height: 1em; overflow: hidden; display: inline-flex;
  align-items: center; justify-content: center; border-radius: 50%; white-space: nowrap; word-wrap: normal;
  font-feature-settings: "liga"; -webkit-font-smoothing: antialiased; }
.rp-icon-placeholder::before { content: ""; width: 0.62em; height: 0.62em; border: 0.09em dashed currentColor;
  border-radius: 0.18em; opacity: 0.7; }
.rp-image { display: inline-flex; flex-shrink: 0; }
${rules(IMAGE_SIZES, 'rp-image-size', 'font-size')}
.rp-badge { display: inline-block; padding: 2px 10px; border-radius: 999px; font-size: 12px; font-weight: 600;
  color: ${LIGHT_INK}; background: #6c6c70; white-space: pre; overflow: hidden; text-overflow: ellipsis; max-width: 100%;
  flex-shrink: 0; }
.rp-card { display: flex; flex-direction: column; background: #fff; color: ${DARK_INK}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12);
  padding: calc(var(--rp-padding) * 1px); border-radius: calc(var(--rp-corner-radius) * 1px); }
.rp-progress { display: flex; flex-direction: column; row-gap: 4px; align-self: stretch; }
.rp-progress-label { font-size: 13px; white-space: pre-wrap; }
.rp-progress-track { height: 6px; border-radius: 3px; background: #e5e5ea; overflow: hidden; }
.rp-progress-fill { height: 100%; width: calc(var(--rp-fraction) * 100%); background: #007aff; border-radius: 3px; }
.rp-chart { display: flex; flex-direction: column; row-gap: 6px; align-self: stretch; background: #fff; color: ${DARK_INK};
  border-radius: 12px; padding: 12px; }
.rp-chart-title { font-size: 15px; font-weight: 600; white-space: pre-wrap; }
.rp-chart svg { width: 100%; height: 120px; }
.rp-legend { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px 12px; font-size: 12px; }
.rp-point { display: inline-flex; align-items: center; column-gap: 4px; }
.rp-swatch { width: 10px; height: 10px; border-radius: 2px; background: #007aff; }
.rp-point-label, .rp-point-value { white-space: pre-wrap; }
.rp-point-value { color: #6e6e73; }
.rp-list { list-style: none; padding: 0; margin: 0; background: #fff; color: ${DARK_INK}; border-radius: 12px; align-self: stretch; }
.rp-list-item { padding: 10px 12px; }
.rp-list-item + .rp-list-item { border-top: 1px solid #e5e5ea; }
.rp-table { align-self: stretch; border-collapse: collapse; background: #fff; color: ${DARK_INK}; border-radius: 12px; font-size: 13px; }
.rp-table caption { text-align: start; font-weight: 600; padding: 4px 0; white-space: pre-wrap; }
.rp-table th, .rp-table td { text-align: start; padding: 6px 8px; border-bottom: 1px solid #e5e5ea; white-space: pre-wrap; }
.rp-divider { border: none; border-top: 1px solid #c6c6c8; align-self: stretch; }
.rp-unknown, .rp-error, .rp-placeholder { border: 1px dashed #ff9500; border-radius: 8px; padding: 8px; background: #fff8ec; color: ${DARK_INK};
  font-size: 13px; }
.rp-error { border-color: #ff3b30; background: #fff0ef; }
.rp-unknown code, .rp-error code, .rp-placeholder code { white-space: pre-wrap; }
.rp-placeholder { display: flex; flex-direction: column; gap: 8px; border-color: #8e8e93; background: #f2f2f7; }
`;
