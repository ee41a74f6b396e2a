// Strings as spec/render-snapshot.md §3.3 writes them: Q (always quoted) and B
// (bare unless bare text could be misread). Twin of Sources/RenderParityText/SnapshotString.swift.

/**
 * Q: `"` + escaped text + `"` (§3.3). `\`, `"`, LF, CR and TAB get short escapes;
 * every other U+0000–U+001F and U+007F is `\u00xx` in lowercase hex; all else is unchanged.
 * @param {string} text
 * @returns {string}
 */
export function quoted(text) {
  let out = '"';
  let plainStart = 0;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (!needsEscape(unit)) continue;
    out += text.slice(plainStart, index) + escapeOf(unit);
    plainStart = index + 1;
  }
  return out + text.slice(plainStart) + '"';
}

/**
 * B: bare, or Q when bare text could be misread (§3.3).
 * @param {string} text
 * @returns {string}
 */
export function bareOrQuoted(text) {
  return needsQuotes(text) ? quoted(text) : text;
}

/**
 * B is quoted when the text is empty, exactly `none` or `default`, starts or ends with
 * U+0020, or contains `"`, `\`, `=` or a control character (U+0000–U+001F, U+007F).
 * @param {string} text
 * @returns {boolean}
 */
export function needsQuotes(text) {
  if (text.length === 0 || text === 'none' || text === 'default') return true;
  if (text.charCodeAt(0) === 0x20 || text.charCodeAt(text.length - 1) === 0x20) return true;
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    if (needsEscape(unit) || unit === 0x3d) return true;
  }
  return false;
}

/**
 * Code units Q writes as an escape: `"`, `\`, and the control characters.
 * @param {number} unit
 * @returns {boolean}
 */
export function needsEscape(unit) {
  return unit < 0x20 || unit === 0x7f || unit === 0x22 || unit === 0x5c;
}

/**
 * @param {number} unit
 * @returns {string}
 */
function escapeOf(unit) {
  switch (unit) {
    case 0x22: return '\\"';
    case 0x5c: return '\\\\';
    case 0x0a: return '\\n';
    case 0x0d: return '\\r';
    case 0x09: return '\\t';
    default: return '\\u00' + unit.toString(16).padStart(2, '0');
  }
}
