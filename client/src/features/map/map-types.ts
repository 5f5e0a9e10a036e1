import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatList } from '../ui/format';
import './locales';

/** What a map marker needs: where the home is and what to call it (maps never get prices). */
export interface MapHome {
  id: string;
  title: string;
  city: string;
  region?: string;
  country: string;
  latitude: number;
  longitude: number;
  /** The round of the game, drawn in the marker when given. */
  round?: number;
}

/** "Map of 5 homes in London, Manchester and Leeds": the text alternative of a map, in the page's language. */
export function describeHomes(homes: readonly MapHome[], i18n: I18n, language: BrandLocale): string {
  const cities = formatList([...new Set(homes.map((home) => home.city))], language);
  const count = homes.length;
  return count === 1
    ? i18n._(msg`Map showing where the home is: ${cities}`)
    : i18n._(msg`Map of ${count} homes in ${cities}`);
}
