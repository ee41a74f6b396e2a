// Shared by the unit tests: the project's folders, and every fixture with its golden.
import { readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const ROOT = resolve(WEB, '../..');

/**
 * Every `*.json` below `folder`, sorted, as [absolute path, path relative to folder].
 * @param {string} folder
 * @returns {[string, string][]}
 */
export function jsonFiles(folder) {
  return filesEnding(folder, '.json');
}

/**
 * Every file below `folder` whose name ends with `suffix`, sorted, as [absolute path, path relative to folder].
 * @param {string} folder
 * @param {string} suffix
 * @returns {[string, string][]}
 */
export function filesEnding(folder, suffix) {
  /** @type {[string, string][]} */
  const found = [];
  const pending = [folder];
  while (pending.length > 0) {
    const next = /** @type {string} */ (pending.pop());
    for (const name of readdirSync(next)) {
      const path = join(next, name);
      if (statSync(path).isDirectory()) pending.push(path);
      else if (name.endsWith(suffix)) found.push([path, relative(folder, path)]);
    }
  }
  return found.sort((a, b) => (a[1] < b[1] ? -1 : 1));
}
