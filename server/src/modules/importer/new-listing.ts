import type { ListingEntity } from '../listing/listing.entity';

/** Columns only a pasted listing page fills (the game builder); the database's defaults suit every other source. */
type PastedPageColumns = 'missingFacts' | 'sourceUrl' | 'addedByAccountId' | 'maskedPrices' | 'photoKeys';

/** A listing as an importer inserts it: every column except those the database fills in. */
export type NewListing = Omit<ListingEntity, 'id' | 'createdAt' | PastedPageColumns> &
  Partial<Pick<ListingEntity, PastedPageColumns>>;

/** One source row: its listing, or why it is skipped (a sentence naming the line and the column). */
export type ParsedRecord = { listing: NewListing } | { error: string };
