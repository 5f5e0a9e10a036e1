/**
 * Price masking: the one place that decides what in a home's text states its price, in English and Spanish.
 *
 * Where it runs (the single point of truth for price secrecy in texts): when a listing or a game's home is read from
 * the database (ListingEntity's and GameHomeEntity's @AfterLoad, `maskListingTexts`), against the price in the same
 * row, and when a text the machine composes from a listing's facts is read (`maskComposedText`, listing-texts.ts). Every reader (GraphQL mappers, HTML heads, share texts, SVG pictures, the builder, the caches) only ever holds
 * masked texts, so no path to a player can forget it, and it holds whenever the price or a text changes (the price
 * set after the text, a text edited after the price, a listing reused by another game), whatever wrote the row. The
 * importer and the builder also run it on what they are given, to tell the creator what players will not see.
 */

/** What stands for a price in text shown before a guess: "£695,000" -> "£•••". */
export const PRICE_MASK = '•••';

/** One price taken out of a text: the field and the words as the text had them ("£695,000", "695k"). */
export interface MaskedPrice {
  field: string;
  original: string;
}

// Digit grouping: a comma, a dot, or one space of any width (space, no-break space, thin space, narrow no-break).
const GROUP_SPACE = String.raw`[ \u00a0\u2009\u202f]`;
// An amount: "695,000", "695.000", "695 000", "245.000,50", "695000", "1.25", "1,25".
const AMOUNT = String.raw`\d{1,3}(?:(?:[,.]|${GROUP_SPACE})\d{3})+(?:[.,]\d{1,2})?|\d+(?:[.,]\d+)?`;
// Not in the middle of a word or a longer number.
const NOT_AFTER_WORD = String.raw`(?<![\p{L}\p{N}])`;
const NOT_BEFORE_WORD = String.raw`(?![\p{L}\p{N}])`;
// "k", "thousand", "grand", "mil" (es: thousand), "m", "million", "millones", "M" ("1,2 M€")...
const MAGNITUDES: ReadonlyArray<{ pattern: string; times: number; ambiguous?: true }> = [
  { pattern: 'thousand|grand|k|mil', times: 1e3 },
  { pattern: 'millones|mill[oó]n|millions?|mill\\.|mn', times: 1e6 },
  // "100m" is as often metres as millions: a million only next to a currency or price words.
  { pattern: 'm', times: 1e6, ambiguous: true },
  { pattern: 'bn', times: 1e9 },
];
const MAGNITUDE = MAGNITUDES.map(({ pattern }) => pattern).join('|');
const CURRENCY_BEFORE = String.raw`US\$|A\$|C\$|[£$€]|${NOT_AFTER_WORD}(?:GBP|USD|EUR|CAD|AUD)`;
const CURRENCY_AFTER = [
  String.raw`(?:de\s+)?(?:euros?|libras?(?:\s+esterlinas)?|d[oó]lares)`,
  String.raw`pounds?(?:\s+sterling)?|dollars?|quid|bucks`,
  String.raw`GBP|USD|EUR`,
  String.raw`[£$€]`,
].join('|');
// Words that make the amount after them a price ("offers over 650,000", "Precio: 245000").
const PRICE_WORDS = [
  String.raw`(?:guide|asking|sale|selling|purchase|list(?:ing)?|offers?)\s+price`,
  String.raw`price[ds]?(?:\s+(?:at|from|of|is|tag))?`,
  String.raw`asking`,
  String.raw`offers?\s+(?:over|above|around|from|in\s+excess\s+of|in\s+the\s+region\s+of)`,
  String.raw`o\.?i\.?e\.?o\.?|o\.?i\.?r\.?o\.?`,
  String.raw`reduced\s+(?:to|from)|sold\s+for|listed\s+(?:at|for)|yours\s+for|valued\s+at`,
  String.raw`on\s+the\s+market\s+(?:at|for)|for\s+sale\s+(?:at|for)`,
  String.raw`precio(?:\s+(?:de\s+venta|de\s+salida|final|rebajado))?|p\.?v\.?p\.?|importe`,
  String.raw`(?:se\s+vende|a\s+la\s+venta|en\s+venta|vendid[oa]|rebajad[oa])\s+(?:por|a|en)`,
  String.raw`por\s+(?:s[oó]lo|tan\s+s[oó]lo)|valorad[oa]\s+en|cuesta`,
].join('|');

