import {
  AfterLoad,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { GameStatus, GameVisibility } from '@ballpark/common/game-builder';
import type { GameVariant } from '@ballpark/common/game-variants';
import type { ScoringMode } from '@ballpark/common/scoring';
import { BrandEntity } from '../brand/brand.entity';
import { ListingEntity } from '../listing/listing.entity';
import { maskPrices } from '../listing/price-masking';

/** An ordered set of listings under a slug: its visible listings are the pool each session draws `roundCount` from. */
@Entity('game')
@Index(['brandId', 'slug'], { unique: true })
export class GameEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  brandId: string;

  @ManyToOne(() => BrandEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'brandId' })
  brand?: BrandEntity;

  @Column()
  slug: string;

  @Column()
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text', default: 'public' })
  variant: GameVariant;

  @Column({ type: 'smallint' })
  roundCount: number;

  @Column({ type: 'text', array: true, default: '{}' })
  regions: string[];

  @Column({ default: true })
  leaderboardEnabled: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  startsAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  endsAt: Date | null;

  /** The scoring the game was created with; its sessions use `scoringModeOf(game)`, as a variant may force one. */
  @Column({ type: 'text', default: 'bands' })
  scoringMode: ScoringMode;

  /** Entered only with a token its host handed out, one session a token (`game_entry_token`). */
  @Column({ default: false })
  entryByToken: boolean;

  /** The account that built the game (its creator may manage it: policies/game.ts); null for seeded games. */
  @Column({ type: 'uuid', nullable: true })
  creatorAccountId: string | null;

  /** A draft is seen only by those who manage it (policies/game.ts): not listed, not playable, until published. */
  @Column({ type: 'text', default: 'published' })
  status: GameStatus;

  /** Public games are listed; unlisted ones are played by whoever has the link. */
  @Column({ type: 'text', default: 'public' })
  visibility: GameVisibility;

  /** The pool its creator asked for: publishing needs that many visible homes. Null: at least the round count. */
  @Column({ type: 'smallint', nullable: true })
  poolSize: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  publishedAt: Date | null;

  @OneToMany(() => GameHomeEntity, (gameHome) => gameHome.game)
  gameHomes?: GameHomeEntity[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One listing's place in one game: the `gameHomeId` of the routes. */
@Entity('game_home')
@Index(['gameId', 'position'], { unique: true })
@Index(['gameId', 'listingId'], { unique: true })
export class GameHomeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  gameId: string;

  @ManyToOne(() => GameEntity, (game) => game.gameHomes, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gameId' })
  game?: GameEntity;

  @Column('uuid')
  listingId: string;

  @ManyToOne(() => ListingEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'listingId' })
  listing?: ListingEntity;

  @Column({ type: 'smallint' })
  position: number;

  @Column({ default: true })
  visible: boolean;

  @Column({ type: 'text', nullable: true })
  displayTitle: string | null;

  /**
   * Prices in the display title are masked as it is read, as its listing's texts are (listing/price-masking.ts),
   * against the listing's price when the listing is loaded with it (TypeORM loads relations first), which every
   * reader that shows the title does.
   */
  @AfterLoad()
  protected maskPriceInDisplayTitle(): void {
    if (typeof this.displayTitle !== 'string') return;
    const listing = this.listing;
    const price = listing && !listing.missingFacts?.includes('price') ? listing.actualPrice : undefined;
    this.displayTitle = maskPrices(this.displayTitle, price).text;
  }

  /** The host's commentary on this home, shown to a player only once they have guessed it (like its price). */
  @Column({ type: 'text', nullable: true })
  commentary: string | null;
}

/** A token a game's host hands out: it starts one session of its game, once. Only its SHA-256 is stored. */
@Entity('game_entry_token')
export class GameEntryTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  gameId: string;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gameId' })
  game?: GameEntity;

  @Index('game_entry_token_hash', { unique: true })
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The session the token started; null while the token is unused. */
  @Column({ type: 'uuid', nullable: true })
  sessionId: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
