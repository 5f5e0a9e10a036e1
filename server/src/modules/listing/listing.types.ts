import type { BrandLocale } from '@ballpark/common/brand-components';
import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import { PictureKindEnum, PriceKindEnum } from '../../graphql/enums';

@ObjectType('Picture', { description: 'A picture of a home, drawn from its facts.' })
export class PictureType {
  @Field(() => PictureKindEnum)
  kind: PictureKindEnum;

  @Field({ description: 'Path of an SVG image on this server.' })
  url: string;

  /** The text alternative in a locale: the `alt` field (PictureResolver), in the brand's. */
  altIn: (locale: BrandLocale) => string;
}

@ObjectType('Photo', {
  description:
    'A photo of a home, imported with its listing and stored by this server. Its address names the bytes only (their ' +
    "SHA-256), never the price or the page it came from; its alt text is worded by the client, in the brand's language.",
})
export class PhotoType {
  @Field({ description: 'Path of the image on this server (JPEG, PNG, WebP or AVIF), cached for good.' })
  url: string;
}

/** The texts of a home a reader reads in the brand's locale. */
export type HomeText = 'title' | 'addressLine' | 'source';

export const FACTS = ' Null where the game shows pictures and place only (ultima).';
export const FACTS_ONLY = FACTS.trim();

@ObjectType('Home', {
  description:
    'A home to guess: its public facts. The actual price is never a field of this type; it appears on a guess result once the viewer has guessed.',
})
export class HomeType {
  @Field(() => ID)
  id: string;

  @Field()
  city: string;

  @Field({ description: 'Region used by games to group homes, e.g. "Greater London" or "Washington".' })
  region: string;

  @Field()
  postalCode: string;

  @Field({ description: 'ISO 3166 country code: GB, US or ES.' })
  country: string;

  @Field(() => Float)
  latitude: number;

  @Field(() => Float)
  longitude: number;

  @Field(() => String, {
    nullable: true,
    description: 'flat, terraced, semi-detached, detached, bungalow, condo, townhouse or single-family.' + FACTS,
  })
  propertyType: string | null;

  @Field(() => Int, { nullable: true, description: FACTS_ONLY })
  bedrooms: number | null;

  @Field(() => Float, { nullable: true, description: FACTS_ONLY })
  bathrooms: number | null;

  @Field(() => Int, { nullable: true, description: 'Interior floor area in square feet.' + FACTS })
  floorAreaSqft: number | null;

  @Field(() => Int, { nullable: true, description: 'Plot area in square feet; null for flats and condos.' })
  lotAreaSqft: number | null;

  @Field(() => Int, { nullable: true })
  yearBuilt: number | null;

  @Field(() => String, { nullable: true, description: 'freehold or leasehold (UK homes only).' })
  tenure: string | null;

  @Field(() => Float, {
    nullable: true,
    description: 'Levels of the home itself (1.5: a level under the roof); null when unknown.',
  })
  floors: number | null;

  @Field(() => Boolean, { nullable: true, description: FACTS_ONLY })
  waterfront: boolean | null;

  @Field(() => Int, { nullable: true, description: 'View from 0 (none) to 4 (excellent); null when unknown.' })
  viewRating: number | null;

  @Field(() => Int, { nullable: true, description: 'Condition from 1 (poor) to 5 (very good); null when unknown.' })
  condition: number | null;

  @Field(() => Int, { nullable: true })
  yearRenovated: number | null;

  @Field({ description: 'An invented home with a modelled price, shown for illustration; false for a real record.' })
  illustrative: boolean;

  /**
   * Its title, address line and source in a locale, as written or composed (listing-texts.ts): the fields of those
   * names and `sourceNote` (HomeResolver), in the brand's.
   */
  textIn: (text: HomeText, locale: BrandLocale) => string;

  /** Its description in a locale (the `description` field); null where the game hides the facts. */
  descriptionIn: (locale: BrandLocale) => string | null;

  @Field({ description: 'ISO 4217 currency of the hidden price and of guesses.' })
  currency: string;

  @Field(() => PriceKindEnum)
  priceKind: PriceKindEnum;

  @Field({ description: 'Date of the sale or of the asking price (YYYY-MM-DD).' })
  priceDate: string;

  @Field(() => [PictureType])
  pictures: PictureType[];

  @Field(() => [PhotoType], {
    description:
      "Its photos, in the listing's order; empty for a home known only by its facts (its pictures are drawn).",
  })
  photos: PhotoType[];
}
