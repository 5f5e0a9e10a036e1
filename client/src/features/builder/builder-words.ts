import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '@ballpark/common/game-builder';
import './locales';

const CSV_MAX_KB = CSV_MAX_BYTES / 1000;

/**
 * The builder's words that its pages and steps share, as Lingui messages: each is read in the brand's language
 * where it is shown (`i18n._(BUILDER_WORDS.csvLimits)`), and its Spanish is in this folder's catalog.
 */
export const BUILDER_WORDS = {
  buildOnMainSiteTitle: msg`Build your game on the main site`,
  buildOnMainSiteLead: (name: string) =>
    msg`${name}'s site speaks for ${name}: only its team and the creators it has invited build games here. Your account builds games on the main site.`,
  buildOnMainSiteLink: msg`Go to the main site's game builder`,
  buildOnMainSiteLogIn: msg`You may need to log in there again.`,
  priceBandHidden: msg`band hidden while the home is in play`,
  priceBandSearchHint: msg`Only homes whose games have all closed show a band.`,
  csvLimits: msg`At most ${CSV_MAX_ROWS} homes and ${CSV_MAX_KB} KB.`,
  csvTooLarge: msg`That file is larger than ${CSV_MAX_KB} KB, the most a CSV may be.`,
};

/** The fields a price can be taken out of (the server's price masking), as a creator reads their names. */
const MASKED_FIELD_WORDS: Readonly<Record<string, MessageDescriptor>> = {
  title: msg`title`,
  displayTitle: msg`title shown in this game`,
  description: msg`description`,
  source: msg`source`,
  addressLine: msg`address`,
  city: msg`city`,
  region: msg`region`,
  postalCode: msg`postcode`,
};

/** "Hidden from players: “£450,000” (description), “450k” (title)": the prices players will not read in a home's texts. */
export function maskedPricesText(masked: readonly { field: string; original: string }[], i18n: I18n): string {
  const prices = masked
    .map(({ field, original }) => {
      const words = MASKED_FIELD_WORDS[field];
      const fieldName = words ? i18n._(words) : field;
      return i18n._(msg`“${original}” (${fieldName})`);
    })
    .join(', ');
  return i18n._(msg`Hidden from players: ${prices}`);
}
