// The SF Symbols → Compose Material map (spec/icon-map.md §1.1): a target per SF name,
// and the fallback for names the chain cannot reach. Twin of Sources/RenderParityIcons/IconMap.swift;
// the map itself is generated from spec/icon-map.json (generated/iconMap.js).
import { ICON_MAP } from './generated/iconMap.js';

export class IconMap {
  /**
   * @param {string} fallback
   * @param {Record<string, string>} icons
   */
  constructor(fallback, icons) {
    this.fallback = fallback;
    /** @type {Map<string, string>} */
    this.icons = new Map(Object.entries(icons));
  }

  /** The keys in bytewise order (spec/icon-map.md §3.2). */
  get names() {
    return [...this.icons.keys()].sort(bytewiseCompare);
  }
}

/** The shipped map. */
export const SHIPPED_ICON_MAP = new IconMap(ICON_MAP.fallback, ICON_MAP.icons);

const encoder = new TextEncoder();

/**
 * Compares UTF-8 bytes as unsigned numbers; a proper prefix sorts first (spec/icon-map.md §3.2).
 * Twin of Sources/RenderParityText/BytewiseOrder.swift.
 * @param {string} a
 * @param {string} b
 * @returns {number}
 */
export function bytewiseCompare(a, b) {
  const x = encoder.encode(a);
  const y = encoder.encode(b);
  const length = Math.min(x.length, y.length);
  for (let index = 0; index < length; index++) if (x[index] !== y[index]) return x[index] - y[index];
  return x.length - y.length;
}
