// Where text may break across lines, as the native apps lay it out: at spaces only, so a
// number such as `$12,480.22` or a word is never split. Only a token longer than
// LONG_TOKEN characters (a URL, an id) may still wrap anywhere, because nothing else
// would make it fit. The renderer marks text that has one (Renderer.js); the visual
// check holds every shorter token to one line (tests/visual/VisualChecks.js).

/** The longest token that must stay on one line, in characters (code points). */
export const LONG_TOKEN = 20;

/**
 * A token: a run between the spaces a line may break at (white space, less the no-break
 * spaces U+00A0, U+2007 and U+202F, which join their neighbours as a line breaker does).
 */
const TOKEN = /[^\t\n\v\f\r \u0085\u1680\u2000-\u2006\u2008-\u200a\u2028\u2029\u205f\u3000]+/g;

/**
 * The tokens of `text`: its runs between breaking spaces, with their offsets (UTF-16).
 * @param {string} text
 * @returns {{token: string, start: number}[]}
 */
export function tokens(text) {
  /** @type {{token: string, start: number}[]} */
  const found = [];
  for (const match of text.matchAll(TOKEN)) found.push({ token: match[0], start: match.index ?? 0 });
  return found;
}

/**
 * Whether `text` has a token longer than LONG_TOKEN, which may wrap anywhere.
 * @param {string} text
 * @returns {boolean}
 */
export function hasLongToken(text) {
  return tokens(text).some(({ token }) => [...token].length > LONG_TOKEN);
}

/**
 * Shows `text` in `view` (as text, never parsed as HTML). Text with a long token gets the
 * class whose rule lets it wrap anywhere (Stylesheet.js); other text breaks at spaces only.
 * @param {HTMLElement} view
 * @param {string} text
 */
export function setText(view, text) {
  view.textContent = text;
  if (hasLongToken(text)) view.classList.add('rp-breakable');
}
