import type { CheerioAPI } from 'cheerio';
import JSON5 from 'json5';

/**
 * JSON that a page's inline scripts assign to window or global variables: `window.PAGE_MODEL = {...}`,
 * `window["__INITIAL_STATE__"] = [...]`, `window.__DATA__ = JSON.parse("...")`, `var utag_data = {...}`, and global
 * objects built property by property (`IS24.expose.locationAddress = {...}; IS24.expose.purchasePrice = "495000";`,
 * gathered under their first name as one object). Nothing is evaluated: an object or array literal is cut at its
 * balanced end and read as JSON, or as a plain JavaScript literal (unquoted keys, single quotes:
 * `{ mapConfig: { latitude: '40.39' } }`) with JSON5; a JSON.parse argument is decoded as a string literal; a
 * property may also be a string, number or boolean literal; anything else (code, functions, variables) is skipped.
 * The first readable value of each name is kept.
 */
export function readWindowJson($: CheerioAPI): Map<string, unknown> {
  const values = new Map<string, unknown>();
  $('script:not([src])').each((_, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) return;
    for (const [name, value] of windowAssignments($(element).text())) {
      const [root, ...path] = name.split('.');
      if (!path.length) {
        if (!values.has(root)) values.set(root, value);
        continue;
      }
      if (!values.has(root)) values.set(root, {});
      setOnce(values.get(root), path, value);
    }
  });
  return values;
}

/** Sets the value at a path of properties, making the objects on the way, unless a value is there already. */
function setOnce(target: unknown, path: string[], value: unknown): void {
  let object = target;
  for (const key of path.slice(0, -1)) {
    if (!isPlainObject(object)) return;
    object[key] ??= {};
    object = object[key];
  }
  if (isPlainObject(object)) object[path.at(-1)!] ??= value;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ASSIGNMENT =
  /(?:\bwindow(?:\.([A-Za-z_$][\w$]*)|\[\s*(["'])([A-Za-z_$][\w$]*)\2\s*\])|(?:^|[;{}\n])\s*(?:var|let|const)\s+([A-Za-z_$][\w$]*))\s*=(?!=)\s*/g;
/** `IS24.expose.id = ...` at the start of a statement: a global object's property; `this` and the DOM's are not data. */
const PROPERTY_ASSIGNMENT =
  /(?:^|[;{}\n])\s*(?:window\.)?((?!(?:window|this|document|location|navigator|module|exports)\.)[A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*)+)\s*=(?!=)\s*/g;

/**
 * Each `window.NAME = <JSON>` or `var NAME = <JSON>` of a script, then each `NAME.path = <JSON or plain value>` (named
 * "NAME.path"), in order.
 */
export function windowAssignments(script: string): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = [];
  const literals: Array<[number, number]> = [];
  for (const match of script.matchAll(ASSIGNMENT)) {
    const start = match.index + match[0].length;
    const literal = readJsonAt(script, start);
    if (!literal) continue;
    found.push([match[1] ?? match[3] ?? match[4], literal.value]);
    literals.push([start, literal.end]);
  }
  // Properties are looked for between the literals read above: a page model of a megabyte is not searched again.
  let from = 0;
  for (const [start, end] of [...literals, [script.length, script.length]]) {
    for (const match of script.slice(from, Math.max(from, start)).matchAll(PROPERTY_ASSIGNMENT)) {
      const at = from + match.index + match[0].length;
      const value = readJsonAt(script, at)?.value ?? readPlainValueAt(script, at);
      if (value !== undefined) found.push([match[1], value]);
    }
    from = Math.max(from, end);
  }
  return found;
}

/** A string, number or boolean literal that ends its statement: `"495000";`, `151234567`, `true`. */
const PLAIN_VALUE = /^(?:(["'])(?:\\.|(?!\1)[^\\\n])*\1|-?\d+(?:\.\d+)?|true|false)(?=\s*(?:[;\n}]|$))/;

function readPlainValueAt(script: string, start: number): unknown {
  const literal = PLAIN_VALUE.exec(script.slice(start, start + 2000))?.[0];
  if (literal === undefined) return undefined;
  return literal[0] === '"' || literal[0] === "'" ? readStringLiteral(script, start) : JSON.parse(literal);
}

/** The JSON value of the literal or JSON.parse call at `start`, and where it ends; undefined if it has none. */
function readJsonAt(script: string, start: number): { value: unknown; end: number } | undefined {
  const first = script[start];
  let value: unknown;
  let end = start;
  if (first === '{' || first === '[') {
    const close = balancedEnd(script, start);
    if (close !== -1) [value, end] = [parseLiteral(script.slice(start, close + 1)), close + 1];
  } else {
    const call = /^JSON\.parse\(\s*/.exec(script.slice(start, start + 20));
    const literal = call && scanStringLiteral(script, start + call[0].length);
    if (literal) [value, end] = [parseJson(literal.text), literal.end];
  }
  return value === undefined ? undefined : { value, end };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** JSON, else a JavaScript literal of plain values (JSON5); code in it (calls, variables) makes it unreadable. */
function parseLiteral(text: string): unknown {
  const json = parseJson(text);
  if (json !== undefined) return json;
  try {
    return JSON5.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The index of the bracket that closes the one at `start`, skipping brackets inside strings; -1 if it never closes.
 * Only what JSON.parse then accepts is used, so a literal that is not JSON costs one failed parse.
 */
export function balancedEnd(text: string, start: number): number {
  let depth = 0;
  let quote: string | null = null;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

const SIMPLE_ESCAPES: Readonly<Record<string, string>> = {
  n: '\n',
  r: '\r',
  t: '\t',
  b: '\b',
  f: '\f',
  v: '\v',
  '0': '\0',
};

/** Decodes the JavaScript string literal ('...' or "...") at `start`, escapes included; undefined if it is not one. */
export function readStringLiteral(text: string, start: number): string | undefined {
  return scanStringLiteral(text, start)?.text;
}

/** The string literal at `start`, decoded, and the index after its closing quote. */
function scanStringLiteral(text: string, start: number): { text: string; end: number } | undefined {
  const quote = text[start];
  if (quote !== '"' && quote !== "'") return undefined;
  let out = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (char === quote) return { text: out, end: i + 1 };
    if (char === '\n') return undefined;
    if (char !== '\\') {
      out += char;
      continue;
    }
    const next = text[++i];
    if (next === 'x' || next === 'u') {
      const braced = next === 'u' && text[i + 1] === '{';
      const hex = braced ? text.slice(i + 2, text.indexOf('}', i)) : text.slice(i + 1, i + (next === 'x' ? 3 : 5));
      if (!/^[0-9a-fA-F]+$/.test(hex) || parseInt(hex, 16) > 0x10ffff) return undefined;
      out += String.fromCodePoint(parseInt(hex, 16));
      i += braced ? hex.length + 2 : hex.length;
    } else if (next === '\n') {
      // A line continuation adds nothing.
    } else out += SIMPLE_ESCAPES[next] ?? next;
  }
  return undefined;
}
