import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What party rooms needed once players used them: a record of the prices a party reveal showed (GAME-RULES "Ranked
 * or practice": a home seen in a party is seen), a presenting host who does not play, who is connected, and the room
 * a finished one continues in ("play again").
 */
export class PartySeenAndPresence1764800000000 implements MigrationInterface {
  name = 'PartySeenAndPresence1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE price_seen (
        "visitorId" char(64) NOT NULL,
        "listingId" uuid NOT NULL REFERENCES listing(id) ON DELETE CASCADE,
        "seenAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("visitorId", "listingId")
      );
      -- The reveals so far, shown to the players seated then (as far as the rows still say).
      INSERT INTO price_seen ("visitorId", "listingId", "seenAt")
      SELECT player."visitorId", game_listing."listingId", min(round."revealedAt")
      FROM party_round round
      JOIN party_player player ON player."roomId" = round."roomId" AND NOT player.removed AND NOT player."left"
      JOIN game_listing ON game_listing.id = round."gameListingId"
      WHERE round."revealedAt" IS NOT NULL
      GROUP BY 1, 2;

      ALTER TABLE party_player
        ADD COLUMN plays boolean NOT NULL DEFAULT true,
        ADD COLUMN "lastSeenAt" timestamptz;
      CREATE INDEX party_player_present ON party_player ("lastSeenAt") WHERE "lastSeenAt" IS NOT NULL;

      ALTER TABLE party_room ADD COLUMN "nextRoomId" uuid REFERENCES party_room(id) ON DELETE SET NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE party_room DROP COLUMN "nextRoomId";
      DROP INDEX party_player_present;
      ALTER TABLE party_player DROP COLUMN plays, DROP COLUMN "lastSeenAt";
      DROP TABLE price_seen;
    `);
  }
}
