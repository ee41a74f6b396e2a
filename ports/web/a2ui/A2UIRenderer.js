// A small A2UI renderer for the minimal catalog (Text, Row, Column, Button, TextField), the
// web example of spec/a2ui.md: it plays a message stream the way a real renderer does and
// builds DOM. It keeps on each element what it showed and what it was built from, in
// data-* attributes, so that A2UIWalker.js can read the snapshot back from the DOM alone.
// Functions: formatString over paths, required, length, numeric, and, or, not (§5.2); any
// other call is kept unevaluated, as its canonical form (§5.3).

/** @typedef {any} Json */

/**
 * The messages of a stream: a JSON array, {"messages": [...]}, or JSON Lines (§3.1).
 * @param {string} text
 * @returns {Json[]}
 */
export function messages(text) {
  try {
    const value = JSON.parse(text);
    if (Array.isArray(value)) return value;
    if (value && typeof value === 'object' && Array.isArray(value.messages)) return value.messages;
    return [value];
  } catch {
    return text.split('\n').filter((line) => line.trim() !== '').map((line) => JSON.parse(line));
  }
}

/**
 * Plays the messages (§3.2, §3.3) and returns the live surfaces in surfaceId order.
 * @param {Json[]} list
 */
export function play(list) {
  /** @type {Map<string, {id: string, catalog: string, components: Map<string, Json>, model: Json}>} */
  const surfaces = new Map();
  for (const message of list) {
    if (message.createSurface) {
      const body = message.createSurface;
      surfaces.set(body.surfaceId, { id: body.surfaceId, catalog: body.catalogId, components: new Map(), model: {} });
    } else if (message.updateComponents) {
      const surface = surfaces.get(message.updateComponents.surfaceId);
      for (const component of message.updateComponents.components) surface?.components.set(component.id, component);
    } else if (message.updateDataModel) {
      const body = message.updateDataModel;
      const surface = surfaces.get(body.surfaceId);
      if (surface) surface.model = update(surface.model, pointer(body.path ?? '/', []), body.value);
    } else if (message.deleteSurface) {
      surfaces.delete(message.deleteSurface.surfaceId);
    }
  }
  return [...surfaces.values()].sort((a, b) => bytewise(a.id, b.id));
}

/** @param {string} a @param {string} b */
function bytewise(a, b) {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
  return x.length - y.length;
}

/**
 * A JSON Pointer's tokens, relative ones after the scope's (§3.3).
 * @param {string} path @param {string[]} scope
 */
export function pointer(path, scope) {
  if (path === '' ) return scope;
  if (path === '/') return [];
  const tokens = (path.startsWith('/') ? path.slice(1) : path).split('/').map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
  return path.startsWith('/') ? tokens : [...scope, ...tokens];
}

/** @param {string[]} tokens */
export function pointerText(tokens) {
  return tokens.length === 0 ? '/' : tokens.map((t) => '/' + t.replaceAll('~', '~0').replaceAll('/', '~1')).join('');
}

/** @param {Json} model @param {string[]} tokens */
function read(model, tokens) {
  let current = model;
  for (const token of tokens) {
    if (current === null || typeof current !== 'object' || !(token in current)) return undefined;
    current = current[token];
  }
  return current;
}

/** @param {Json} model @param {string[]} tokens @param {Json} value */
function update(model, tokens, value) {
  if (tokens.length === 0) return value === undefined || value === null ? {} : value;
  const copy = structuredClone(model);
  let current = copy;
  for (const token of tokens.slice(0, -1)) {
    if (current[token] === undefined) current[token] = {};
    current = current[token];
  }
  const last = tokens[tokens.length - 1];
  if (value === undefined || value === null) {
    if (Array.isArray(current)) current.splice(Number(last), 1);
    else delete current[last];
  } else current[last] = value;
  return copy;
}

