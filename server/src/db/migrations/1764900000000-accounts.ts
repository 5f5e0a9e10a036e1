import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Accounts (issue 8): an account plays as one player id (`playerId`, what the guest tables call `visitorId`), holds
 * roles, and logs in through sessions whose tokens are kept as hashes only. A game may name the account that
 * created it (seeded games name none).
 */
export class Accounts1764900000000 implements MigrationInterface {
  name = 'Accounts1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE account (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        "passwordHash" text NOT NULL,
        "displayName" text NOT NULL,
        "playerId" char(64) NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX account_email ON account (lower(email));
      CREATE UNIQUE INDEX account_player ON account ("playerId");

      CREATE TABLE account_role (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "accountId" uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('creator', 'brand_admin', 'site_admin')),
        "brandId" uuid REFERENCES brand(id) ON DELETE CASCADE,
        -- A brand admin administers one brand; the other roles are not tied to one.
        CHECK ((role = 'brand_admin') = ("brandId" IS NOT NULL))
      );
      CREATE UNIQUE INDEX account_role_once ON account_role ("accountId", role, "brandId") NULLS NOT DISTINCT;

      CREATE TABLE auth_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "tokenHash" char(64) NOT NULL,
        "accountId" uuid NOT NULL REFERENCES account(id) ON DELETE CASCADE,
        "createdAt" timestamptz NOT NULL DEFAULT now(),
        "expiresAt" timestamptz NOT NULL
      );
      CREATE UNIQUE INDEX auth_session_token ON auth_session ("tokenHash");
      CREATE INDEX auth_session_account ON auth_session ("accountId");

      ALTER TABLE game ADD COLUMN "creatorAccountId" uuid REFERENCES account(id) ON DELETE SET NULL;
      CREATE INDEX game_creator ON game ("creatorAccountId") WHERE "creatorAccountId" IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE game DROP COLUMN "creatorAccountId";
      DROP TABLE auth_session;
      DROP TABLE account_role;
      DROP TABLE account;
    `);
  }
}
