// Prints, one a line and sorted, the ligature of every Compose target in the shipped icon
// map: the names the renderer can ask the icon font for (tools/icon-font.py keeps those).
import { SHIPPED_ICON_MAP } from '../src/IconMap.js';
import { materialSymbolName } from '../src/IconResolution.js';

const names = new Set([...SHIPPED_ICON_MAP.icons.values()].map(materialSymbolName));
process.stdout.write([...names].sort().map((name) => name + '\n').join(''));
