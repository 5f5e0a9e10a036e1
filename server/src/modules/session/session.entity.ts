import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ScoringMode } from '@ballpark/common/scoring';
import { GameEntity } from '../game/game.entity';

/** One player's run through a game (the routes' `:sessionId`). */
@Entity('play_session')
@Index(['playerId', 'startedAt'])
@Index('play_session_one_attempt', ['gameId', 'playerId'], { unique: true, where: '"oneAttempt"' })
export class PlaySessionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  gameId: string;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gameId' })
  game?: GameEntity;

  /** Hash of the browser's visitor token: ties a guest's sessions together without an account. */
  @Column({ type: 'char', length: 64 })
  playerId: string;

  @Column()
  playerName: string;

  /** Copied from the game when the session starts so later edits to the game do not rescore it. */
  @Column({ type: 'smallint' })
  roundCount: number;

  @Column({ type: 'text' })
  scoringMode: ScoringMode;

  @Column({ type: 'integer', default: 0 })
  totalPoints: number;

  @Column({ type: 'smallint', default: 0 })
  guessCount: number;

  /**
   * Decided at start: none of its homes' prices had been shown to the player. The guess that completes the session
   * checks again (a price shown meanwhile through another session makes it practice); only ranked sessions enter
   * boards.
   */
  @Column({ type: 'boolean', default: false })
  ranked: boolean;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  startedAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  completedAt: Date | null;

  /** Copied from the game's variant at start: its player plays the game once only (a challenge), one such session. */
  @Column({ type: 'boolean', default: false })
  oneAttempt: boolean;

  /** When a guest-first (klavo) session was given its player's name; it plays as GUEST_PLAYER_NAME until then. */
  @Column({ type: 'timestamptz', nullable: true })
  namedAt: Date | null;

  /** A manager hid the player's name (guesstimates-manage): the public sees HIDDEN_PLAYER_NAME instead. */
  @Column({ type: 'timestamptz', nullable: true })
  nameHiddenAt: Date | null;

  /** The account that hid it. */
  @Column({ type: 'uuid', nullable: true })
  nameHiddenBy: string | null;

  /** A manager kept the session off the boards: its completion writes no board entry, and an entry it had is gone. */
  @Column({ type: 'timestamptz', nullable: true })
  excludedAt: Date | null;

  /** The account that excluded it. */
  @Column({ type: 'uuid', nullable: true })
  excludedBy: string | null;
}
