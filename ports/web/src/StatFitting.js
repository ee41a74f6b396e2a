// A Stat's value as SwiftUI draws it with `lineLimit(1)` and `minimumScaleFactor(0.5)`:
// on one line, scaled down until it fits, and only below half its size cut with an
// ellipsis. Never broken inside (TextBreaking.js).
//
// CSS cannot scale text to its box, so the value's natural width is measured once, in
// ems, after it is in the document, and kept in `--rp-fit-width`. The stylesheet then sets
// the font size from it and the box's width (container query units), so the value still
// fits when the page is resized later. Scaling never changes what the snapshot reads:
// the value element keeps its size's font-size, only the text inside it is scaled.

/** The custom property that holds a value's natural width, in ems of its font size. */
export const FIT_WIDTH_PROPERTY = '--rp-fit-width';

/**
 * Measures every Stat value below `root` (one layout for all). A value of a container
 * that is not laid out measures 0 and is left unscaled.
 * @param {Element} root
 */
export function fitStatValues(root) {
  const values = [...root.querySelectorAll('.rp-stat-value')];
  const widths = values.map((value) => {
    const text = value.querySelector('.rp-stat-fit');
    const size = parseFloat(getComputedStyle(value).fontSize);
    return text && size > 0 ? text.getBoundingClientRect().width / size : 0;
  });
  values.forEach((value, index) => {
    if (value instanceof HTMLElement && widths[index] > 0) value.style.setProperty(FIT_WIDTH_PROPERTY, widths[index].toFixed(4));
  });
}
