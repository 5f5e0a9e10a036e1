import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An account made in a browser played as that browser's visitor id (the hash of its visitor token), so the token
 * alone, with no session cookie (after logging out), still played as the account. Every account now plays as a
 * random id of its own, which no token hashes to: its rows in the game's tables move to it. The rank sets in Redis
 * name the old ids; the rank store reads sets under a new key (`boardKey`), rebuilt from `leaderboard_entry`.
 */
export class AccountPlayerIds1765230000000 implements MigrationInterface {
  name = 'AccountPlayerIds1765230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    // gen_random_uuid() draws from PostgreSQL's strong random source.
    await queryRunner.query(`
      CREATE TEMPORARY TABLE player_id_change ON COMMIT DROP AS
      SELECT "playerId" AS old,
             encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex') AS new
      FROM account
    `);
    for (const [table, column] of [
      ['play_session', 'visitorId'],
      ['guess', 'visitorId'],
      ['leaderboard_entry', 'visitorId'],
      ['price_seen', 'visitorId'],
      ['party_player', 'visitorId'],
      ['party_room', 'hostVisitorId'],
      ['account', 'playerId'],
    ])
      await queryRunner.query(
        `UPDATE ${table} t SET "${column}" = change.new FROM player_id_change change WHERE t."${column}" = change.old`,
      );
  }

  async down(): Promise<void> {
    // The old ids were the visitor tokens' hashes: going back would hand the accounts to those tokens again.
  }
}
