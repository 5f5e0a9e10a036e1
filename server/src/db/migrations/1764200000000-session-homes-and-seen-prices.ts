import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "Ranked or practice" (GAME-RULES): each session keeps its own ordered homes, drawn from the game's pool; every
 * price a player has seen is recorded; a session says whether it is ranked.
 */
export class SessionHomesAndSeenPrices1764200000000 implements MigrationInterface {
  name = 'SessionHomesAndSeenPrices1764200000000';

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

      -- Sessions on the boards so far stay there; from now on the server decides at start, and a session inserted
      -- without that decision is practice, so it can never reach a board.
      ALTER TABLE play_session ADD COLUMN ranked boolean NOT NULL DEFAULT true;
      ALTER TABLE play_session ALTER COLUMN ranked SET DEFAULT false;

      CREATE TABLE seen_price (
        "visitorId" char(64) NOT NULL,
        "listingId" uuid NOT NULL REFERENCES listing(id) ON DELETE CASCADE,
        -- The session whose guess first showed this price to the player; null when it was shown another way.
        "sessionId" uuid REFERENCES play_session(id) ON DELETE SET NULL,
        "seenAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("visitorId", "listingId")
      );
      INSERT INTO seen_price ("visitorId", "listingId", "sessionId", "seenAt")
      SELECT DISTINCT ON ("visitorId", "listingId") "visitorId", "listingId", "sessionId", "createdAt"
      FROM guess ORDER BY "visitorId", "listingId", "createdAt";

      -- "Has this visitor guessed this home?" was the reveal check; seen_price answers it now.
      DROP INDEX guess_visitor_listing;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE INDEX guess_visitor_listing ON guess ("visitorId", "listingId");
      DROP TABLE seen_price;
      ALTER TABLE play_session DROP COLUMN ranked;
      DROP TABLE session_home;
    `);
  }
}
