import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PropertyType, Tenure } from '@ballpark/common/listing-vocabulary';
import './locales';

// The words of common's listing vocabulary (listing-vocabulary.ts), in the brand's language.
const PROPERTY_TYPE_WORDS: Record<PropertyType, MessageDescriptor> = {
  flat: msg`Flat`,
  terraced: msg`Terraced house`,
  'semi-detached': msg`Semi-detached house`,
  detached: msg`Detached house`,
  bungalow: msg`Bungalow`,
  condo: msg`Condo`,
  townhouse: msg`Townhouse`,
  'single-family': msg`Single-family home`,
};

const TENURE_WORDS: Record<Tenure, MessageDescriptor> = { freehold: msg`Freehold`, leasehold: msg`Leasehold` };

/** "semi-detached" -> "Semi-detached house" ("Casa pareada"); an unknown type is shown as it is. */
export function propertyTypeWords(type: string, i18n: I18n): string {
  const words = PROPERTY_TYPE_WORDS[type as PropertyType];
  return words ? i18n._(words) : type;
}

/** "freehold" -> "Freehold" ("Plena propiedad"); an unknown tenure is shown as it is. */
export function tenureWords(tenure: string, i18n: I18n): string {
  const words = TENURE_WORDS[tenure as Tenure];
  return words ? i18n._(words) : tenure;
}
