import { LISTING_FIELDS, type ListingFacts, type ListingField } from './listing-facts';

/** The mechanisms that read a listing page. */
export type FactSource = 'portal' | 'json-ld' | 'microdata' | 'embedded-state' | 'labelled' | 'meta';

/**
 * Which mechanism wins when two read the same fact: a portal's own data is the most complete and exact, schema.org
 * data (JSON-LD, microdata) is structured but often partial, a page's embedded state is read by its usual names
 * rather than a known meaning, labelled values a reader sees (labelled-facts.ts) are read by their words, meta tags and titles are a summary for link previews.
 */
export const SOURCE_PRECEDENCE: readonly FactSource[] = [
  'portal',
  'json-ld',
  'microdata',
  'embedded-state',
  'labelled',
  'meta',
];

/** Facts that only make sense together, so they are always taken from one source. */
const FIELD_PAIRS: ReadonlyArray<readonly [ListingField, ListingField]> = [
  ['latitude', 'longitude'],
  ['area', 'areaUnit'],
];

export interface MergedFacts {
  facts: ListingFacts;
  /** Which mechanism each fact comes from; "inferred": from the page as a whole (a country from its domain...). */
  sourceOf: { [F in ListingField]?: FactSource | 'inferred' };
}

/**
 * The one place that decides precedence: each fact from the first source in SOURCE_PRECEDENCE that has it (a list of
 * photos whole from one source: sizes of one picture from two sources would repeat it). Before that, each source's
 * address is completed from its own parts ("4836 Sicily Dr" + "Lake Elsinore" + "CA" + "92530"); after it, a listing
 * without a title is named by its address.
 */
export function mergeFacts(bySource: { readonly [S in FactSource]?: ListingFacts }): MergedFacts {
  const sources = SOURCE_PRECEDENCE.flatMap((source) => {
    const facts = bySource[source];
    return facts ? [{ source, facts: withAddress(facts) }] : [];
  });
  const facts: ListingFacts = {};
  const sourceOf: MergedFacts['sourceOf'] = {};
  const take = (field: ListingField, from: { source: FactSource; facts: ListingFacts }) => {
    Object.assign(facts, { [field]: from.facts[field] });
    sourceOf[field] = from.source;
  };
  for (const field of LISTING_FIELDS) {
    if (facts[field] !== undefined) continue;
    const from = sources.find(({ facts: found }) => found[field] !== undefined);
    if (!from) continue;
    take(field, from);
    for (const pair of FIELD_PAIRS) if (pair.includes(field)) for (const partner of pair) take(partner, from);
  }
  // A page with no title of its own is named by its address, as portals name their listings.
  if (facts.title === undefined && facts.address !== undefined) {
    facts.title = facts.address;
    sourceOf.title = sourceOf.address;
  }
  return { facts, sourceOf };
}

/** The address line composed from its parts when the page gives none: "street, city, REGION POSTCODE". */
function withAddress(facts: ListingFacts): ListingFacts {
  if (facts.address || !facts.streetAddress) return facts;
  const last = [facts.region, facts.postalCode].filter(Boolean).join(' ');
  const address = [facts.streetAddress, facts.city, last].filter(Boolean).join(', ');
  return { ...facts, address };
}
