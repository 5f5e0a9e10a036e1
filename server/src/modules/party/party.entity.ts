import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { ScoringMode } from '@ballpark/common/scoring';
import { GameEntity, GameHomeEntity } from '../game/game.entity';

export type PartyRoomStatus = 'lobby' | 'playing' | 'finished';

/** A live room of up to 10 players playing one game together (GAME-RULES "Party mode"). */
@Entity('party_room')
export class PartyRoomEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Unique among rooms that have not finished (a partial index), so a code can be used again later. */
  @Column({ type: 'char', length: 4 })
  code: string;

  @Column('uuid')
  brandId: string;

  @Column('uuid')
  gameId: string;

  @ManyToOne(() => GameEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gameId' })
  game?: GameEntity;

  @Column({ type: 'char', length: 64 })
  hostPlayerId: string;

  @Column({ type: 'smallint' })
  roundCount: number;

  @Column({ type: 'smallint' })
  roundSeconds: number;

  /** Copied from the game at creation (`scoringModeOf`), as sessions do. */
  @Column({ type: 'text' })
  scoringMode: ScoringMode;

  @Column({ type: 'text', default: 'lobby' })
  status: PartyRoomStatus;

  /** 0 in the lobby, then the round being played or revealed. */
  @Column({ type: 'smallint', default: 0 })
  currentRound: number;

  /** The room its players went on to when the host chose "play again" (same group, new homes). */
  @Column({ type: 'uuid', nullable: true })
  nextRoomId: string | null;

  /**
   * The key of the room's shared screen, which its host is given: whoever opens the screen with it sees the room as the
   * screen shows it, seated or not. "Play again" keeps it, so the screen follows the group to the next room.
   */
  @Column({ type: 'text', default: () => `replace(gen_random_uuid()::text, '-', '')` })
  screenKey: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A seat in a room; kept when its player leaves, so the same visitor coming back gets seat and score again. */
@Entity('party_player')
@Index(['roomId', 'playerId'], { unique: true })
@Index(['roomId', 'seat'], { unique: true })
export class PartyPlayerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  roomId: string;

  @ManyToOne(() => PartyRoomEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roomId' })
  room?: PartyRoomEntity;

  @Column({ type: 'char', length: 64 })
  playerId: string;

  /** Unique in the room whatever its case (an index on lower(name)). */
  @Column()
  name: string;

  @Column({ type: 'smallint' })
  seat: number;

  /** Points of the revealed rounds. */
  @Column({ type: 'integer', default: 0 })
  score: number;

  /** Removed by the host: cannot come back. */
  @Column({ default: false })
  removed: boolean;

  /** Left the room: comes back by joining again. */
  @Column({ default: false })
  left: boolean;

  /** False for a host who only presents (a shared screen): no guesses, no score, not counted among the players. */
  @Column({ default: true })
  plays: boolean;

  /**
   * Refreshed while one of the player's sockets is subscribed to the room, on any instance (`PartyPresence`); null
   * once none has been for a while. A departure is news to the room; a phone asleep keeps its seat all the same.
   */
  @Column({ type: 'timestamptz', nullable: true })
  lastSeenAt: Date | null;

  /**
   * Since when the player's connection has been gone (their last socket closed, or their mark went stale); null while
   * connected and for a player never connected. A round does not wait for a player away; a host away for
   * `PARTY_TIMES.hostAwaySeconds` hands the room on.
   */
  @Column({ type: 'timestamptz', nullable: true })
  awaySince: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  joinedAt: Date;
}

/** One round of a room: its home, and, once opened, its deadline; `revealedAt` is set exactly once. */
@Entity('party_round')
@Index(['roomId', 'number'], { unique: true })
export class PartyRoundEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  roomId: string;

  @Column({ type: 'smallint' })
  number: number;

  @Column('uuid')
  gameHomeId: string;

  @ManyToOne(() => GameHomeEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'gameHomeId' })
  gameHome?: GameHomeEntity;

  /** Set when the round opens; null for rounds still to come. */
  @Column({ type: 'timestamptz', nullable: true })
  openedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deadline: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revealedAt: Date | null;
}

/** One sealed guess of one player in one round. */
@Entity('party_guess')
@Index(['roundId', 'partyPlayerId'], { unique: true })
export class PartyGuessEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column('uuid')
  roomId: string;

  @Column('uuid')
  roundId: string;

  @ManyToOne(() => PartyRoundEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'roundId' })
  round?: PartyRoundEntity;

  /** The seat's row (`PartyPlayerEntity.id`), not the player's id. */
  @Column('uuid')
  partyPlayerId: string;

  @ManyToOne(() => PartyPlayerEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partyPlayerId' })
  player?: PartyPlayerEntity;

  @Column({ type: 'integer' })
  amount: number;

  @Column({ type: 'smallint' })
  points: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
