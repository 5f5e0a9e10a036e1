import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { GameHomeEntity } from '../game/game.entity';
import { PlaySessionEntity } from '../session/session.entity';

/** One locked price guess for one listing in one session; the unique index refuses a second one. */
@Entity('guess')
@Index(['sessionId', 'gameHomeId'], { unique: true })
@Index(['gameHomeId', 'createdAt'])
export class GuessEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  sessionId: string;

  @ManyToOne(() => PlaySessionEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'sessionId' })
  session?: PlaySessionEntity;

  @Column('uuid')
  gameHomeId: string;

  @ManyToOne(() => GameHomeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gameHomeId' })
  gameHome?: GameHomeEntity;

  /** Denormalised from the game listing: the home whose price this guess revealed to its player. */
  @Column('uuid')
  listingId: string;

  @Column({ type: 'char', length: 64 })
  playerId: string;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'smallint' })
  points: number;

  /** The player's one-line reason for the guess (community games), added once after guessing. */
  @Column({ type: 'text', nullable: true })
  reason: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
