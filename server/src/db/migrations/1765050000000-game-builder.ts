import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The game builder (issue 8): a game is a draft until its creator publishes it (drafts are neither listed nor
 * playable), public or unlisted, and may cap the pool it draws from. A listing read from a pasted page records the
 * facts it still lacks (filled in by hand before publishing), where it came from, who imported it (they see its
 * price), the prices masked out of its texts, and its photos, stored by the app (`photoKeys`, served under /media).
 * Existing games were all playable: they are published.
 */
export class GameBuilder1765050000000 implements MigrationInterface {
  name = 'GameBuilder1765050000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE game
        ADD COLUMN status text NOT NULL DEFAULT 'published' CHECK (status IN ('draft', 'published')),
        ADD COLUMN visibility text NOT NULL DEFAULT 'public' CHECK (visibility IN ('public', 'unlisted')),
        ADD COLUMN "poolSize" smallint CHECK ("poolSize" > 0),
        ADD COLUMN "publishedAt" timestamptz;

      ALTER TABLE listing
        ADD COLUMN "missingFacts" text[] NOT NULL DEFAULT '{}',
        ADD COLUMN "sourceUrl" text,
        ADD COLUMN "addedByAccountId" uuid REFERENCES account(id) ON DELETE SET NULL,
        ADD COLUMN "maskedPrices" jsonb NOT NULL DEFAULT '[]',
        ADD COLUMN "photoKeys" text[] NOT NULL DEFAULT '{}';
      CREATE INDEX listing_added_by ON listing ("addedByAccountId") WHERE "addedByAccountId" IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listing DROP COLUMN "missingFacts", DROP COLUMN "sourceUrl", DROP COLUMN "addedByAccountId",
        DROP COLUMN "maskedPrices", DROP COLUMN "photoKeys";
      ALTER TABLE game DROP COLUMN status, DROP COLUMN visibility, DROP COLUMN "poolSize", DROP COLUMN "publishedAt";
    `);
  }
}
