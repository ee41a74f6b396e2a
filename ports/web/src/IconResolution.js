// How one SF name resolves to a Compose target (spec/icon-map.md §2): the exact name,
// then the chain of shorter names (a `.fill` form first at each length when the name
// is filled), then the fallback. Twin of Sources/RenderParityIcons/IconResolution.swift.
import { bareOrQuoted } from './SnapshotString.js';
import { bytewiseCompare } from './IconMap.js';

/** @typedef {{kind: 'exact'} | {kind: 'via', candidate: string} | {kind: 'fallback'}} Outcome */

export class IconResolution {
  /**
   * @param {string} name
   * @param {string} target
   * @param {Outcome} outcome
   */
  constructor(name, target, outcome) {
    this.name = name;
    this.target = target;
    this.outcome = outcome;
  }

  /** The canonical line of the resolution golden (§3.1); names are written as render-snapshot §3.3 B. */
  get line() {
    const how = this.outcome.kind === 'via' ? `via ${bareOrQuoted(this.outcome.candidate)}` : this.outcome.kind;
    return `${bareOrQuoted(this.name)} -> ${this.target} (${how})`;
  }
}

/**
 * The candidates of step 2, in order (§2.2): empty components are kept, the name itself is skipped.
 * @param {string} name
 * @returns {string[]}
 */
export function iconChain(name) {
  const parts = name.split('.');
  const filled = parts.length > 1 && parts[parts.length - 1] === 'fill';
  const base = filled ? parts.slice(0, -1) : parts;
  /** @type {string[]} */
  const candidates = [];
  for (let length = base.length; length >= 1; length--) {
    const stem = base.slice(0, length).join('.');
    if (filled && stem + '.fill' !== name) candidates.push(stem + '.fill');
    if (stem !== name) candidates.push(stem);
  }
  return candidates;
}

/**
 * @param {import('./IconMap.js').IconMap} map
 * @param {string} name
 * @returns {IconResolution}
 */
export function resolveIcon(map, name) {
  const exact = map.icons.get(name);
  if (exact !== undefined) return new IconResolution(name, exact, { kind: 'exact' });
  for (const candidate of iconChain(name)) {
    const target = map.icons.get(candidate);
    if (target !== undefined) return new IconResolution(name, target, { kind: 'via', candidate });
  }
  return new IconResolution(name, map.fallback, { kind: 'fallback' });
}

/**
 * The resolution golden (§3): one line per distinct name, sorted bytewise, LF after each.
 * @param {Iterable<string>} names
 * @param {import('./IconMap.js').IconMap} map
 * @returns {string}
 */
export function resolutionGolden(names, map) {
  return [...new Set(names)].sort(bytewiseCompare).map((name) => resolveIcon(map, name).line + '\n').join('');
}

/**
 * The Material icon font's ligature a Compose target is drawn with: the icon name in
 * snake_case, without theme or leading underscore (`Filled.ShoppingCart` → `shopping_cart`,
 * `Filled._10k` → `10k`). Compose drops the underscores of the font's names, also before a
 * digit (`battery_0_bar` is `Battery0Bar`), so a digit after a letter starts a word.
 * @param {string} target
 * @returns {string}
 */
export function materialSymbolName(target) {
  const name = target.slice(target.lastIndexOf('.') + 1).replace(/^_/, '');
  return name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/([A-Z])([A-Z][a-z])/g, '$1_$2').replace(/([a-z])([0-9])/g, '$1_$2')
    .toLowerCase();
}
