import { maskPrices, type MaskedPrice } from '../../listing/price-masking';
import type { ListingFacts, ListingField } from './listing-facts';

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
const ADDRESS_FIELDS: readonly ListingField[] = ['address', 'streetAddress', 'city', 'region', 'postalCode'];

/**
 * A page's texts with their prices masked (maskPrices), and what was masked in which field, for the creator to see
 * what players will not. Players are kept from prices by the masking on every read (listing/price-masking.ts); this
 * is the draft the creator checks.
 */
export function maskListingPrices(facts: ListingFacts): {
  facts: ListingFacts;
  masked: (MaskedPrice & { field: ListingField })[];
} {
  const result: ListingFacts = { ...facts };
  const masked: (MaskedPrice & { field: ListingField })[] = [];
  for (const field of MASKED_FIELDS) {
    const text = facts[field];
    if (text === undefined) continue;
    const { text: maskedText, originals } = maskPrices(text, facts.price, {
      address: ADDRESS_FIELDS.includes(field),
    });
    result[field] = maskedText;
    masked.push(...originals.map((original) => ({ field, original })));
  }
  return { facts: result, masked };
}
