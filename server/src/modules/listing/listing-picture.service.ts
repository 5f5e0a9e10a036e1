import type { DataSource } from 'typeorm';
import { GAME_VARIANTS, variantRules } from '@ballpark/common/game-variants';
import type { SiteScope } from '../brand/request-scope';
import { ListingEntity } from './listing.entity';
import { listingTitle } from './listing-texts';
import { FACT_PICTURES, renderListingPicture, type PictureKind } from './listing-pictures';

const VARIANTS_SHOWING_FACTS = GAME_VARIANTS.filter((variant) => variantRules(variant).showsFacts);

/** The facts a picture is drawn from: never the price. */
const PICTURE_FACTS = [
  'id',
  'propertyType',
  'bedrooms',
  'bathrooms',
  'floorAreaSqft',
  'yearBuilt',
  'country',
  'city',
  'title',
  'floors',
  'waterfront',
  'viewRating',
  'condition',
  'illustrative',
] as const satisfies readonly (keyof ListingEntity)[];

/** Pictures of homes, drawn from their facts on request in the brand's locale (served at `/media/homes`). */
export class ListingPictureService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * The SVG of one picture of a home of a game of the brand, or null: another brand's home is not found, and a
   * picture of its facts is drawn only where a game shows them.
   */
  async picture({ brand }: SiteScope, { listingId, kind }: { listingId: string; kind: PictureKind }) {
    const listing = await this.dataSource
      .getRepository(ListingEntity)
      .createQueryBuilder('listing')
      .select(PICTURE_FACTS.map((fact) => `listing.${fact}`))
      // Read only for masking the price in the title it writes (ListingEntity's @AfterLoad, listing-texts.ts), and
      // to know a King County record, whose title is composed in the brand's locale; never drawn.
      .addSelect(['listing.actualPrice', 'listing.missingFacts', 'listing.sourceRef'])
      .where('listing.id = :id', { id: listingId })
      .andWhere(
        `EXISTS (SELECT 1 FROM game_home gl JOIN game g ON g.id = gl."gameId"
                 WHERE gl."listingId" = listing.id AND g."brandId" = :brandId
                   AND (NOT :factPicture OR g.variant IN (:...showingFacts)))`,
        { brandId: brand.id, factPicture: FACT_PICTURES.includes(kind), showingFacts: VARIANTS_SHOWING_FACTS },
      )
      .getOne();
    return listing
      ? renderListingPicture(kind, { ...listing, title: listingTitle(listing, brand.locale) }, brand.locale)
      : null;
  }
}