/** A number as JavaScript prints it, and any value as a string (§5.3). @param {Json} value */
export function converted(value) {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/** Compares keys bytewise, for canonical calls and action contexts. @param {string[]} keys */
function sortedKeys(keys) {
  return [...keys].sort(bytewise);
}

class Calls {
  /** @param {Json} model @param {string[]} scope */
  constructor(model, scope) {
    this.model = model;
    this.scope = scope;
  }

  /** @param {Json} value @returns {{value?: Json, call?: string}} */
  evaluate(value) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const keys = Object.keys(value);
      if (keys.length === 1 && typeof value.path === 'string') {
        const found = read(this.model, pointer(value.path, this.scope));
        return { value: found === undefined ? null : found };
      }
      if (typeof value.call === 'string') return this.call(value);
    }
    return { value };
  }

  /** @param {Json} call */
  call(call) {
    const name = call.call;
    /** @type {[string, {value?: Json, call?: string}][]} */
    const args = [];
    for (const [key, arg] of Object.entries(call.args ?? {})) {
      if (Array.isArray(arg) && (name === 'and' || name === 'or')) {
        const outcomes = arg.map((v) => this.evaluate(v));
        if (outcomes.some((o) => 'value' in o && o.value === (name === 'or'))) return { value: name === 'or' };
        args.push([key, outcomes.every((o) => 'value' in o)
          ? { value: outcomes.map((o) => o.value) }
          : { call: '[' + outcomes.map((o) => ('value' in o ? JSON.stringify(o.value) : o.call)).join(', ') + ']' }]);
      } else args.push([key, this.evaluate(arg)]);
    }
    if (args.every(([, o]) => 'value' in o)) {
      const values = Object.fromEntries(args.map(([k, o]) => [k, o.value]));
      const result = this.deterministic(name, values);
      if (result !== undefined) return { value: result };
    }
    return { call: this.written(name, args) };
  }

  /** @param {string} name @param {[string, {value?: Json, call?: string}][]} args */
  written(name, args) {
    const sorted = [...args].sort((a, b) => bytewise(a[0], b[0]));
    return name + '(' + sorted.map(([k, o]) => k + '=' + ('value' in o ? JSON.stringify(o.value) : o.call)).join(', ') + ')';
  }

  /** @param {string} name @param {Record<string, Json>} args @returns {Json | undefined} */
  deterministic(name, args) {
    const within = (/** @type {number} */ v) =>
      !(typeof args.min === 'number' && v < args.min) && !(typeof args.max === 'number' && v > args.max);
    switch (name) {
      case 'required': {
        const v = args.value ?? null;
        return !(v === null || v === '' || (Array.isArray(v) && v.length === 0));
      }
      case 'length': return typeof args.value === 'string' ? within([...args.value].length) : undefined;
      case 'numeric': return typeof args.value === 'number' ? within(args.value) : undefined;
      case 'and': case 'or': {
        const values = args.values;
        if (!Array.isArray(values) || !values.every((v) => typeof v === 'boolean')) return undefined;
        return name === 'and' ? values.every(Boolean) : values.some(Boolean);
      }
      case 'not': return typeof args.value === 'boolean' ? !args.value : undefined;
      case 'formatString': return typeof args.value === 'string' ? this.interpolate(args.value) : undefined;
      default: return undefined;
    }
  }

  /** @param {string} template */
  interpolate(template) {
    let out = '';
    let rest = template;
    for (;;) {
      const open = rest.indexOf('${');
      if (open < 0) return out + rest;
      if (open > 0 && rest[open - 1] === '\\') {
        out += rest.slice(0, open - 1) + '${';
        rest = rest.slice(open + 2);
        continue;
      }
      out += rest.slice(0, open);
      const close = rest.indexOf('}', open);
      if (close < 0) return undefined;
      const expression = rest.slice(open + 2, close);
      if (expression.includes('(') || expression.includes('$')) return undefined;
      out += converted(read(this.model, pointer(expression.trim(), this.scope)) ?? null);
      rest = rest.slice(close + 1);
    }
  }
}

/** A2UI's justify and align values as CSS flexbox writes them; A2UIWalker.js reads them back. */
export const CSS_LAYOUT = /** @type {Record<string, string>} */ ({
  start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch', spaceBetween: 'space-between',
  spaceAround: 'space-around', spaceEvenly: 'space-evenly',
});

/**
 * Renders every live surface of a stream into `container`.
 * @param {string} text @param {HTMLElement} container
 */
export function render(text, container) {
  const surfaces = play(messages(text));
  container.replaceChildren();
  if (surfaces.length === 0) {
    const empty = document.createElement('p');
    empty.dataset.a2ui = 'NoSurface';
    container.append(empty);
  }
  for (const surface of surfaces) {
    const section = document.createElement('section');
    section.dataset.a2ui = 'Surface';
    section.dataset.id = surface.id;
    section.dataset.catalog = surface.catalog;
    section.append(component(surface, 'root', [], undefined));
    container.append(section);
  }
}

/**
 * One component's element, its children inside.
 * @param {any} surface @param {string} id @param {string[]} scope @param {number | undefined} item
 * @returns {HTMLElement}
 */
