import type { CheerioAPI } from 'cheerio';
import type { AnyNode, Element } from 'domhandler';
import { schemaOrgFacts } from './json-ld';
import type { ListingFacts } from './listing-facts';
import { plainText } from './plain-text';

type Item = Record<string, unknown>;

/**
 * The listing that schema.org microdata (`itemscope`, `itemtype`, `itemprop`) describes, read as JSON-LD is
 * (json-ld.ts): each item becomes an object with its `@type` and properties, so the same rules pick the home, its
 * offer and place, and skip the agent's. Agents' and MLS/IDX sites mark their listings up this way.
 */
export function readMicrodata($: CheerioAPI, pageUrl: URL): ListingFacts {
  return schemaOrgFacts(microdataItems($), pageUrl);
}

/** The page's top-level items: those that are not another item's property. */
export function microdataItems($: CheerioAPI): Item[] {
  return $('[itemscope]')
    .toArray()
    .filter((element) => $(element).attr('itemprop') === undefined)
    .map((element) => itemOf($, element, 0));
}

const MAX_DEPTH = 6;

function itemOf($: CheerioAPI, scope: Element, depth: number): Item {
  const item: Item = {};
  const type = $(scope).attr('itemtype')?.trim().split(/\s+/)[0];
  if (type) item['@type'] = type;
  for (const element of propertiesOf($, scope)) {
    const value =
      $(element).attr('itemscope') !== undefined
        ? depth < MAX_DEPTH
          ? itemOf($, element, depth + 1)
          : undefined
        : valueOf($, element);
    if (value === undefined || value === '') continue;
    for (const name of ($(element).attr('itemprop') ?? '').trim().split(/\s+/).filter(Boolean)) {
      const previous = item[name];
      item[name] = previous === undefined ? value : [...(Array.isArray(previous) ? previous : [previous]), value];
    }
  }
  return item;
}

/** The elements whose itemprop belongs to this scope: descendants not inside a nested item. */
function propertiesOf($: CheerioAPI, scope: Element): Element[] {
  const found: Element[] = [];
  const visit = (node: AnyNode) => {
    for (const child of $(node).children().toArray()) {
      if (child.attribs.itemprop !== undefined) found.push(child);
      if (child.attribs.itemscope === undefined) visit(child);
    }
  };
  visit(scope);
  return found;
}

/** A property's value as microdata defines it: content, a link's address, a time, else the text. */
function valueOf($: CheerioAPI, element: Element): string | undefined {
  const content = $(element).attr('content');
  if (content !== undefined) return content.trim();
  const name = element.tagName.toLowerCase();
  if (['a', 'link', 'area'].includes(name)) return $(element).attr('href');
  if (['img', 'audio', 'video', 'source', 'embed', 'iframe'].includes(name)) return $(element).attr('src');
  if (name === 'meta') return undefined;
  if (name === 'time') return $(element).attr('datetime') ?? plainText($(element).text());
  if (['data', 'meter'].includes(name)) return $(element).attr('value');
  return plainText($(element).text());
}
