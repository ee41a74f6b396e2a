// The few Node.js built-ins that tools/*.mjs use, declared for `tsc --checkJs`.
// The usual source of these, the @types/node package, is on npm only, and the port
// installs nothing but Debian packages and PyPI, so the build tools declare what they use.
// A tool that needs another built-in adds it here; tsc fails until it does.

declare module 'node:fs' {
  export function readFileSync(path: string, encoding: 'utf8'): string;
  export function readFileSync(path: string): Uint8Array;
  export function writeFileSync(path: string, data: string | Uint8Array): void;
  export function mkdirSync(path: string, options?: { recursive?: boolean }): string | undefined;
  export function existsSync(path: string): boolean;
}

declare module 'node:path' {
  export function basename(path: string, suffix?: string): string;
  export function dirname(path: string): string;
  export function join(...paths: string[]): string;
  export function resolve(...paths: string[]): string;
}

declare module 'node:url' {
  export function fileURLToPath(url: string | URL): string;
}

declare const process: {
  readonly argv: string[];
  exit(code?: number): never;
  readonly stdout: { write(text: string): boolean };
  readonly stderr: { write(text: string): boolean };
};