function component(surface, id, scope, item) {
  const json = surface.components.get(id);
  const calls = new Calls(surface.model, scope);
  /** @type {HTMLElement} */
  let element;
  switch (json.component) {
    case 'Text': {
      const tag = { h1: 'h1', h2: 'h2', h3: 'h3' }[/** @type {string} */ (json.variant)] ?? 'p';
      element = document.createElement(tag);
      dynamic(element, 'text', json.text, calls, scope);
      element.textContent = element.dataset.text ?? '';
      break;
    }
    case 'Row':
    case 'Column': {
      element = document.createElement('div');
      element.style.display = 'flex';
      element.style.flexDirection = json.component === 'Row' ? 'row' : 'column';
      if (json.justify) element.style.justifyContent = CSS_LAYOUT[json.justify] ?? '';
      if (json.align) element.style.alignItems = CSS_LAYOUT[json.align] ?? '';
      for (const child of children(surface, json, scope, element)) element.append(child);
      break;
    }
    case 'Button': {
      element = document.createElement('button');
      if (json.variant) element.className = json.variant;
      const action = json.action ?? {};
      if (action.event) {
        element.dataset.action = action.event.name;
        element.dataset.actionContext = JSON.stringify(sortedKeys(Object.keys(action.event.context ?? {})));
      } else if (action.functionCall) {
        const call = action.functionCall;
        element.dataset.action = calls.written(call.call, Object.entries(call.args ?? {}).map(([k, v]) => [k, calls.evaluate(v)]));
        element.dataset.actionContext = '[]';
      }
      element.append(component(surface, json.child, scope, undefined));
      break;
    }
    case 'TextField': {
      element = document.createElement('label');
      const caption = document.createElement('span');
      dynamic(element, 'label', json.label, calls, scope);
      caption.textContent = element.dataset.label ?? '';
      const input = document.createElement('input');
      input.type = json.variant === 'obscured' ? 'password' : json.variant === 'number' ? 'number' : 'text';
      if (json.value !== undefined) {
        dynamic(element, 'value', json.value, calls, scope);
        input.value = element.dataset.value ?? '';
      }
      element.append(caption, input);
      break;
    }
    default:
      element = document.createElement('div');
  }
  element.dataset.a2ui = json.component;
  element.dataset.id = json.id;
  if (json.variant !== undefined) element.dataset.variant = json.variant;
  if (typeof json.weight === 'number') {
    element.style.flexGrow = String(json.weight);
    element.dataset.weight = String(json.weight);
  }
  if (item !== undefined) element.dataset.item = String(item);
  if (json.component === 'Button' || json.component === 'TextField') {
    element.dataset.checks = JSON.stringify((json.checks ?? []).map((/** @type {Json} */ check) => {
      const condition = check.condition ?? (check.call ? check : undefined);
      const outcome = condition === undefined ? { value: null } : calls.evaluate(condition);
      const word = 'call' in outcome ? outcome.call : outcome.value === true ? 'pass' : outcome.value === false ? 'fail' : 'invalid';
      return word + ': ' + (check.message ?? '');
    }));
  }
  return element;
}

/**
 * A ChildList: ids, or a template expanded once per item of its bound list (§5.6).
 * @param {any} surface @param {Json} json @param {string[]} scope @param {HTMLElement} element
 */
function children(surface, json, scope, element) {
  const list = json.children;
  if (Array.isArray(list)) return list.map((id) => component(surface, id, scope, undefined));
  const tokens = pointer(list.path, scope);
  const items = read(surface.model, tokens);
  if (!Array.isArray(items)) {
    element.dataset.childrenUnresolved = pointerText(tokens);
    return [];
  }
  element.dataset.childrenPath = pointerText(tokens);
  return items.map((_, index) => component(surface, list.componentId, [...tokens, String(index)], index));
}

/**
 * A dynamic string, resolved, with where it came from (§5.1), kept as data-NAME, data-NAME-path…
 * @param {HTMLElement} element @param {string} name @param {Json} value @param {Calls} calls @param {string[]} scope
 */
function dynamic(element, name, value, calls, scope) {
  if (value && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && typeof value.path === 'string') {
    const tokens = pointer(value.path, scope);
    const found = read(calls.model, tokens);
    if (typeof found === 'string' || typeof found === 'number' || typeof found === 'boolean') {
      element.dataset[name] = converted(found);
      element.dataset[name + 'Path'] = pointerText(tokens);
    } else {
      element.dataset[name] = '';
      element.dataset[name + 'Unresolved'] = pointerText(tokens);
    }
    return;
  }
  if (value && typeof value === 'object' && typeof value.call === 'string') {
    const outcome = calls.evaluate(value);
    if ('call' in outcome) {
      element.dataset[name] = '';
      element.dataset[name + 'Call'] = outcome.call;
    } else element.dataset[name] = converted(outcome.value);
    return;
  }
  element.dataset[name] = converted(value);
}
