// A Stat's value as SwiftUI draws a Text with `minimumScaleFactor(0.5)`: it wraps at
// spaces, and when its longest token does not fit the line it is scaled down until that
// token fits, and only below half its size cut with an ellipsis. Never broken inside a
// token (TextBreaking.js).
//
// CSS cannot scale text to its box, so the longest token's natural width is measured once,
// in ems, after the value is in the document, and kept in `--rp-fit-width`. The stylesheet
// then sets the font size from it and the box's width (container query units), so the
// value still fits when the page is resized later. Scaling never changes what the snapshot
// reads: the value element keeps its size's font-size, only the text inside it is scaled.
import { tokens } from './TextBreaking.js';

/** The custom property that holds a value's longest token's width, in ems of its font size. */
export const FIT_WIDTH_PROPERTY = '--rp-fit-width';

/** Room left beside the token, so rounding never makes a fitted token overflow by a pixel. */
const SLACK = 1.04;

/**
 * Measures every Stat value below `root` (one layout for all). A value of a container
 * that is not laid out measures 0 and is left unscaled.
 * @param {Element} root
 */
export function fitStatValues(root) {
  const values = [...root.querySelectorAll('.rp-stat-value')];
  const widths = values.map((value) => {
    const text = value.querySelector('.rp-stat-fit')?.firstChild;
    const size = parseFloat(getComputedStyle(value).fontSize);
    return text instanceof Text && size > 0 ? longestToken(text) / size : 0;
  });
  values.forEach((value, index) => {
    if (value instanceof HTMLElement && widths[index] > 0) value.style.setProperty(FIT_WIDTH_PROPERTY, (widths[index] * SLACK).toFixed(4));
  });
}

/**
 * The width of the widest token of a text node as laid out, px.
 * @param {Text} text
 * @returns {number}
 */
function longestToken(text) {
  const range = text.ownerDocument.createRange();
  let widest = 0;
  for (const { token, start } of tokens(text.data)) {
    range.setStart(text, start);
    range.setEnd(text, start + token.length);
    widest = Math.max(widest, range.getBoundingClientRect().width);
  }
  return widest;
}
