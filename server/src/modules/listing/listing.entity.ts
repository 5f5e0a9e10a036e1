import { AfterLoad, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { Country, PriceKind, PropertyType, Tenure } from '@ballpark/common/listing-vocabulary';
import { maskListingTexts } from './price-masking';

/**
 * A home and its facts, plus the secret actual price. The price columns are read only by the scoring and reveal
 * services; no GraphQL type maps this entity directly.
 */
@Entity('listing')
export class ListingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Stable key of the record in its source ('demo:london:001', 'kc:7129300520:2014-10-13'); re-imports skip it. */
  @Index({ unique: true })
  @Column()
  sourceRef: string;

  /**
   * Null where the machine composes it from the facts as it is read, in the reader's locale (a King County record's:
   * listing-texts.ts); otherwise as written. So are the address line, the description and the source.
   */
  @Column({ type: 'varchar', nullable: true })
  title: string | null;

  @Column({ type: 'varchar', nullable: true })
  addressLine: string | null;

  @Column()
  city: string;

  @Column()
  region: string;

  @Column()
  postalCode: string;

  @Column({ type: 'char', length: 2 })
  country: Country;

  @Column({ type: 'double precision' })
  latitude: number;

  @Column({ type: 'double precision' })
  longitude: number;

  @Column({ type: 'text' })
  propertyType: PropertyType;

  @Column({ type: 'smallint' })
  bedrooms: number;

  @Column({ type: 'real' })
  bathrooms: number;

  @Column({ type: 'integer' })
  floorAreaSqft: number;

  @Column({ type: 'integer', nullable: true })
  lotAreaSqft: number | null;

  @Column({ type: 'smallint', nullable: true })
  yearBuilt: number | null;

  @Column({ type: 'text', nullable: true })
  tenure: Tenure | null;

  /** Levels of the home itself (1.5: a level under the roof); null when unknown. A flat is one level of a block. */
  @Column({ type: 'real', nullable: true })
  floors: number | null;

  @Column({ default: false })
  waterfront: boolean;

  /** 0 (no view) to 4 (excellent), as the King County assessor rates it; null when unknown. */
  @Column({ type: 'smallint', nullable: true })
  viewRating: number | null;

  /** 1 (poor) to 5 (very good), as the King County assessor rates it; null when unknown. */
  @Column({ type: 'smallint', nullable: true })
  condition: number | null;

  @Column({ type: 'smallint', nullable: true })
  yearRenovated: number | null;

  /** An invented home (the demo's UK homes): shown as illustrative, never as a real sale. */
  @Column({ default: false })
  illustrative: boolean;

  /**
   * Where the facts and price come from, as players read it; null where the machine names it as it is read (a King
   * County record, or the site of a pasted listing's page).
   */
  @Column({ type: 'text', nullable: true, default: '' })
  source: string | null;

  @Column({ type: 'text', nullable: true, default: '' })
  description: string | null;

  /** The King County assessor's building grade, 1 to 13 (its records' descriptions state it); null elsewhere. */
  @Column({ type: 'smallint', nullable: true })
  grade: number | null;

  /** Secret until the viewer has guessed this listing. */
  @Column({ type: 'integer' })
  actualPrice: number;

  @Column({ type: 'char', length: 3 })
  currency: string;

  @Column({ type: 'text' })
  priceKind: PriceKind;

  @Column({ type: 'date' })
  priceDate: string;

  /**
   * Required facts a pasted listing page did not give (the builder's REQUIRED_FIELDS names), filled in by hand; their
   * columns hold placeholders meanwhile (the lowest the columns' checks take). A listing with any is in no published game and not in the catalogue.
   */
  @Column({ type: 'text', array: true, default: '{}' })
  missingFacts: string[];

  /** The page a listing was imported from (after redirects); null for records and the demo. */
  @Column({ type: 'text', nullable: true })
  sourceUrl: string | null;

  /** The account that imported it: it sees the price it gave; others building games see a price band only. */
  @Column({ type: 'uuid', nullable: true })
  addedByAccountId: string | null;

  /** Prices masked out of its texts on import ({ field, original }), shown to the account that imported it. */
  @Column({ type: 'jsonb', default: [] })
  maskedPrices: { field: string; original: string }[];

  /** Its photos, fetched once on import and stored by the app (PhotoStorage), served at /media/photos/{key}. */
  @Column({ type: 'text', array: true, default: '{}' })
  photoKeys: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  /**
   * Price secrecy in texts: every listing read from the database has the prices in its texts masked against its
   * price (listing/price-masking.ts), so no reader, whatever it shows, holds a text that states the price.
   */
  @AfterLoad()
  protected maskPricesInTexts(): void {
    maskListingTexts(this);
  }
}
