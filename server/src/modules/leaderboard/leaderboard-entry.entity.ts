import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A player's best completed session in one game and one period (`periodKey` from @ballpark/common/leaderboard-period).
 * Kept on completion so a board is an index scan, not an aggregate over every session.
 */
@Entity('leaderboard_entry')
// The ranking index (totalPoints DESC, completedAt ASC) is declared in the migration: decorators cannot order columns.
@Index('leaderboard_entry_ranking', ['gameId', 'periodKey', 'totalPoints', 'completedAt'])
export class LeaderboardEntryEntity {
  @PrimaryColumn('uuid')
  gameId: string;

  @PrimaryColumn('text')
  periodKey: string;

  @PrimaryColumn({ type: 'char', length: 64 })
  playerId: string;

  @Column('uuid')
  sessionId: string;

  @Column()
  playerName: string;

  @Column({ type: 'integer' })
  totalPoints: number;

  @Column({ type: 'smallint' })
  guessCount: number;

  @Column({ type: 'timestamptz' })
  completedAt: Date;
}