/**
 * One statement of an amount: price words before it, a currency before or after it, a magnitude ("k", "mil",
 * "million") after it. Which of these make it a price is decided in `maskedStatement`.
 */
const STATEMENT = new RegExp(
  String.raw`(?:${NOT_AFTER_WORD}(?<words>${PRICE_WORDS})(?<gap>\s*[:=]?\s*))?` +
    String.raw`(?:(?<before>${CURRENCY_BEFORE})(?<beforeGap>\s?))?` +
    String.raw`(?<![\p{N}.,])(?<amount>${AMOUNT})(?![\p{N}]|[.,]\p{N})` +
    String.raw`(?<magnitude>\s?(?:${MAGNITUDE})${NOT_BEFORE_WORD})?` +
    String.raw`(?:(?<afterGap>\s?)(?<after>${CURRENCY_AFTER})${NOT_BEFORE_WORD})?`,
  'giu',
);

// An amount followed by a unit of area is a size ("a 217,800 sq ft lot", "300.000 m² de parcela"), unless a currency
// makes it money ("$273 per sq ft").
const AREA_UNIT =
  /^\s?(?:sq\.?\s?(?:ft|feet|foot|m|metres|meters)|sqft|square\s+(?:feet|foot|metres|meters)|ft²|m²|m2|metros|acres?|hect[aá]reas?)(?![\p{L}])/iu;

// A bare amount this close to the price gives it away ("reduced from 535,000" of a 525,000 home): from the price
// divided by this ratio to the price times it.
const NEAR_PRICE_RATIO = 1.5;
// A bare amount with a magnitude ("450 grand", "245 mil") is a price from here; "1.5k steps" is not.
const PRICE_LIKE_FROM = 10_000;
// After price words, "Guide price 700000" is a price; "price 2" is not.
const PRICE_WORDS_FROM = 1_000;

export interface MaskOptions {
  /**
   * The text is part of an address, whose numbers are house numbers and postcodes ("98103" of a home of 98,000;
   * "15 Grand Avenue"): there a bare amount is masked only when it is the price itself.
   */
  address?: boolean;
}

/**
 * The text with every statement of a price masked, and the statements as they were. Any amount with a currency is
 * masked (a price per square foot or a service charge gives the price away too), so is a large amount after price
 * words or with a magnitude ("450 grand", "245 mil"), and, when the price is known, any amount near it however it
 * is grouped ("525000", "525 000", "514.500").
 */
export function maskPrices(
  text: string,
  price?: number,
  options: MaskOptions = {},
): { text: string; originals: string[] } {
  const originals: string[] = [];
  if (!/\d/.test(text)) return { text, originals };
  const masked = text.replace(STATEMENT, (...args) => {
    const match = args[0] as string;
    const [offset, whole, groups] = args.slice(-3) as [number, string, StatementGroups];
    const measured = AREA_UNIT.test(whole.slice(offset + match.length));
    const statement = maskedStatement(groups, price, { ...options, measured });
    if (!statement) return match;
    originals.push(statement.original.trim());
    return statement.text;
  });
  return { text: masked, originals };
}

interface StatementGroups {
  words?: string;
  gap?: string;
  before?: string;
  beforeGap?: string;
  amount: string;
  magnitude?: string;
  afterGap?: string;
  after?: string;
}

