// Tokens of strict JSON (spec/render-snapshot.md §1.1): whitespace, strings (quotes,
// escapes, surrogate pairs, UTF-8 well-formedness) and numbers, plus the positions
// and wording of syntax errors. Twin of Sources/RenderParityJSON/JSONScanner+String.swift
// and JSONScanner+Number.swift; `JSONReader` builds on it. The words are spec/messages.json's.
import { Messages } from './generated/messages.js';

/** Bytes per string this reader takes (§1.1). */
const STRING_LIMIT = 2 ** 28;
// ignoreBOM: a string that starts with U+FEFF keeps it (TextDecoder drops it by default).
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });

/** A syntax error on its way out of the reader; `readJSON` turns it into a failure value. */
export class ReadError extends Error {
  /** @param {import('./JSONReadFailure.js').JSONReadFailure} failure */
  constructor(failure) {
    super(failure.kind);
    this.failure = failure;
  }
}

export class JSONScanner {
  /** @param {Uint8Array} bytes */
  constructor(bytes) {
    this.bytes = bytes;
    this.position = 0;
  }

  // Strings

  /**
   * Scans the string whose opening quote is at `position` and returns its text.
   * @returns {string}
   */
  scanString() {
    const bytes = this.bytes;
    const start = this.position + 1;
    let index = start;
    let plain = true;
    for (;;) {
      while (index < bytes.length && !endsPlainString(bytes[index])) index++;
      if (index >= bytes.length) throw this.failure(Messages.JSON.unterminatedString, start - 1);
      const byte = bytes[index];
      if (byte === 0x22) break;
      plain = false;
      if (byte === 0x5c) index = this.scanEscape(index);
      else if (byte < 0x20) throw this.failure(Messages.JSON.controlCharacter(hex4(byte)), index);
      else index = this.scanUTF8Sequence(index);
    }
    this.position = index + 1;
    if (index - start >= STRING_LIMIT) throw this.failure(Messages.JSON.stringTooLong, start - 1);
    if (plain) return index - start < 1024 ? String.fromCharCode(...bytes.subarray(start, index)) : utf8.decode(bytes.subarray(start, index));
    return unescape(bytes, start, index);
  }

  /**
   * Checks the escape whose backslash is at `index` and returns the index after it.
   * @param {number} index
   * @returns {number}
   */
  scanEscape(index) {
    const bytes = this.bytes;
    if (index + 1 >= bytes.length) throw this.failure(Messages.JSON.unterminatedString, index);
    const next = bytes[index + 1];
    switch (next) {
      case 0x22: case 0x5c: case 0x2f: case 0x62: case 0x66: case 0x6e: case 0x72: case 0x74:
        return index + 2;
      case 0x75: {
        const unit = this.hexEscape(index);
        if (unit >= 0xd800 && unit <= 0xdbff) {
          let low = -1;
          if (index + 11 < bytes.length && bytes[index + 6] === 0x5c && bytes[index + 7] === 0x75) {
            try { low = this.hexEscape(index + 6); } catch { low = -1; }
          }
          if (low < 0xdc00 || low > 0xdfff) {
            throw this.failure(Messages.JSON.loneHighSurrogate(hex4(unit)), index);
          }
          return index + 12;
        }
        if (unit >= 0xdc00 && unit <= 0xdfff) throw this.failure(Messages.JSON.loneLowSurrogate(hex4(unit)), index);
        return index + 6;
      }
      default:
        throw this.failure(Messages.JSON.invalidEscape(next >= 0x21 && next <= 0x7e ? String.fromCharCode(next) : Messages.JSON.escapeByte(next.toString(16).toUpperCase())), index);
    }
  }

  /**
   * The value of the `\uXXXX` escape whose backslash is at `index`.
   * @param {number} index
   * @returns {number}
   */
  hexEscape(index) {
    const bytes = this.bytes;
    if (index + 5 >= bytes.length) throw this.failure(Messages.JSON.unterminatedUnicodeEscape, index);
    let value = 0;
    for (let offset = 2; offset <= 5; offset++) {
      const digit = hexValue(bytes[index + offset]);
      if (digit < 0) throw this.failure(Messages.JSON.shortUnicodeEscape, index);
      value = value * 16 + digit;
    }
    return value;
  }

  /**
   * Checks one multi-byte UTF-8 sequence (RFC 3629 table 3-7) and returns the index after it.
   * @param {number} index
   * @returns {number}
   */
  scanUTF8Sequence(index) {
    const bytes = this.bytes;
    const lead = bytes[index];
    let length = 0;
    let low = 0x80;
    let high = 0xbf;
    if (lead >= 0xc2 && lead <= 0xdf) length = 2;
    else if (lead === 0xe0) { length = 3; low = 0xa0; }
    else if ((lead >= 0xe1 && lead <= 0xec) || lead === 0xee || lead === 0xef) length = 3;
    else if (lead === 0xed) { length = 3; high = 0x9f; }
    else if (lead === 0xf0) { length = 4; low = 0x90; }
    else if (lead >= 0xf1 && lead <= 0xf3) length = 4;
    else if (lead === 0xf4) { length = 4; high = 0x8f; }
    else throw this.failure(Messages.JSON.invalidUTF8Byte(lead.toString(16).toUpperCase()), index);
    const bad = () => this.failure(Messages.JSON.invalidUTF8Sequence(lead.toString(16).toUpperCase()), index);
    if (index + length > bytes.length || bytes[index + 1] < low || bytes[index + 1] > high) throw bad();
    for (let offset = 2; offset < length; offset++) {
      if ((bytes[index + offset] & 0xc0) !== 0x80) throw bad();
    }
    return index + length;
  }

