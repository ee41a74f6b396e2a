// The renderer's look as data, without a browser: which icons draw a glyph of the embedded
// font, where text may break, and the palette's contrast (tests/visual/ checks the pages).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { iconLigature } from '../src/IconFont.js';
import { ICON_FONT } from '../src/generated/iconFont.js';
import { SHIPPED_ICON_MAP } from '../src/IconMap.js';
import { materialSymbolName } from '../src/IconResolution.js';
import { tokens, hasLongToken, LONG_TOKEN } from '../src/TextBreaking.js';
import { cssColor, inkOn, relativeLuminance, contrastRatio, LIGHT_INK, DARK_INK, COLOR_TARGETS } from '../src/Palette.js';

test('every target of the icon map has a glyph in the embedded font', () => {
  const lacking = [...new Set(SHIPPED_ICON_MAP.icons.values())].filter((target) => !ICON_FONT.ligatures.includes(materialSymbolName(target)));
  assert.deepEqual(lacking, []);
});

test('a resolved name draws its ligature; an unresolved one draws the placeholder (null)', () => {
  assert.equal(iconLigature('cart.fill'), 'shopping_cart');
  assert.equal(iconLigature('heart.circle.fill'), iconLigature('heart.fill'));
  assert.equal(iconLigature('zzz.not.a.symbol'), null);
  assert.equal(iconLigature(''), null);
});

test('tokens are runs between breaking spaces; no-break spaces join', () => {
  assert.deepEqual(tokens(' $12,480.22  of\t$2,500 '), [{ token: '$12,480.22', start: 1 }, { token: 'of', start: 13 }, { token: '$2,500', start: 16 }]);
  assert.deepEqual(tokens('9\u00a0mph\u202fNW').map(({ token }) => token), ['9\u00a0mph\u202fNW']);
  assert.equal(hasLongToken('x'.repeat(LONG_TOKEN)), false);
  assert.equal(hasLongToken(`see https://example.com/${'a'.repeat(LONG_TOKEN)}`), true);
  assert.equal(hasLongToken('🔥'.repeat(LONG_TOKEN)), false, 'characters are code points, not UTF-16 units');
});

/** @param {string} hex */
function luminance(hex) {
  return relativeLuminance([1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)));
}

test('readable shades have at least 4.3:1 on white, so white ink reads on them as fills', () => {
  for (const name of ['red', 'orange', 'yellow', 'green', 'mint', 'teal', 'cyan', 'blue', 'indigo', 'purple', 'pink', 'brown', 'gray']) {
    const ratio = contrastRatio(luminance(cssColor(name, '#000000', 'readable')), luminance('#ffffff'));
    assert.ok(ratio >= 4.3, `${name}: ${ratio.toFixed(2)}:1`);
    assert.equal(inkOn(cssColor(name, '#000000', 'readable')), LIGHT_INK, name);
  }
});

test('a light fill gets the dark ink; unknown names fall back; hex is painted as given', () => {
  assert.equal(inkOn('#ffffff'), DARK_INK);
  assert.equal(inkOn('#ffcc00'), DARK_INK);
  assert.equal(inkOn('#fff0'), DARK_INK, 'a transparent fill shows the page');
  assert.equal(inkOn('#000'), LIGHT_INK);
  assert.equal(cssColor('brand-blue', COLOR_TARGETS.card.fallback, 'readable'), '#ffffff');
  assert.equal(cssColor('#FF9500', '#000000', 'ink'), '#FF9500');
  assert.equal(cssColor('secondary', '#000000', 'ink'), 'color-mix(in srgb, currentcolor 75%, transparent)');
  assert.equal(cssColor('yellow', '#000000', 'vivid'), '#ffcc00');
});
