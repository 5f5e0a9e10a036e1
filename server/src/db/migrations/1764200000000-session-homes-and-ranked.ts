import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Ranked or practice" (GAME-RULES): each session keeps its own ordered homes, drawn from the game's pool, and says
 * whether it is ranked. The prices a player has seen are those of the homes they have guessed, found through their
 * sessions.
 */
export class SessionHomesAndRanked1764200000000 implements MigrationInterface {
  name = 'SessionHomesAndRanked1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE session_home (
        "sessionId" uuid NOT NULL REFERENCES play_session(id) ON DELETE CASCADE,
        round smallint NOT NULL CHECK (round >= 1),
        "gameListingId" uuid NOT NULL REFERENCES game_listing(id) ON DELETE CASCADE,
        PRIMARY KEY ("sessionId", round)
      );
      CREATE UNIQUE INDEX session_home_game_listing ON session_home ("sessionId", "gameListingId");

      -- Sessions so far played their game's first roundCount visible homes, in the game's order.
      INSERT INTO session_home ("sessionId", round, "gameListingId")
      SELECT s.id, homes.round, homes.id
      FROM play_session s
      CROSS JOIN LATERAL (
        SELECT gl.id, row_number() OVER (ORDER BY gl.position) AS round
        FROM game_listing gl WHERE gl."gameId" = s."gameId" AND gl.visible
        ORDER BY gl.position LIMIT s."roundCount"
      ) homes;

      -- Sessions so far are ranked unless history says otherwise (below); from now on the server decides at start,
      -- and a session inserted without that decision is practice, so it can never reach a board.
      ALTER TABLE play_session ADD COLUMN ranked boolean NOT NULL DEFAULT true;
      ALTER TABLE play_session ALTER COLUMN ranked SET DEFAULT false;

      -- The rule, applied to history: a session played after its player had guessed one of its homes in another
      -- session is practice (the replay that typed in the prices it had just seen).
      UPDATE play_session s SET ranked = false
      WHERE EXISTS (
        SELECT 1 FROM guess g JOIN guess earlier ON earlier."visitorId" = g."visitorId" AND earlier."listingId" = g."listingId"
        WHERE g."sessionId" = s.id AND earlier."sessionId" <> s.id AND earlier."createdAt" < s."startedAt"
      );

      -- The boards keep each player's best ranked session per period, as the guess statement keeps them: rebuilt
      -- from the sessions, ties to the earlier completion. The period keys are those of leaderboard-period.ts (UTC).
      DELETE FROM leaderboard_entry;
      INSERT INTO leaderboard_entry
        ("gameId", "periodKey", "visitorId", "sessionId", "playerName", "totalPoints", "guessCount", "completedAt")
      SELECT DISTINCT ON (s."gameId", period.key, s."visitorId")
             s."gameId", period.key, s."visitorId", s.id, s."playerName", s."totalPoints", s."guessCount", s."completedAt"
      FROM play_session s
      JOIN game ON game.id = s."gameId" AND game."leaderboardEnabled"
      CROSS JOIN LATERAL (VALUES
        ('d:' || to_char(s."completedAt" AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
        ('w:' || to_char(s."completedAt" AT TIME ZONE 'UTC', 'IYYY-"W"IW')),
        ('m:' || to_char(s."completedAt" AT TIME ZONE 'UTC', 'YYYY-MM')),
        ('all')
      ) AS period(key)
      WHERE s.ranked AND s."completedAt" IS NOT NULL
      ORDER BY s."gameId", period.key, s."visitorId", s."totalPoints" DESC, s."completedAt";

      -- A player's guesses are found through their sessions; this index cost every guess its upkeep.
      DROP INDEX guess_visitor_listing;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX guess_visitor_listing ON guess ("visitorId", "listingId");
      ALTER TABLE play_session DROP COLUMN ranked;
      DROP TABLE session_home;
    `);
  }
}
