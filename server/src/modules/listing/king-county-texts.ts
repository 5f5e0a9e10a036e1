import type { BrandLocale } from '@ballpark/common/brand-components';
import { hashString, mulberry32, pick } from '../../platform/seeded-random';
import { wordsIn, type KingCountyWords } from '../../i18n';
import type { ListingEntity } from './listing.entity';
import { kingCountyNeighbourhood } from './king-county-zips';

/** How a King County record's source reference starts: 'kc:{parcel}:{sale date}' (a creator's CSV row adds to it). */
export const KING_COUNTY_REF_PREFIX = 'kc:';

/** The facts of a King County sale its texts are composed from (never its price). */
export type KingCountyFacts = Pick<
  ListingEntity,
  | 'sourceRef'
  | 'propertyType'
  | 'bedrooms'
  | 'bathrooms'
  | 'floorAreaSqft'
  | 'lotAreaSqft'
  | 'floors'
  | 'waterfront'
  | 'viewRating'
  | 'condition'
  | 'grade'
  | 'yearBuilt'
  | 'yearRenovated'
  | 'postalCode'
  | 'city'
  | 'priceDate'
>;

export function isKingCountyRecord(listing: Pick<ListingEntity, 'sourceRef'>): boolean {
  return listing.sourceRef.startsWith(KING_COUNTY_REF_PREFIX);
}

/** "3 bed house", "Casa adosada de 2 dormitorios". */
export function kingCountyTitle(
  facts: Pick<KingCountyFacts, 'bedrooms' | 'propertyType'>,
  locale: BrandLocale,
): string {
  return wordsIn(locale).kingCounty.title(facts.bedrooms, facts.propertyType === 'townhouse');
}

/** The records have no street: the neighbourhood, or the ZIP where the area is the city itself (shown beside it). */
export function kingCountyAddressLine(facts: Pick<KingCountyFacts, 'postalCode'>, locale: BrandLocale): string {
  const words = wordsIn(locale).kingCounty;
  const neighbourhood = kingCountyNeighbourhood(facts.postalCode);
  return neighbourhood ? words.near(neighbourhood) : words.inZip(facts.postalCode);
}

/**
 * A description written from the record's facts only (never its price), in one of several shapes so that a game of
 * these homes does not read like one template. The same record gets the same shape in every locale.
 */
export function describeSale(facts: KingCountyFacts, locale: BrandLocale): string {
  const words = wordsIn(locale).kingCounty;
  const parcelId = facts.sourceRef.slice(KING_COUNTY_REF_PREFIX.length).split(':')[0];
  const rng = mulberry32(hashString(parcelId));
  const neighbourhood = kingCountyNeighbourhood(facts.postalCode);
  const area = neighbourhood ?? { names: [facts.city], definite: false };
  const rooms = words.rooms(facts.bedrooms, facts.bathrooms);
  const size = words.area(facts.floorAreaSqft);
  const lot = facts.lotAreaSqft ? words.area(facts.lotAreaSqft) : null;
  const kind = words.kind(facts.floors ?? 1, facts.propertyType === 'townhouse');

  // The last opener states the floor area: then only the lot is left to say.
  const openerIndex = pick(rng, [0, 1, 2] as const);
  const opener = words.openers[openerIndex]({ kind, area, rooms, size });
  const sizeSentence = openerIndex === 2 ? lot && pick(rng, words.lot)(lot) : pick(rng, words.size)(size, lot);

  const setting: string[] = [];
  if (facts.waterfront) setting.push(pick(rng, words.waterfront));
  const view = facts.viewRating ?? 0;
  if (view > 0) setting.push(pick(rng, words.view)(view));

  const quality = [
    facts.condition === null ? null : words.condition(facts.condition),
    facts.grade === null ? null : words.grade(facts.grade),
  ];
  if (rng() < 0.5) quality.reverse();

  const [saleYear, saleMonth] = facts.priceDate.split('-').map(Number);
  const year = age(facts, saleYear, words, rng);
  const closer = pick(rng, words.sold)(saleMonth, saleYear, { neighbourhood, city: facts.city });

  return [opener, sizeSentence, ...setting, year, ...quality, closer].filter(Boolean).join(' ');
}

function age(
  { yearBuilt, yearRenovated }: KingCountyFacts,
  saleYear: number,
  words: KingCountyWords,
  rng: () => number,
): string | null {
  if (!yearBuilt) return yearRenovated ? words.renovated(yearRenovated) : null;
  if (saleYear - yearBuilt <= 1) return words.newlyBuilt(yearBuilt);
  if (yearBuilt < 1940) return words.older(yearBuilt, yearRenovated);
  return pick(rng, words.built)(yearBuilt, yearRenovated);
}
