import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Managing a game's guesses (issue 8, guesstimates-manage): a manager may hide a session's player name (shown as
 * "Hidden player" wherever the public sees it) and keep a session off the boards. Both are reversible, so the name
 * and the ranked flag stay as they were; who did it and when is kept beside them.
 */
export class GuessModeration1765000000000 implements MigrationInterface {
  name = 'GuessModeration1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE play_session
        ADD COLUMN "nameHiddenAt" timestamptz,
        ADD COLUMN "nameHiddenBy" uuid REFERENCES account(id) ON DELETE SET NULL,
        ADD COLUMN "excludedAt" timestamptz,
        ADD COLUMN "excludedBy" uuid REFERENCES account(id) ON DELETE SET NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE play_session
        DROP COLUMN "nameHiddenAt", DROP COLUMN "nameHiddenBy", DROP COLUMN "excludedAt", DROP COLUMN "excludedBy";
    `);
  }
}
