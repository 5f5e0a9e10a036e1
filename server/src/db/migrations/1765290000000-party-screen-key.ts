import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A room's shared screen opens with a key its host holds, not with a seat: a TV that is nobody's player shows the room,
 * and the screen goes on when its host leaves. gen_random_uuid() is PostgreSQL's strong random (122 bits).
 */
export class PartyScreenKey1765290000000 implements MigrationInterface {
  name = 'PartyScreenKey1765290000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE party_room ADD COLUMN "screenKey" text NOT NULL DEFAULT replace(gen_random_uuid()::text, '-', '')`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE party_room DROP COLUMN "screenKey"`);
  }
}
