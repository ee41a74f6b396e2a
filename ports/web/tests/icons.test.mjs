// Icons as the renderer draws them: the chain of spec/icon-map.md §2 on its own examples,
// and Compose targets as Material Symbols names (icon fonts name glyphs in snake_case).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { iconChain, materialSymbolName } from '../src/IconResolution.js';

test('the chain keeps empty components and tries .fill first (spec/icon-map.md §2)', () => {
  assert.deepEqual(iconChain('heart.circle.fill'), ['heart.circle', 'heart.fill', 'heart']);
  assert.deepEqual(iconChain('heart..fill'), ['heart.', 'heart.fill', 'heart']);
  assert.deepEqual(iconChain('house..door'), ['house.', 'house']);
  assert.deepEqual(iconChain(''), []);
  assert.deepEqual(iconChain('fill'), []);
});

test('Compose targets become Material Symbols names', () => {
  assert.equal(materialSymbolName('Filled.ShoppingCart'), 'shopping_cart');
  assert.equal(materialSymbolName('AutoMirrored.Filled.ArrowBack'), 'arrow_back');
  assert.equal(materialSymbolName('Filled._10k'), '10k');
  assert.equal(materialSymbolName('Filled.Info'), 'info');
  assert.equal(materialSymbolName('Outlined.AccessTime'), 'access_time');
  assert.equal(materialSymbolName('Filled.Battery0Bar'), 'battery_0_bar');
  assert.equal(materialSymbolName('Outlined.Inventory2'), 'inventory_2');
});
