import type { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1764100000000 implements MigrationInterface {
  name = 'InitialSchema1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE brand (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar NOT NULL UNIQUE,
        "displayName" varchar NOT NULL,
        description varchar NOT NULL DEFAULT '',
        tagline varchar NOT NULL DEFAULT '',
        "brandColors" jsonb NOT NULL,
        "isDefault" boolean NOT NULL DEFAULT false,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX brand_single_default ON brand ("isDefault") WHERE "isDefault";

      CREATE TABLE listing (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "sourceRef" varchar NOT NULL,
        title varchar NOT NULL,
        "addressLine" varchar NOT NULL,
        city varchar NOT NULL,
        region varchar NOT NULL,
        "postalCode" varchar NOT NULL,
        country char(2) NOT NULL,
        latitude double precision NOT NULL,
        longitude double precision NOT NULL,
        "propertyType" text NOT NULL,
        bedrooms smallint NOT NULL CHECK (bedrooms >= 0),
        bathrooms real NOT NULL CHECK (bathrooms >= 0),
        "floorAreaSqft" integer NOT NULL CHECK ("floorAreaSqft" > 0),
        "lotAreaSqft" integer,
        "yearBuilt" smallint,
        tenure text,
        description text NOT NULL DEFAULT '',
        "actualPrice" integer NOT NULL CHECK ("actualPrice" > 0),
        currency char(3) NOT NULL,
        "priceKind" text NOT NULL CHECK ("priceKind" IN ('sold', 'asking')),
        "priceDate" date NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX listing_source_ref ON listing ("sourceRef");
      CREATE INDEX listing_region ON listing (region);

      CREATE TABLE game (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "brandId" uuid NOT NULL REFERENCES brand(id) ON DELETE CASCADE,
        slug varchar NOT NULL,
        title varchar NOT NULL,
        description text NOT NULL DEFAULT '',
        variant text NOT NULL DEFAULT 'public',
        "roundCount" smallint NOT NULL CHECK ("roundCount" BETWEEN 1 AND 50),
        regions text[] NOT NULL DEFAULT '{}',
        "leaderboardEnabled" boolean NOT NULL DEFAULT true,
        "startsAt" timestamptz,
        "endsAt" timestamptz,
        "scoringMode" text NOT NULL DEFAULT 'bands' CHECK ("scoringMode" IN ('bands', 'log')),
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX game_brand_slug ON game ("brandId", slug);

      CREATE TABLE game_listing (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "gameId" uuid NOT NULL REFERENCES game(id) ON DELETE CASCADE,
        "listingId" uuid NOT NULL REFERENCES listing(id) ON DELETE CASCADE,
        position smallint NOT NULL,
        visible boolean NOT NULL DEFAULT true,
        "displayTitle" text
      );
      CREATE UNIQUE INDEX game_listing_position ON game_listing ("gameId", position);
      CREATE UNIQUE INDEX game_listing_listing ON game_listing ("gameId", "listingId");

      CREATE TABLE play_session (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "gameId" uuid NOT NULL REFERENCES game(id) ON DELETE CASCADE,
        "visitorId" char(64) NOT NULL,
        "playerName" varchar NOT NULL,
        "roundCount" smallint NOT NULL,
        "scoringMode" text NOT NULL,
        "totalPoints" integer NOT NULL DEFAULT 0,
        "guessCount" smallint NOT NULL DEFAULT 0,
        "startedAt" timestamptz NOT NULL DEFAULT now(),
        -- Milliseconds, as JavaScript dates and the Redis rank scores hold them, so every rank agrees.
        "completedAt" timestamptz(3)
      );
      CREATE INDEX play_session_visitor ON play_session ("visitorId", "startedAt");
      CREATE INDEX play_session_game_completed ON play_session ("gameId", "completedAt");

      CREATE TABLE guess (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "sessionId" uuid NOT NULL REFERENCES play_session(id) ON DELETE CASCADE,
        "gameListingId" uuid NOT NULL REFERENCES game_listing(id) ON DELETE CASCADE,
        "listingId" uuid NOT NULL REFERENCES listing(id) ON DELETE CASCADE,
        "visitorId" char(64) NOT NULL,
        amount integer NOT NULL CHECK (amount > 0),
        points smallint NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX guess_one_per_listing ON guess ("sessionId", "gameListingId");
      CREATE INDEX guess_game_listing ON guess ("gameListingId", "createdAt");
      CREATE INDEX guess_visitor_listing ON guess ("visitorId", "listingId");

      CREATE TABLE leaderboard_entry (
        "gameId" uuid NOT NULL REFERENCES game(id) ON DELETE CASCADE,
        "periodKey" text NOT NULL,
        "visitorId" char(64) NOT NULL,
        "sessionId" uuid NOT NULL REFERENCES play_session(id) ON DELETE CASCADE,
        "playerName" varchar NOT NULL,
        "totalPoints" integer NOT NULL,
        "guessCount" smallint NOT NULL,
        "completedAt" timestamptz(3) NOT NULL,
        PRIMARY KEY ("gameId", "periodKey", "visitorId")
      );
      CREATE INDEX leaderboard_entry_ranking
        ON leaderboard_entry ("gameId", "periodKey", "totalPoints" DESC, "completedAt" ASC);
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE leaderboard_entry;
      DROP TABLE guess;
      DROP TABLE play_session;
      DROP TABLE game_listing;
      DROP TABLE game;
      DROP TABLE listing;
      DROP TABLE brand;
    `);
  }
}
