import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The devices that opened a room's shared screen with its key (a TV that is nobody's seat): each reveal shows them its
 * price, so the reveal records it as seen by them as it does for the seated players (GAME-RULES "Ranked or practice").
 */
export class PartyScreenViewers1765320000000 implements MigrationInterface {
  name = 'PartyScreenViewers1765320000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE party_screen_viewer (
        "roomId" uuid NOT NULL REFERENCES party_room(id) ON DELETE CASCADE,
        "visitorId" char(64) NOT NULL,
        "openedAt" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("roomId", "visitorId")
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE party_screen_viewer`);
  }
}
