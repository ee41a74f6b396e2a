// One snapshot line taken apart (spec/render-snapshot.md §3.1, §3.3): its name, the
// attributes between its parentheses and its count suffix (` [children=K]`), each value
// read by its field's type (Q, B, E, N, I, T, `[Q, Q]`) as a vocabulary's row says. Used by
// SnapshotReader.js, which writes every line again to check it; the failures name the column
// they stop at.
import { SnapshotReadFailure, excerpt } from './SnapshotReadFailure.js';

const NAME = /^[A-Z][A-Za-z0-9]*/;
const SUFFIX = / \[([A-Za-z][A-Za-z0-9]*)=(0|[1-9][0-9]*)\]$/;
const ATTRIBUTE = /[A-Za-z_][A-Za-z0-9_]*=/y;
const NUMBER = /^-?(0|[1-9][0-9]*)\.[0-9]+$/;
const INTEGER = /^-?(0|[1-9][0-9]*)$/;
/** The short escapes of §3.3 Q, by the character after the backslash. */
const ESCAPES = /** @type {Record<string, string>} */ ({ '\\': '\\', '"': '"', n: '\n', r: '\r', t: '\t' });

export class LineFields {
  /** @param {import('./SnapshotReader.js').SourceLine} line */
  constructor(line) {
    this.line = line;
    const body = line.body;
    const name = NAME.exec(body);
    if (!name) throw this.failure(0, 'a line name such as VStack (§3.1)', excerpt(body));
    this.name = name[0];
    const suffix = SUFFIX.exec(body);
    /** @type {{name: string, value: number} | null} */
    this.suffix = suffix && suffix.index >= this.name.length ? { name: suffix[1], value: Number(suffix[2]) } : null;
    const end = this.suffix && suffix ? suffix.index : body.length;
    this.start = this.name.length;
    this.end = this.start;
    if (end > this.start) {
      if (body[this.start] !== '(') throw this.failure(this.start, '"(", " [" or the end of the line', excerpt(body.slice(this.start)));
      if (body[end - 1] !== ')' || end - 1 === this.start) throw this.failure(end, '")" ending the line (§3.1)', excerpt(body.slice(end)));
      this.start += 1;
      this.end = end - 1;
    }
  }

  /**
   * @param {number} position in the line's text, after its indent
   * @param {string} expected
   * @param {string} found
   * @returns {SnapshotReadFailure}
   */
  failure(position, expected, found) {
    return new SnapshotReadFailure(this.line.number, this.line.indent + position + 1, expected, found);
  }

  /** @param {string} name */
  mustBeNamed(name) {
    if (this.name !== name) throw this.failure(0, `a ${name} line`, excerpt(this.line.body));
  }

  /**
   * The line as the grammar writes its values: anything else is not a snapshot.
   * @param {string} written
   */
  mustRead(written) {
    const body = this.line.body;
    if (written === body) return;
    let same = 0;
    while (same < written.length && written[same] === body[same]) same += 1;
    throw this.failure(same, `${excerpt(written.slice(same))} (the canonical form, §3)`, excerpt(body.slice(same)));
  }

  /**
   * K of the count suffix ` [name=K]`.
   * @param {string} name
   * @returns {number}
   */
  count(name) {
    if (!this.suffix) throw this.failure(this.line.body.length, `" [${name}=K]" ending the line`, 'the end of the line');
    return this.suffix.value;
  }

  /**
   * Each field's value by its name (null when absent); `flags` are bare attributes kept
   * as text by their own name (the layout flags, §3.2).
   * @param {import('./FieldSpec.js').FieldSpec[]} fields each written as its `attribute`
   * @param {Record<string, string>} flags
   * @returns {Record<string, any>}
   */
  values(fields, flags) {
    const byKey = new Map(fields.map((field) => [field.attribute ?? field.name, field]));
    /** @type {Record<string, any>} */
    const values = {};
    for (const field of fields) values[field.name] = null;
    this.eachAttribute((key, position) => {
      const field = byKey.get(key);
      if (field) {
        const read = this.value(field, position);
        values[field.name] = read.value;
        return read.end;
      }
      if (Object.hasOwn(flags, key)) {
        const end = this.bareEnd(position);
        values[key] = this.line.body.slice(position, end);
        return end;
      }
      throw this.failure(position - key.length - 1, `one of the attributes ${[...byKey.keys(), ...Object.keys(flags)].join(', ')}`, excerpt(key));
    });
    return values;
  }

  /**
   * The attributes of a line the table does not know, as written.
   * @returns {[string, string][]}
   */
  asWritten() {
    /** @type {[string, string][]} */
    const attributes = [];
    const body = this.line.body;
    this.eachAttribute((key, position) => {
      let end;
      if (body[position] === '"') end = this.quoted(position).end;
      else if (body[position] === '[') end = this.tryList(position) ?? this.bareEnd(position);
      else end = this.bareEnd(position);
      attributes.push([key, body.slice(position, end)]);
      return end;
    });
    return attributes;
  }

  /**
   * The whole of the parentheses as one `[Q, Q]` list (a table row's line).
   * @returns {string[]}
   */
  list() {
    const read = this.stringList(this.start);
    if (read.end !== this.end) throw this.failure(read.end, '")" ending the line', excerpt(this.line.body.slice(read.end)));
    return read.value;
  }