function maskedStatement(
  {
    words = '',
    gap = '',
    before = '',
    beforeGap = '',
    amount,
    magnitude = '',
    afterGap = '',
    after = '',
  }: StatementGroups,
  price: number | undefined,
  { address = false, measured = false }: MaskOptions & { measured?: boolean },
): { text: string; original: string } | null {
  const currency = Boolean(before || after);
  if (measured && !currency) return null;
  const times = magnitudeOf(magnitude);
  const value = amountValue(amount) * (times?.times ?? 1);
  const priceWords = Boolean(words) && value >= PRICE_WORDS_FROM;
  const priceLike = !address && times !== undefined && !times.ambiguous && value >= PRICE_LIKE_FROM;
  // A bare "100m" is compared as 100 (metres), not as a hundred million.
  const bareValue = times?.ambiguous ? amountValue(amount) : value;
  const nearPrice = price !== undefined && price > 0 && isNear(bareValue, price, address);
  if (!currency && !priceWords && !priceLike && !nearPrice) return null;
  const text = `${words}${gap}${before}${beforeGap}${PRICE_MASK}${afterGap}${after}`;
  const stated = `${before}${beforeGap}${amount}${magnitude}${afterGap}${after}`;
  return { text, original: !currency && priceWords ? `${words}${gap}${stated}` : stated };
}

function isNear(value: number, price: number, exact: boolean): boolean {
  if (exact) return Math.round(value) === Math.round(price);
  return value >= price / NEAR_PRICE_RATIO && value <= price * NEAR_PRICE_RATIO;
}

function magnitudeOf(magnitude: string): (typeof MAGNITUDES)[number] | undefined {
  const word = magnitude.trim();
  if (!word) return undefined;
  return MAGNITUDES.find(({ pattern }) => new RegExp(`^(?:${pattern})$`, 'iu').test(word));
}

/**
 * "245,000", "245.000" and "245 000" -> 245000; "245.000,50" -> 245000.5; "1,25" and "1.25" -> 1.25. A separator
 * before exactly three digits groups thousands; the last one before one, two or four and more is the decimal point.
 */
export function amountValue(amount: string): number {
  const compact = amount.replace(new RegExp(GROUP_SPACE, 'g'), '');
  const last = Math.max(compact.lastIndexOf(','), compact.lastIndexOf('.'));
  if (last === -1) return Number(compact);
  const whole = compact.slice(0, last).replace(/[.,]/g, '');
  const tail = compact.slice(last + 1);
  return tail.length === 3 ? Number(whole + tail) : Number(`${whole}.${tail}`);
}

/** The texts of a listing a player may read before guessing (a URL or the portal's reference is not shown). */
const LISTING_TEXTS = ['title', 'description', 'source'] as const;
const ADDRESS_TEXTS = ['addressLine', 'city', 'region', 'postalCode'] as const;

interface ListingTexts {
  title?: string | null;
  addressLine?: string | null;
  city?: string;
  region?: string;
  postalCode?: string;
  description?: string | null;
  source?: string | null;
  actualPrice?: number;
  missingFacts?: string[];
}

type ListingPrice = Pick<ListingTexts, 'actualPrice' | 'missingFacts'>;

/** The price a listing's texts are masked against: none while it is missing (its column then holds a placeholder). */
function maskingPrice(listing: ListingPrice): number | undefined {
  return listing.missingFacts?.includes('price') ? undefined : listing.actualPrice;
}

/**
 * A text the machine composed for a listing as it is read (listing-texts.ts), masked against its price as the texts
 * written in its row are when it is loaded: whatever wrote a text, no reader holds one that states the price.
 */
export function maskComposedText(text: string, listing: ListingPrice, options?: MaskOptions): string {
  return maskPrices(text, maskingPrice(listing), options).text;
}

/**
 * Masks a listing's texts in place against its own price (left out when the price is still missing: its column
 * then holds a placeholder), and returns what was masked. Fields not read from the database are left alone.
 */
export function maskListingTexts(listing: ListingTexts): MaskedPrice[] {
  const price = maskingPrice(listing);
  const masked: MaskedPrice[] = [];
  const mask = (field: keyof ListingTexts & string, options?: MaskOptions) => {
    const text = listing[field];
    if (typeof text !== 'string') return;
    const result = maskPrices(text, price, options);
    (listing as Record<string, unknown>)[field] = result.text;
    masked.push(...result.originals.map((original) => ({ field, original })));
  };
  for (const field of LISTING_TEXTS) mask(field);
  for (const field of ADDRESS_TEXTS) mask(field, { address: true });
  return masked;
}
