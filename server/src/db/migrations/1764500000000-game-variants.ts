import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the game variants keep (GAME-RULES, "Game variants"): a host's commentary per home (klavo), a one-line reason
 * per guess (community), when a guest-first session was named (klavo), and games entered by token, one session a
 * token.
 */
export class GameVariants1764500000000 implements MigrationInterface {
  name = 'GameVariants1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE game_listing ADD COLUMN commentary text;
      ALTER TABLE guess ADD COLUMN reason text;
      ALTER TABLE play_session ADD COLUMN "namedAt" timestamptz;
      ALTER TABLE game ADD COLUMN "entryByToken" boolean NOT NULL DEFAULT false;
      CREATE TABLE game_entry_token (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "gameId" uuid NOT NULL REFERENCES game(id) ON DELETE CASCADE,
        "tokenHash" char(64) NOT NULL,
        "sessionId" uuid REFERENCES play_session(id) ON DELETE SET NULL,
        "usedAt" timestamptz
      );
      CREATE UNIQUE INDEX game_entry_token_hash ON game_entry_token ("tokenHash");
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE game_entry_token;
      ALTER TABLE game DROP COLUMN "entryByToken";
      ALTER TABLE play_session DROP COLUMN "namedAt";
      ALTER TABLE guess DROP COLUMN reason;
      ALTER TABLE game_listing DROP COLUMN commentary;
    `);
  }
}