  // Numbers

  /**
   * Scans the number at `position` (the JSON grammar) and returns the nearest double.
   * `Number()` of the grammar-checked text rounds correctly (ECMA-262 StringToNumber).
   * @returns {number}
   */
  scanNumber() {
    const bytes = this.bytes;
    const start = this.position;
    let index = start;
    const isDigit = (/** @type {number} */ at) => at < bytes.length && bytes[at] >= 0x30 && bytes[at] <= 0x39;
    if (bytes[index] === 0x2d) index++;
    if (!isDigit(index)) throw this.failure(Messages.JSON.digitExpected, index);
    if (bytes[index] === 0x30) {
      index++;
      if (isDigit(index)) throw this.failure(Messages.JSON.leadingZero, start);
    } else {
      while (isDigit(index)) index++;
    }
    if (index < bytes.length && bytes[index] === 0x2e) {
      index++;
      if (!isDigit(index)) throw this.failure(Messages.JSON.fractionDigitExpected, index);
      while (isDigit(index)) index++;
    }
    if (index < bytes.length && (bytes[index] === 0x65 || bytes[index] === 0x45)) {
      index++;
      if (index < bytes.length && (bytes[index] === 0x2b || bytes[index] === 0x2d)) index++;
      if (!isDigit(index)) throw this.failure(Messages.JSON.exponentDigitExpected, index);
      while (isDigit(index)) index++;
    }
    this.position = index;
    const text = String.fromCharCode(...bytes.subarray(start, Math.min(index, start + 4096))) + (index - start > 4096 ? slowText(bytes, start + 4096, index) : '');
    const value = Number(text);
    if (!Number.isFinite(value)) throw this.failure(Messages.JSON.numberTooLarge(text.slice(0, 40)), start);
    return value;
  }

  // Positions

  skipWhitespace() {
    const bytes = this.bytes;
    while (this.position < bytes.length) {
      const byte = bytes[this.position];
      if (byte !== 0x20 && byte !== 0x0a && byte !== 0x0d && byte !== 0x09) return;
      this.position++;
    }
  }

  /**
   * 1-based line and column of a byte offset; columns count Unicode scalars (§2.4).
   * @param {number} offset
   * @returns {[number, number]}
   */
  lineAndColumn(offset) {
    let line = 1;
    let column = 1;
    const end = Math.min(offset, this.bytes.length);
    for (let index = 0; index < end; index++) {
      const byte = this.bytes[index];
      if (byte === 0x0a) { line++; column = 1; } else if ((byte & 0xc0) !== 0x80) column++;
    }
    return [line, column];
  }

  /**
   * @param {string} message
   * @param {number} [offset] where; the current position when absent
   * @returns {ReadError}
   */
  failure(message, offset) {
    const [line, column] = this.lineAndColumn(offset ?? this.position);
    return new ReadError({ kind: 'invalidJSON', line, column, message });
  }

  /**
   * @param {number} byte
   * @returns {string}
   */
  describe(byte) {
    return byte >= 0x21 && byte <= 0x7e
      ? Messages.JSON.printableByte(String.fromCharCode(byte)) : Messages.JSON.otherByte(byte.toString(16).toUpperCase());
  }
}

/**
 * Bytes that end a string's plain stretch: `"`, `\`, a control character or a non-ASCII byte.
 * @param {number} byte
 * @returns {boolean}
 */
function endsPlainString(byte) {
  return byte < 0x20 || byte >= 0x80 || byte === 0x22 || byte === 0x5c;
}

/**
 * @param {number} byte
 * @returns {number} the hex digit's value, or -1
 */
function hexValue(byte) {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x41 + 10;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x61 + 10;
  return -1;
}

/**
 * @param {number} value
 * @returns {string}
 */
function hex4(value) {
  return value.toString(16).toUpperCase().padStart(4, '0');
}

/**
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {string}
 */
function slowText(bytes, start, end) {
  let text = '';
  for (let index = start; index < end; index++) text += String.fromCharCode(bytes[index]);
  return text;
}

/**
 * The text of a checked string with escapes (`bytes[start..<end]`, between the quotes).
 * Twin of Sources/RenderParityJSON/JSONStringUnescaper.swift.
 * @param {Uint8Array} bytes
 * @param {number} start
 * @param {number} end
 * @returns {string}
 */
function unescape(bytes, start, end) {
  let text = '';
  let runStart = start;
  let index = start;
  while (index < end) {
    if (bytes[index] !== 0x5c) { index++; continue; }
    text += utf8.decode(bytes.subarray(runStart, index));
    const next = bytes[index + 1];
    if (next === 0x75) {
      let unit = 0;
      for (let offset = 2; offset <= 5; offset++) unit = unit * 16 + hexValue(bytes[index + offset]);
      text += String.fromCharCode(unit);
      index += 6;
    } else {
      text += ({ 0x22: '"', 0x5c: '\\', 0x2f: '/', 0x62: '\b', 0x66: '\f', 0x6e: '\n', 0x72: '\r', 0x74: '\t' })[next] ?? '';
      index += 2;
    }
    runStart = index;
  }
  return text + utf8.decode(bytes.subarray(runStart, end));
}
