import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The brand profile's fields (product spec, "Brand profile"): contact, look, layout and home page, branded game,
 * locale. Layout and home page names are the closed lists of @ballpark/common/brand-components; the default brand
 * gets the site layout and the games home page by default.
 */
export class BrandProfiles1764400000000 implements MigrationInterface {
  name = 'BrandProfiles1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE brand
        ADD COLUMN "homeUrl" text NOT NULL DEFAULT '',
        ADD COLUMN "serviceEmail" text NOT NULL DEFAULT '',
        ADD COLUMN "whitelabelName" text NOT NULL DEFAULT '',
        ADD COLUMN "logoUrl" text NOT NULL DEFAULT '',
        ADD COLUMN "layoutComponent" text NOT NULL DEFAULT 'SiteLayout'
          CHECK ("layoutComponent" IN ('SiteLayout', 'AgentLayout', 'MastheadLayout')),
        ADD COLUMN "homePageComponent" text NOT NULL DEFAULT 'GamesHome'
          CHECK ("homePageComponent" IN ('GamesHome', 'AgentHome', 'NewsletterHome')),
        ADD COLUMN "brandedGameSlug" text,
        ADD COLUMN locale text NOT NULL DEFAULT 'en' CHECK (locale IN ('en', 'es')),
        ADD COLUMN phone text,
        ADD COLUMN "officePhone" text,
        ADD COLUMN whatsapp text,
        ADD COLUMN company text,
        ADD COLUMN address jsonb,
        ADD COLUMN website text,
        ADD COLUMN "agentName" text,
        ADD COLUMN "agentTitle" text,
        ADD COLUMN specialties text[] NOT NULL DEFAULT '{}',
        ADD COLUMN "coverageAreas" text[] NOT NULL DEFAULT '{}',
        ADD COLUMN "socialMedia" jsonb NOT NULL DEFAULT '{}',
        ADD COLUMN location text,
        ADD COLUMN "propertyReference" text,
        ADD COLUMN "googleAnalyticsId" text;
      UPDATE brand SET "logoUrl" = '/media/brand/' || name || '/logo.svg', "whitelabelName" = "displayName";
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE brand
        DROP COLUMN "googleAnalyticsId", DROP COLUMN "propertyReference", DROP COLUMN location,
        DROP COLUMN "socialMedia", DROP COLUMN "coverageAreas", DROP COLUMN specialties, DROP COLUMN "agentTitle",
        DROP COLUMN "agentName", DROP COLUMN website, DROP COLUMN address, DROP COLUMN company, DROP COLUMN whatsapp,
        DROP COLUMN "officePhone", DROP COLUMN phone, DROP COLUMN locale, DROP COLUMN "brandedGameSlug",
        DROP COLUMN "homePageComponent", DROP COLUMN "layoutComponent", DROP COLUMN "logoUrl",
        DROP COLUMN "whitelabelName", DROP COLUMN "serviceEmail", DROP COLUMN "homeUrl";
    `);
  }
}
