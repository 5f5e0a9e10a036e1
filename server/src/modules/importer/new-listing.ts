import type { ListingEntity } from '../listing/listing.entity';

/** A listing as an importer inserts it: every column except those the database fills in. */
export type NewListing = Omit<ListingEntity, 'id' | 'createdAt'>;

/** One source row: its listing, or why it is skipped (a sentence naming the line and the column). */
export type ParsedRecord = { listing: NewListing } | { error: string };
