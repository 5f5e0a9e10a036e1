import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Party rooms (GAME-RULES "Party mode"): the whole state of a room lives here, so any instance can serve it and the
 * deadlines keep firing when the instance that started a room is gone (`PartySweeper`).
 */
export class PartyRooms1764700000000 implements MigrationInterface {
  name = 'PartyRooms1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE party_room (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code char(4) NOT NULL,
        "brandId" uuid NOT NULL REFERENCES brand(id) ON DELETE CASCADE,
        "gameId" uuid NOT NULL REFERENCES game(id) ON DELETE CASCADE,
        "hostVisitorId" char(64) NOT NULL,
        "roundCount" smallint NOT NULL CHECK ("roundCount" IN (3, 5, 10)),
        "roundSeconds" smallint NOT NULL CHECK ("roundSeconds" BETWEEN 10 AND 120),
        "scoringMode" text NOT NULL,
        status text NOT NULL DEFAULT 'lobby' CHECK (status IN ('lobby', 'playing', 'finished')),
        "currentRound" smallint NOT NULL DEFAULT 0,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX party_room_open_code ON party_room (code) WHERE status <> 'finished';
      CREATE INDEX party_room_code ON party_room (code, "createdAt");
      CREATE INDEX party_room_playing ON party_room (id) WHERE status = 'playing';
      CREATE INDEX party_room_lobby ON party_room ("createdAt") WHERE status = 'lobby';

      CREATE TABLE party_player (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "roomId" uuid NOT NULL REFERENCES party_room(id) ON DELETE CASCADE,
        "visitorId" char(64) NOT NULL,
        name text NOT NULL,
        seat smallint NOT NULL,
        score integer NOT NULL DEFAULT 0,
        removed boolean NOT NULL DEFAULT false,
        "left" boolean NOT NULL DEFAULT false,
        "joinedAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX party_player_visitor ON party_player ("roomId", "visitorId");
      CREATE UNIQUE INDEX party_player_seat ON party_player ("roomId", seat);
      CREATE UNIQUE INDEX party_player_name ON party_player ("roomId", lower(name));

      CREATE TABLE party_round (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "roomId" uuid NOT NULL REFERENCES party_room(id) ON DELETE CASCADE,
        number smallint NOT NULL,
        "gameListingId" uuid NOT NULL REFERENCES game_listing(id) ON DELETE CASCADE,
        "openedAt" timestamptz,
        deadline timestamptz,
        "revealedAt" timestamptz
      );
      CREATE UNIQUE INDEX party_round_number ON party_round ("roomId", number);
      CREATE INDEX party_round_due ON party_round (deadline) WHERE "revealedAt" IS NULL AND deadline IS NOT NULL;

      CREATE TABLE party_guess (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        "roomId" uuid NOT NULL REFERENCES party_room(id) ON DELETE CASCADE,
        "roundId" uuid NOT NULL REFERENCES party_round(id) ON DELETE CASCADE,
        "playerId" uuid NOT NULL REFERENCES party_player(id) ON DELETE CASCADE,
        amount integer NOT NULL,
        points smallint NOT NULL,
        "createdAt" timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX party_guess_one_per_round ON party_guess ("roundId", "playerId");
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP TABLE party_guess;
      DROP TABLE party_round;
      DROP TABLE party_player;
      DROP TABLE party_room;
    `);
  }
}