  /**
   * Calls `read(key, position of its value)` for each `key=value`, which returns where the value ends.
   * @param {(key: string, position: number) => number} read
   */
  eachAttribute(read) {
    const body = this.line.body;
    let position = this.start;
    while (position < this.end) {
      ATTRIBUTE.lastIndex = position;
      const key = ATTRIBUTE.exec(body);
      if (!key) throw this.failure(position, 'an attribute, name=value', excerpt(body.slice(position, this.end)));
      position = read(key[0].slice(0, -1), position + key[0].length);
      if (position < this.end) {
        if (!body.startsWith(', ', position)) throw this.failure(position, '", " or ")"', excerpt(body.slice(position, this.end)));
        position += 2;
      }
    }
  }

  /**
   * A value as its field's type prints it (§3.3; SnapshotLines.js `attributeText`): a string
   * is Q when required or left out when absent, else B, which may also be the absent word.
   * @param {import('./FieldSpec.js').FieldSpec} field
   * @param {number} position
   * @returns {{value: any, end: number}}
   */
  value(field, position) {
    const body = this.line.body;
    if (field.kind === 'stringList') return this.stringList(position);
    const alwaysQuoted = field.required || field.isOmittedWhenAbsent;
    if (field.kind === 'string' && (body[position] === '"' || alwaysQuoted)) return this.quoted(position);
    const end = this.bareEnd(position);
    const text = body.slice(position, end);
    const wrong = (/** @type {string} */ expected) => this.failure(position, expected, excerpt(text));
    switch (field.kind) {
      case 'number':
        if (!NUMBER.test(text)) throw wrong('a number such as 8.0 (§3.3 N)');
        return { value: Number(text), end };
      case 'integer':
        if (!INTEGER.test(text)) throw wrong('an integer (§3.3 I)');
        return { value: Number(text), end };
      case 'boolean':
        if (text !== 'true' && text !== 'false') throw wrong('true or false (§3.3 T)');
        return { value: text === 'true', end };
      case 'enum': {
        const cases = field.enumeration?.names ?? [];
        if (!cases.includes(text)) throw wrong(`one of ${cases.join(', ')}`);
        return { value: text, end };
      }
      default:
        return { value: text === field.absentWord ? null : text, end };
    }
  }

  /**
   * Where a bare value that starts at `position` ends: it holds no `=` (§3.3 B), so it runs
   * to the last ", " before the next attribute's `=`, or to the closing parenthesis.
   * @param {number} position
   * @returns {number}
   */
  bareEnd(position) {
    const equals = this.line.body.indexOf('=', position);
    if (equals < 0 || equals >= this.end) return this.end;
    const comma = this.line.body.lastIndexOf(', ', equals);
    if (comma < position) throw this.failure(equals, 'a value without "=" or a quoted one (§3.3 B)', excerpt(this.line.body.slice(equals)));
    return comma;
  }

  /**
   * A Q string (§3.3) at `position`.
   * @param {number} position
   * @returns {{value: string, end: number}}
   */
  quoted(position) {
    const body = this.line.body;
    if (body[position] !== '"') throw this.failure(position, 'a quoted string (§3.3 Q)', excerpt(body.slice(position, this.end)));
    let value = '';
    let index = position + 1;
    while (index < this.end) {
      const character = body[index];
      const unit = body.charCodeAt(index);
      if (character === '"') return { value, end: index + 1 };
      if (character === '\\') {
        const next = body[index + 1] ?? '';
        const hex = body.slice(index + 2, index + 6);
        if (next in ESCAPES) {
          value += ESCAPES[next];
          index += 2;
        } else if (next === 'u' && /^[0-9a-f]{4}$/.test(hex)) {
          value += String.fromCharCode(parseInt(hex, 16));
          index += 6;
        } else {
          throw this.failure(index, 'an escape: \\\\, \\", \\n, \\r, \\t or \\u00xx (§3.3 Q)', excerpt(body.slice(index, index + 6)));
        }
      } else if (unit < 0x20 || unit === 0x7f) {
        throw this.failure(index, 'a control character written as an escape (§3.3 Q)', `U+${unit.toString(16).padStart(4, '0').toUpperCase()}`);
      } else {
        value += character;
        index += 1;
      }
    }
    throw this.failure(index, 'a closing quote (§3.3 Q)', 'the end of the line');
  }

  /**
   * `[Q, Q]` at `position` (§3.1 Table, Row).
   * @param {number} position
   * @returns {{value: string[], end: number}}
   */
  stringList(position) {
    const body = this.line.body;
    if (body[position] !== '[') throw this.failure(position, 'a list, [Q, Q]', excerpt(body.slice(position, this.end)));
    /** @type {string[]} */
    const value = [];
    let index = position + 1;
    if (body[index] === ']') return { value, end: index + 1 };
    for (;;) {
      const item = this.quoted(index);
      value.push(item.value);
      index = item.end;
      if (body[index] === ']') return { value, end: index + 1 };
      if (!body.startsWith(', ', index)) throw this.failure(index, '", " or "]"', excerpt(body.slice(index, this.end)));
      index += 2;
    }
  }

  /**
   * `[Q, Q]` at `position` if it is one, else null (a foreign line's bare value may start with `[`).
   * @param {number} position
   * @returns {number | null}
   */
  tryList(position) {
    try {
      const end = this.stringList(position).end;
      return end === this.end || this.line.body.startsWith(', ', end) ? end : null;
    } catch (error) {
      if (error instanceof SnapshotReadFailure) return null;
      throw error;
    }
  }
}
