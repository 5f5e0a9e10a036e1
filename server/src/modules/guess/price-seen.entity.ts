import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A price shown to a player other than by their own guess: a party reveal shows the round's price to every player
 * seated then. Guesses are the rest of the record (`GuessService.pricesSeenBy`); only the first showing is kept.
 */
@Entity('price_seen')
export class PriceSeenEntity {
  @PrimaryColumn({ type: 'char', length: 64 })
  playerId: string;

  @PrimaryColumn('uuid')
  listingId: string;

  @Column({ type: 'timestamptz' })
  seenAt: Date;
}
