import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Under a table's name (its new name for `game_home`), something's old name and its new one. */
type Renaming = readonly [table: string, from: string, to: string];

const COLUMNS: Renaming[] = [
  ['guess', 'gameListingId', 'gameHomeId'],
  ['session_home', 'gameListingId', 'gameHomeId'],
  ['party_round', 'gameListingId', 'gameHomeId'],
  ['party_guess', 'playerId', 'partyPlayerId'],
  ['guess', 'visitorId', 'playerId'],
  ['leaderboard_entry', 'visitorId', 'playerId'],
  ['party_player', 'visitorId', 'playerId'],
  ['party_screen_viewer', 'visitorId', 'playerId'],
  ['play_session', 'visitorId', 'playerId'],
  ['price_seen', 'visitorId', 'playerId'],
  ['party_room', 'hostVisitorId', 'hostPlayerId'],
];

const CONSTRAINTS: Renaming[] = [
  ['game_home', 'game_listing_pkey', 'game_home_pkey'],
  ['game_home', 'game_listing_gameId_fkey', 'game_home_gameId_fkey'],
  ['game_home', 'game_listing_listingId_fkey', 'game_home_listingId_fkey'],
  ['guess', 'guess_gameListingId_fkey', 'guess_gameHomeId_fkey'],
  ['session_home', 'session_home_gameListingId_fkey', 'session_home_gameHomeId_fkey'],
  ['party_round', 'party_round_gameListingId_fkey', 'party_round_gameHomeId_fkey'],
  ['party_guess', 'party_guess_playerId_fkey', 'party_guess_partyPlayerId_fkey'],
];

const INDEXES: Renaming[] = [
  ['game_home', 'game_listing_listing', 'game_home_listing'],
  ['game_home', 'game_listing_position', 'game_home_position'],
  ['guess', 'guess_game_listing', 'guess_game_home'],
  ['guess', 'guess_one_per_listing', 'guess_one_per_game_home'],
  ['session_home', 'session_home_game_listing', 'session_home_game_home'],
  ['party_player', 'party_player_visitor', 'party_player_in_room'],
  ['play_session', 'play_session_visitor', 'play_session_player'],
];

/**
 * One name per thing (issue "The hallways"): a home in a game is a game home, as the API and the URLs say, not a
 * "game listing"; a player's id is `playerId` everywhere it is stored (the visitor token's hash, or an account's
 * player id once logged in), and `visitorId` means only the browser's token hash, which no table stores; a sealed
 * party guess names its seat's row as `partyPlayerId`. Renames only: no row changes.
 */
export class OneNamePerThing1765380000000 implements MigrationInterface {
  name = 'OneNamePerThing1765380000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE game_listing RENAME TO game_home`);
    await renameParts(queryRunner, (from, to) => [from, to]);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await renameParts(queryRunner, (from, to) => [to, from]);
    await queryRunner.query(`ALTER TABLE game_home RENAME TO game_listing`);
  }
}

/** Renames the columns, constraints and indexes one way or the other, while the game homes' table is `game_home`. */
async function renameParts(queryRunner: QueryRunner, direction: (from: string, to: string) => [string, string]) {
  for (const [table, from, to] of COLUMNS) {
    const [now, then] = direction(from, to);
    await queryRunner.query(`ALTER TABLE "${table}" RENAME COLUMN "${now}" TO "${then}"`);
  }
  for (const [table, from, to] of CONSTRAINTS) {
    const [now, then] = direction(from, to);
    await queryRunner.query(`ALTER TABLE "${table}" RENAME CONSTRAINT "${now}" TO "${then}"`);
  }
  for (const [, from, to] of INDEXES) {
    const [now, then] = direction(from, to);
    await queryRunner.query(`ALTER INDEX "${now}" RENAME TO "${then}"`);
  }
}
