import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Publishing on a brand (GAME-RULES): a brand's site is its owner's voice. A brand invites creators with a `creator`
 * role tied to it (a creator with no brand builds on the default site only), and the games that accounts published
 * on a brand's site before the rule, listed there without being its admins, invited creators or site admins, leave
 * its lists: they stay playable by their links (unlisted), and the brand's admins may list them again.
 */
export class BrandInvitedCreators1765150000000 implements MigrationInterface {
  name = 'BrandInvitedCreators1765150000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE account_role DROP CONSTRAINT account_role_check;
      -- A brand admin administers one brand; a creator may be invited by one; a site admin is every brand's.
      ALTER TABLE account_role ADD CONSTRAINT account_role_brand CHECK (
        CASE role WHEN 'brand_admin' THEN "brandId" IS NOT NULL WHEN 'site_admin' THEN "brandId" IS NULL ELSE true END
      );

      UPDATE game g SET visibility = 'unlisted'
      FROM brand b
      WHERE b.id = g."brandId" AND NOT b."isDefault" AND g.visibility = 'public' AND g."creatorAccountId" IS NOT NULL
        AND NOT EXISTS (
          SELECT 1 FROM account_role r
          WHERE r."accountId" = g."creatorAccountId"
            AND (r.role = 'site_admin' OR (r.role IN ('brand_admin', 'creator') AND r."brandId" = g."brandId"))
        );
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The games unlisted above stay unlisted: which of them were listed is not kept.
    await queryRunner.query(`
      DELETE FROM account_role WHERE role = 'creator' AND "brandId" IS NOT NULL;
      ALTER TABLE account_role DROP CONSTRAINT account_role_brand;
      ALTER TABLE account_role ADD CONSTRAINT account_role_check CHECK ((role = 'brand_admin') = ("brandId" IS NOT NULL));
    `);
  }
}
