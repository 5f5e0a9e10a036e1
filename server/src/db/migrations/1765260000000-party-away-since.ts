import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a player's connection dropped (`PartyPresence`): a round no longer waits for players away, and a host away
 * for a while hands the room on (`PartyClock`).
 */
export class PartyAwaySince1765260000000 implements MigrationInterface {
  name = 'PartyAwaySince1765260000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE party_player ADD COLUMN "awaySince" timestamptz;
      CREATE INDEX party_player_away ON party_player ("awaySince") WHERE "awaySince" IS NOT NULL;
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      DROP INDEX party_player_away;
      ALTER TABLE party_player DROP COLUMN "awaySince";
    `);
  }
}
