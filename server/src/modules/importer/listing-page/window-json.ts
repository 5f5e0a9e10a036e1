import type { CheerioAPI } from 'cheerio';
import JSON5 from 'json5';

/**
 * JSON that a page's inline scripts assign to window or global variables: `window.PAGE_MODEL = {...}`,
 * `window["__INITIAL_STATE__"] = [...]`, `window.__DATA__ = JSON.parse("...")`, `var utag_data = {...}`. Nothing is
 * evaluated: an object or array literal is cut at its balanced end and read as JSON, or as a plain JavaScript literal
 * (unquoted keys, single quotes: `{ mapConfig: { latitude: '40.39' } }`) with JSON5; a JSON.parse argument is decoded
 * as a string literal; anything else (code, functions, variables) is skipped. The first readable value of each name
 * is kept.
 */
export function readWindowJson($: CheerioAPI): Map<string, unknown> {
  const values = new Map<string, unknown>();
  $('script:not([src])').each((_, element) => {
    const type = ($(element).attr('type') ?? '').trim().toLowerCase();
    if (type && !/^(text|application)\/(javascript|ecmascript)$|^module$/.test(type)) return;
    for (const [name, value] of windowAssignments($(element).text())) if (!values.has(name)) values.set(name, value);
  });
  return values;
}

const ASSIGNMENT =
  /(?:\bwindow(?:\.([A-Za-z_$][\w$]*)|\[\s*(["'])([A-Za-z_$][\w$]*)\2\s*\])|(?:^|[;{}\n])\s*(?:var|let|const)\s+([A-Za-z_$][\w$]*))\s*=(?!=)\s*/g;

/** Each `window.NAME = <JSON>` or `var NAME = <JSON>` of a script, in order. */
export function windowAssignments(script: string): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = [];
  for (const match of script.matchAll(ASSIGNMENT)) {
    const name = match[1] ?? match[3] ?? match[4];
    const start = match.index + match[0].length;
    const value = readJsonAt(script, start);
    if (value !== undefined) found.push([name, value]);
  }
  return found;
}

function readJsonAt(script: string, start: number): unknown {
  const first = script[start];
  if (first === '{' || first === '[') {
    const end = balancedEnd(script, start);
    return end === -1 ? undefined : parseLiteral(script.slice(start, end + 1));
  }
  const call = /^JSON\.parse\(\s*/.exec(script.slice(start, start + 20));
  if (call) {
    const text = readStringLiteral(script, start + call[0].length);
    return text === undefined ? undefined : parseJson(text);
  }
  return undefined;
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
  const quote = text[start];
  if (quote !== '"' && quote !== "'") return undefined;
  let out = '';
  for (let i = start + 1; i < text.length; i++) {
    const char = text[i];
    if (char === quote) return out;
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
