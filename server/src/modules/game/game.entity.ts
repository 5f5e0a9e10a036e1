import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { ScoringMode } from '@ballpark/common/scoring';
import { BrandEntity } from '../brand/brand.entity';
import { ListingEntity } from '../listing/listing.entity';

export const GAME_VARIANTS = ['public', 'branded', 'community', 'one_off', 'klavo', 'ultima', 'roundup'] as const;
export type GameVariant = (typeof GAME_VARIANTS)[number];

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

  @Column({ type: 'text', default: 'bands' })
  scoringMode: ScoringMode;

  @OneToMany(() => GameListingEntity, (gameListing) => gameListing.game)
  gameListings?: GameListingEntity[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** One listing's place in one game: the `listingInGameUuid` of the routes. */
@Entity('game_listing')
@Index(['gameId', 'position'], { unique: true })
@Index(['gameId', 'listingId'], { unique: true })
export class GameListingEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  gameId: string;

  @ManyToOne(() => GameEntity, (game) => game.gameListings, { onDelete: 'CASCADE' })
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
}
