import type { MigrationInterface, QueryRunner } from 'typeorm';

// The English the King County importer wrote into every record's row, from the row's own facts.
const RECORD_TITLE = `(CASE WHEN bedrooms = 0 THEN 'Studio' ELSE bedrooms::text || ' bed' END)
  || (CASE WHEN "propertyType" = 'townhouse' THEN ' townhouse' ELSE ' house' END)`;
const RECORD_SOURCE = `'King County public sale record'`;
const PASTED_SOURCE = `'Listing on ' || regexp_replace(substring("sourceUrl" from '^[a-z]+://([^/:?#]+)'), '^www\\.', '')`;

/**
 * Text the machine composed from facts is composed as it is read, in the reader's locale (listing/listing-texts.ts):
 * a King County record's title, address line and description, and the source named for a record or a pasted page,
 * are null in the row. The records' rows lose the English the importer wrote (what a creator rewrote stays) and
 * keep the one fact only their description held, the building grade.
 */
export class MachineComposedTexts1765350000000 implements MigrationInterface {
  name = 'MachineComposedTexts1765350000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE listing
        ALTER COLUMN title DROP NOT NULL,
        ALTER COLUMN "addressLine" DROP NOT NULL,
        ALTER COLUMN description DROP NOT NULL,
        ALTER COLUMN source DROP NOT NULL,
        ADD COLUMN grade smallint CHECK (grade BETWEEN 1 AND 13)
    `);
    // The importer's description states the grade and ends with the month of the sale ("... sold October 2014.").
    await queryRunner.query(`
      UPDATE listing SET grade = substring(description from 'Building grade (\\d{1,2}) of 13 \\(')::smallint
      WHERE "sourceRef" LIKE 'kc:%'
        AND description ~ 'Building grade \\d{1,2} of 13 \\([a-z ]+\\)\\.' AND description ~ '[A-Z][a-z]+ \\d{4}\\.$'
    `);
    await queryRunner.query(`
      UPDATE listing SET
        title = CASE WHEN title = ${RECORD_TITLE} THEN NULL ELSE title END,
        "addressLine" = CASE WHEN "addressLine" ~ '^Home (near .+|in ZIP \\d{5})$' THEN NULL ELSE "addressLine" END,
        description = CASE WHEN grade IS NOT NULL THEN NULL ELSE description END,
        source = CASE WHEN source = ${RECORD_SOURCE} THEN NULL ELSE source END
      WHERE "sourceRef" LIKE 'kc:%'
    `);
    await queryRunner.query(
      `UPDATE listing SET source = NULL WHERE "sourceUrl" IS NOT NULL AND source = ${PASTED_SOURCE}`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // What SQL can write back in English: the titles and sources as they were; the address line by its ZIP (the
    // neighbourhoods' names are the code's) and no description.
    await queryRunner.query(`
      UPDATE listing SET
        title = COALESCE(title, ${RECORD_TITLE}),
        "addressLine" = COALESCE("addressLine", 'Home in ZIP ' || "postalCode"),
        description = COALESCE(description, ''),
        source = COALESCE(source, CASE WHEN "sourceRef" LIKE 'kc:%' THEN ${RECORD_SOURCE}
                                        WHEN "sourceUrl" IS NOT NULL THEN ${PASTED_SOURCE} ELSE '' END)
    `);
    await queryRunner.query(`
      ALTER TABLE listing
        DROP COLUMN grade,
        ALTER COLUMN source SET NOT NULL,
        ALTER COLUMN description SET NOT NULL,
        ALTER COLUMN "addressLine" SET NOT NULL,
        ALTER COLUMN title SET NOT NULL
    `);
  }
}
