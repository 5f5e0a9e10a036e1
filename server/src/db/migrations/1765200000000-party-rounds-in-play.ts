import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The rounds not revealed yet, by home: a solo guess and every draw ask whether a home is in play in a party
 * (`modules/party/homes-in-play.ts`), and only the rounds of rooms being played are in this index.
 */
export class PartyRoundsInPlay1765200000000 implements MigrationInterface {
  name = 'PartyRoundsInPlay1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX party_round_unrevealed ON party_round ("gameListingId") WHERE "revealedAt" IS NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX party_round_unrevealed`);
  }
}
