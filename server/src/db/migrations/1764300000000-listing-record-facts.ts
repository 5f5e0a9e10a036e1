import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The facts of a sale record that move its price and its pictures (levels, waterfront, view, condition,
 * renovation), and where a listing comes from: a real record, or an illustrative home invented for the demo.
 * Existing rows are labelled from their source reference.
 */
export class ListingRecordFacts1764300000000 implements MigrationInterface {
  name = 'ListingRecordFacts1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listing
        ADD COLUMN floors real CHECK (floors > 0),
        ADD COLUMN waterfront boolean NOT NULL DEFAULT false,
        ADD COLUMN "viewRating" smallint CHECK ("viewRating" BETWEEN 0 AND 4),
        ADD COLUMN condition smallint CHECK (condition BETWEEN 1 AND 5),
        ADD COLUMN "yearRenovated" smallint,
        ADD COLUMN illustrative boolean NOT NULL DEFAULT false,
        ADD COLUMN source text NOT NULL DEFAULT '';
      UPDATE listing SET illustrative = true, source = 'invented for the demo; its price comes from a model'
        WHERE "sourceRef" LIKE 'demo:%';
      UPDATE listing SET source = 'King County public sale record' WHERE "sourceRef" LIKE 'kc:%';
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listing
        DROP COLUMN source,
        DROP COLUMN illustrative,
        DROP COLUMN "yearRenovated",
        DROP COLUMN condition,
        DROP COLUMN "viewRating",
        DROP COLUMN waterfront,
        DROP COLUMN floors;
    `);
  }
}
