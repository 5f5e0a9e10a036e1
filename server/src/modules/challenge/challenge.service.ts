import type { DataSource } from 'typeorm';
import {
  CHALLENGE_ROUNDS,
  challengeName,
  challengeWindow,
  type ChallengePeriod,
  type ChallengeWindow,
} from '@ballpark/common/challenge';
import { DomainError } from '@ballpark/common/errors';
import { challengeVariant, GAME_VARIANTS, variantRules } from '@ballpark/common/game-variants';
import { utcDayKey } from '@ballpark/common/leaderboard-period';
import type { RequestScope, SiteScope } from '../brand/request-scope';
import type { BrandEntity } from '../brand/brand.entity';
import type { GameEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import { wordsIn } from '../../i18n';
import type { PlaySessionEntity } from '../session/session.entity';
import type { SessionService } from '../session/session.service';
import { pickChallengeHomes } from './challenge-homes';

export interface Challenge {
  window: ChallengeWindow;
  game: GameEntity;
}

/** What the service takes as the time now; tests set it. */
export type Clock = () => Date;

const CHALLENGE_VARIANTS = GAME_VARIANTS.filter((variant) => variantRules(variant).challengePeriod !== null);

/**
 * The brand's daily and weekly challenges (GAME-RULES): each is a game of the one engine, made by the server the first
 * time its period is asked for, from the brand's homes, the same on every instance; a variant whose rules play it once
 * a player and close it at its period's end.
 */
export class ChallengeService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly sessions: SessionService,
    private readonly clock: Clock = () => new Date(),
  ) {}

  /** The brand's challenge of the period holding `now`, made once whichever instance asks first. */
  async current({ brand }: SiteScope, period: ChallengePeriod, now = this.clock()): Promise<Challenge> {
    const window = challengeWindow(period, now);
    const game = (await this.existing(brand, window.slug)) ?? (await this.create(brand, window));
    return { window, game };
  }

  /** The player's session of a challenge, if they have started it (null without a player). */
  mySession(game: GameEntity, playerId: string | null): Promise<PlaySessionEntity | null> {
    return playerId ? this.sessions.oneAttemptOf(game.id, playerId) : Promise.resolve(null);
  }

  /**
   * The player's daily streak: how many consecutive UTC days, up to today or yesterday (today's may be still to
   * play), they finished the brand's daily challenge on. 0 without a player.
   */
  async streak({ principal, brand }: RequestScope, now = this.clock()): Promise<number> {
    const { playerId } = principal;
    if (!playerId) return 0;
    // Consecutive days minus their place in the list, newest first, give one anchor for the whole run.
    const [row]: { streak: number }[] = await this.dataSource.query(
      `WITH days AS (
         SELECT DISTINCT (g."startsAt" AT TIME ZONE 'UTC')::date AS day
         FROM play_session s JOIN game g ON g.id = s."gameId"
         WHERE s."playerId" = $1 AND g."brandId" = $2 AND g.variant = $3 AND s."completedAt" IS NOT NULL
           AND (g."startsAt" AT TIME ZONE 'UTC')::date <= $4::date
       ), runs AS (
         SELECT day, day + (row_number() OVER (ORDER BY day DESC))::int AS anchor FROM days
       )
       SELECT count(*)::int AS streak FROM runs
       WHERE anchor = (SELECT anchor FROM runs ORDER BY day DESC LIMIT 1)
         AND (SELECT max(day) FROM days) >= $4::date - 1`,
      [playerId, brand.id, challengeVariant('daily'), utcDayKey(now)],
    );
    return row?.streak ?? 0;
  }

  private async existing(brand: BrandEntity, slug: string): Promise<GameEntity | null> {
    try {
      return await this.games.bySlug({ brand }, { slug: slug });
    } catch (error) {
      if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
      throw error;
    }
  }

  /**
   * Makes the period's game from the brand's homes (every visible home of its other games, in a stable order),
   * picked by a stream seeded with the brand and the period. Two instances making it at once write the same game;
   * the unique slug keeps the first, and the game and its homes are one statement, so none is seen half made.
   */
  private async create(brand: BrandEntity, window: ChallengeWindow): Promise<GameEntity> {
    const candidates: { id: string; region: string }[] = await this.dataSource.query(
      `SELECT DISTINCT l.id, l.region, l."sourceRef"
       FROM game g
       JOIN game_home gl ON gl."gameId" = g.id AND gl.visible
       JOIN listing l ON l.id = gl."listingId"
       WHERE g."brandId" = $1 AND g.variant <> ALL($2::text[]) AND g.status = 'published'
       ORDER BY l."sourceRef"`,
      [brand.id, CHALLENGE_VARIANTS],
    );
    const homes = pickChallengeHomes(candidates, CHALLENGE_ROUNDS[window.period], `${brand.name}:${window.slug}`);
    // The game is the brand's own, so its title and description are written once, in the brand's locale.
    const words = wordsIn(brand.locale).play;
    if (homes.length === 0) throw new DomainError('NOT_FOUND', words.noHomesForChallenge);
    await this.dataSource.query(
      `WITH game AS (
         INSERT INTO game ("brandId", slug, title, description, variant, "roundCount", regions, "leaderboardEnabled",
           "startsAt", "endsAt", "scoringMode")
         VALUES ($1, $2, $3, $4, $5, $6, $7, true, $8, $9, 'bands')
         ON CONFLICT ("brandId", slug) DO NOTHING
         RETURNING id
       )
       INSERT INTO game_home ("gameId", "listingId", position)
       SELECT game.id, home.id, home.position FROM game, unnest($10::uuid[]) WITH ORDINALITY AS home(id, position)`,
      [
        brand.id,
        window.slug,
        challengeName(window.period, window.startsAt, brand.locale),
        words.challengeDescription(homes.length, window.period),
        challengeVariant(window.period),
        homes.length,
        [...new Set(homes.map((home) => home.region))],
        window.startsAt,
        window.endsAt,
        homes.map((home) => home.id),
      ],
    );
    return this.games.bySlug({ brand }, { slug: window.slug });
  }
}
