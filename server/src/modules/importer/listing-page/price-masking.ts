import type { ListingFacts, ListingField } from './listing-facts';

/** What stands for a price in text shown before a guess: "£695,000" -> "£•••". */
export const PRICE_MASK = '•••';

/** One price taken out of a text: the field and the words as the page had them ("£695,000", "695k"). */
export interface MaskedPrice {
  field: ListingField;
  original: string;
}

// An amount: "695,000", "695.000", "695 000", "695000", "1.25"; then "k", "m", "million"...
const AMOUNT = String.raw`\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+(?:\.\d{1,2})?|\d+(?:\.\d+)?`;
const MULTIPLIER = String.raw`(?:\s?(?:k|m|mn|bn|thousand|million|billion)\b)?`;
const SYMBOL = String.raw`US\$|A\$|C\$|[£$€]|\b(?:GBP|USD|EUR|CAD|AUD)\b`;
const SYMBOL_AFTER = String.raw`€|£|\b(?:GBP|USD|EUR)\b`;
// Words that put a bare number ("offers over 650,000") as a price.
const PRICE_WORDS = [
  String.raw`(?:guide|asking|sale|list(?:ing)?|offers?)\s+price`,
  String.raw`price[ds]?(?:\s+(?:at|from|of|is))?`,
  String.raw`offers?\s+(?:over|above|around|from|in\s+excess\s+of|in\s+the\s+region\s+of)`,
  String.raw`o\.?i\.?e\.?o\.?|o\.?i\.?r\.?o\.?`,
  String.raw`reduced\s+to|sold\s+for|listed\s+(?:at|for)|yours\s+for`,
].join('|');

/** Each rule finds one way a text states a price, and says what replaces it (the currency is kept, the amount not). */
const RULES: ReadonlyArray<{ pattern: RegExp; replace(match: RegExpExecArray): string | null }> = [
  // "£695,000", "$685,900", "£1.2m", "GBP 695,000"
  {
    pattern: new RegExp(String.raw`(${SYMBOL})(\s?)(?:${AMOUNT})${MULTIPLIER}`, 'gi'),
    replace: ([, symbol, space]) => `${symbol}${space}${PRICE_MASK}`,
  },
  // "695.000 €", "695,000 GBP"
  {
    pattern: new RegExp(String.raw`(?<![\d.,])(?:${AMOUNT})${MULTIPLIER}(\s?)(${SYMBOL_AFTER})`, 'gi'),
    replace: ([, space, symbol]) => `${PRICE_MASK}${space}${symbol}`,
  },
  // "Guide price 695,000", "offers over 650k", "OIEO 650,000": the words stay, a large amount goes.
  {
    pattern: new RegExp(String.raw`\b(${PRICE_WORDS})(\s*:?\s*)(${AMOUNT})(${MULTIPLIER})`, 'gi'),
    replace: ([, words, gap, amount, multiplier]) =>
      multiplier || amount.replace(/\D/g, '').length >= 4 ? `${words}${gap}${PRICE_MASK}` : null,
  },
  // "695k", "1.5k" is too small to be a home's price but "650k" is one.
  {
    pattern: new RegExp(String.raw`(?<![\d.,])\d{2,3}(?:\.\d{1,2})?\s?k\b`, 'gi'),
    replace: () => PRICE_MASK,
  },
];

/**
 * The text with every statement of a price masked, and the statements as they were. Any amount with a currency is
 * masked (a price per square foot or a service charge gives the price away too); a bare number only after price
 * words, as thousands ("650k"), or when it is the listing's own price in any grouping ("695000", "695 000").
 */
export function maskPrices(text: string, price?: number): { text: string; originals: string[] } {
  const originals: string[] = [];
  const rules = price ? [...RULES, knownPriceRule(price)] : RULES;
  let masked = text;
  for (const rule of rules) {
    masked = masked.replace(rule.pattern, (...args) => {
      const match = args.slice(0, -2) as unknown as RegExpExecArray;
      const replacement = rule.replace(match);
      if (replacement === null) return match[0];
      originals.push(match[0].trim());
      return replacement;
    });
  }
  return { text: masked, originals };
}

/** The listing's price however it is grouped: 695000 -> "695,000", "695.000", "695 000", "695000". */
function knownPriceRule(price: number): { pattern: RegExp; replace(): string } {
  const digits = String(Math.round(price));
  const groups = digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u0000').split('\u0000');
  const grouped = groups.length > 1 ? `|${groups.join(String.raw`[,.\u00a0\u202f ]`)}` : '';
  return {
    pattern: new RegExp(String.raw`(?<![\d.,])(?:${digits}${grouped})(?:\.00)?(?![\d])`, 'g'),
    replace: () => PRICE_MASK,
  };
}

// Texts a player may read before guessing; a URL or the portal's reference is not shown as text.
const MASKED_FIELDS = [
  'title',
  'address',
  'streetAddress',
  'city',
  'region',
  'postalCode',
  'propertyType',
  'tenure',
  'description',
] as const satisfies readonly ListingField[];

/** The listing's texts with their prices masked (see maskPrices), and what was masked in which field. */
export function maskListingPrices(facts: ListingFacts): { facts: ListingFacts; masked: MaskedPrice[] } {
  const result: ListingFacts = { ...facts };
  const masked: MaskedPrice[] = [];
  for (const field of MASKED_FIELDS) {
    const text = facts[field];
    if (text === undefined) continue;
    const { text: maskedText, originals } = maskPrices(text, facts.price);
    result[field] = maskedText;
    masked.push(...originals.map((original) => ({ field, original })));
  }
  return { facts: result, masked };
}
