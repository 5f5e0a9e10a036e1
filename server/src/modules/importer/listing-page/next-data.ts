import type { CheerioAPI } from 'cheerio';

/**
 * The page data of a Next.js page (`<script id="__NEXT_DATA__" type="application/json">`), with JSON that is nested
 * as a string inside it parsed in place: Zillow keeps its listing as a JSON string (`gdpClientCache`) within it.
 */
export function readNextData($: CheerioAPI): unknown {
  const script = $('script#__NEXT_DATA__').first();
  if (!script.length) return undefined;
  try {
    return expandJsonStrings(JSON.parse(script.text()));
  } catch {
    return undefined;
  }
}

// A string holding JSON holding a string holding JSON... is parsed this many levels deep, no more.
const MAX_NESTING = 3;

/** Replaces every string that is a JSON object or array with its parsed value, recursively. */
export function expandJsonStrings(value: unknown, nesting = 0): unknown {
  if (typeof value === 'string') {
    if (nesting >= MAX_NESTING || !looksLikeJsonContainer(value)) return value;
    try {
      return expandJsonStrings(JSON.parse(value), nesting + 1);
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map((item) => expandJsonStrings(item, nesting));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expandJsonStrings(item, nesting)]));
  return value;
}

function looksLikeJsonContainer(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length >= 2 &&
    ((trimmed.startsWith('{') && trimmed.endsWith('}')) || (trimmed.startsWith('[') && trimmed.endsWith(']')))
  );
}
