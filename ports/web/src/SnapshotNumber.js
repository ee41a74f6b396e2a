// Numbers as spec/render-snapshot.md §3.3 N: the shortest round-trip digits, laid
// out positionally with at least one digit after the point. Twin of
// Sources/RenderParityText/SnapshotNumber.swift.
//
// Why this works: ECMAScript's Number::toString already yields the shortest digits
// that round-trip, choosing the one nearest the exact value among equals (ECMA-262
// §6.1.6.1.20), exactly step 1 of N. Only its layout (`1e+21`, `5e-324`) differs,
// so `format` re-lays its digits out.

/**
 * @param {number} value
 * @returns {string}
 */
export function formatNumber(value) {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : (value < 0 ? '-inf' : 'inf');
  if (value === 0) return '0.0';
  const { digits, exponent } = shortestDigits(Math.abs(value));
  return (value < 0 ? '-' : '') + positional(digits, exponent);
}

/**
 * The shortest round-trip digits d₁…dₙ (no leading or trailing zeros) and e with value = 0.d₁…dₙ × 10ᵉ.
 * @param {number} magnitude a finite positive number
 * @returns {{digits: string, exponent: number}}
 */
export function shortestDigits(magnitude) {
  // toString gives "D.DDD", "0.000DDD" or "D.DDDe±X".
  const text = magnitude.toString();
  let mantissa = text;
  let exponent = 0;
  const e = text.indexOf('e');
  if (e >= 0) {
    mantissa = text.slice(0, e);
    exponent = Number(text.slice(e + 1));
  }
  const point = mantissa.indexOf('.');
  const integerDigits = point >= 0 ? point : mantissa.length;
  let digits = mantissa.replace('.', '');
  exponent += integerDigits;
  let lead = 0;
  while (lead < digits.length && digits[lead] === '0') lead++;
  digits = digits.slice(lead);
  exponent -= lead;
  let end = digits.length;
  while (end > 0 && digits[end - 1] === '0') end--;
  return { digits: digits.slice(0, end), exponent };
}

/**
 * Step 2 of §3.3 N.
 * @param {string} digits
 * @param {number} exponent
 * @returns {string}
 */
export function positional(digits, exponent) {
  if (exponent <= 0) return '0.' + '0'.repeat(-exponent) + digits;
  if (exponent < digits.length) return digits.slice(0, exponent) + '.' + digits.slice(exponent);
  return digits + '0'.repeat(exponent - digits.length) + '.0';
}
