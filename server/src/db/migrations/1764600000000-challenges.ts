import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Daily and weekly challenges (GAME-RULES): a session of a game played once a player says so, and the database keeps
 * it to one such session per player and game, so two starts at once cannot both succeed.
 */
export class Challenges1764600000000 implements MigrationInterface {
  name = 'Challenges1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE play_session ADD COLUMN "oneAttempt" boolean NOT NULL DEFAULT false;
      CREATE UNIQUE INDEX play_session_one_attempt ON play_session ("gameId", "visitorId") WHERE "oneAttempt";
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX play_session_one_attempt;
      ALTER TABLE play_session DROP COLUMN "oneAttempt";
    `);
  }
}
