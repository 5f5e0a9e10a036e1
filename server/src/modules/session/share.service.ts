import { publicPlayerName } from '@ballpark/common/moderation';
import { CHALLENGE_PAGE_PATHS, challengeName, currentChallengeWords } from '@ballpark/common/challenge';
import { DomainError } from '@ballpark/common/errors';
import { variantRules, type GameVariant } from '@ballpark/common/game-variants';
import { gamePagePath } from '@ballpark/common/page-routes';
import {
  emojiFor,
  feedbackFor,
  MAX_POINTS_PER_GUESS,
  ratingFor,
  ratingWords,
  type PerformanceRating,
} from '@ballpark/common/scoring';
import { standingText, topPercent } from '@ballpark/common/standing';
import { wordsIn } from '../../i18n';
import type { SiteScope } from '../brand/request-scope';
import type { BrandEntity } from '../brand/brand.entity';
import type { BrandService } from '../brand/brand.service';
import type { GameEntity, GameHomeEntity } from '../game/game.entity';
import { gameHomeTitle } from '../game/game.mapper';
import type { GameService } from '../game/game.service';
import type { LeaderboardService } from '../leaderboard/leaderboard.service';
import type { SessionService } from './session.service';

const UNPLAYED_EMOJI = '⬜';

/** A result safe to post anywhere: scores, emojis and standing, and by construction no price and no guess. */
export interface ShareableResult {
  sessionId: string;
  playerName: string;
  gameSlug: string;
  gameTitle: string;
  totalPoints: number;
  maxPoints: number;
  rating: PerformanceRating;
  /** The rating in the brand's locale, as the share text and the card say it. */
  ratingWords: string;
  isComplete: boolean;
  /** False for a practice session: it has no rank and says so wherever it is shown. */
  ranked: boolean;
  rank: number | null;
  playerCount: number;
  /** The share of the board at or above this rank, 1-100 ("top 34%"), from TOP_PERCENT_MIN_PLAYERS on. */
  percentile: number | null;
  /** Where the run stands, in the one wording of @ballpark/common/standing (brand's locale); null when unranked. */
  standing: string | null;
  rounds: { round: number; points: number | null; emoji: string }[];
  shareText: string;
  playUrl: string;
}

/**
 * One home's result of a session (a roundup's per-home share), as safe to post as ShareableResult: the points, emoji
 * and feedback of the guess, never the guess or the price.
 */
export interface ShareableHomeResult {
  sessionId: string;
  playerName: string;
  gameSlug: string;
  gameTitle: string;
  /** The home in its game, shown as its game's variant shows homes: public facts only. */
  gameHome: GameHomeEntity;
  variant: GameVariant;
  homeTitle: string;
  /** Null while the home is not guessed. */
  points: number | null;
  emoji: string;
  feedback: string | null;
  /** How many of the session's homes are guessed, of how many. */
  guessCount: number;
  roundCount: number;
  shareText: string;
  playUrl: string;
}

/** The one source of a shareable result: the GraphQL type, the share page's meta tags and its card image. */
export class ShareService {
  constructor(
    private readonly sessions: SessionService,
    private readonly games: GameService,
    private readonly brands: BrandService,
    private readonly leaderboards: LeaderboardService,
  ) {}

  /** The result of a session of this brand (NOT_FOUND for another brand's), its links on the brand's own host. */
  async forSession(site: SiteScope, { sessionId }: { sessionId: string }): Promise<ShareableResult> {
    const { brand } = site;
    const session = await this.sessions.byId(site, { sessionId });
    const [game, rounds, standing] = await Promise.all([
      this.games.byId(session.gameId),
      this.sessions.rounds(session, null),
      this.leaderboards.standingOfSession(session),
    ]);
    const shareRounds = rounds.map(({ round, guess }) => ({
      round,
      points: guess?.points ?? null,
      emoji: guess ? emojiFor(guess.points) : UNPLAYED_EMOJI,
    }));
    const maxPoints = session.roundCount * MAX_POINTS_PER_GUESS;
    const rating = ratingFor(session.totalPoints, session.guessCount);
    const standingWords = standingText(standing, brand.locale);
    const playUrl = this.playUrl(game, brand);
    const shareText = [
      headline(game, brand),
      shareRounds.map((round) => round.emoji).join(''),
      [
        `${session.totalPoints}/${maxPoints}`,
        ratingWords(rating, brand.locale),
        session.ranked ? standingWords : wordsIn(brand.locale).share.practice,
      ]
        .filter(Boolean)
        .join(' · '),
      invitation(game, brand, playUrl),
    ].join('\n');
    return {
      sessionId: session.id,
      playerName: publicPlayerName(session.playerName, session.nameHiddenAt !== null, brand.locale),
      gameSlug: game.slug,
      gameTitle: game.title,
      totalPoints: session.totalPoints,
      maxPoints,
      rating,
      ratingWords: ratingWords(rating, brand.locale),
      isComplete: session.completedAt !== null,
      ranked: session.ranked,
      rank: standing.rank,
      playerCount: standing.playerCount,
      percentile: topPercent(standing),
      standing: standingWords,
      rounds: shareRounds,
      shareText,
      playUrl,
    };
  }

  /** One home's result in a session of this brand; NOT_FOUND when the session is another brand's or lacks the home. */
  async forSessionHome(
    site: SiteScope,
    { sessionId, gameHomeId }: { sessionId: string; gameHomeId: string },
  ): Promise<ShareableHomeResult> {
    const { brand } = site;
    const session = await this.sessions.byId(site, { sessionId });
    const [game, rounds] = await Promise.all([this.games.byId(session.gameId), this.sessions.rounds(session, null)]);
    const round = rounds.find((candidate) => candidate.gameHome.id === gameHomeId);
    if (!round) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.homeNotInSession);
    const { guess, gameHome } = round;
    const homeTitle = gameHomeTitle(gameHome, game.variant, brand.locale);
    const points = guess?.points ?? null;
    const emoji = guess ? emojiFor(guess.points) : UNPLAYED_EMOJI;
    // Feedback words come from the percentage off, banded: they say how close, not the price.
    const feedback = guess ? feedbackFor(guess.amount, gameHome.listing!.actualPrice, brand.locale) : null;
    const playUrl = this.playUrl(game, brand);
    const shareText = [
      headline(game, brand),
      `${homeTitle}: ${guess ? `${emoji} ${points}/${MAX_POINTS_PER_GUESS} · ${feedback}` : wordsIn(brand.locale).share.notGuessedYet}`,
      invitation(game, brand, playUrl),
    ].join('\n');
    return {
      sessionId: session.id,
      playerName: publicPlayerName(session.playerName, session.nameHiddenAt !== null, brand.locale),
      gameSlug: game.slug,
      gameTitle: game.title,
      gameHome,
      variant: game.variant,
      homeTitle,
      points,
      emoji,
      feedback,
      guessCount: session.guessCount,
      roundCount: session.roundCount,
      shareText,
      playUrl,
    };
  }

  /**
   * Where to play the game: its start page in its own variant, on the brand's host; for a challenge, which closes
   * with its period, the page of the period's current one.
   */
  private playUrl(game: GameEntity, brand: BrandEntity): string {
    const period = variantRules(game.variant).challengePeriod;
    const path = period
      ? CHALLENGE_PAGE_PATHS[period]
      : gamePagePath(game.variant, 'gameStart', { gameSlug: game.slug });
    return `${this.brands.origin(brand)}${path}`;
  }
}

/** The share text's first line: the site it was played on, the game, and for a challenge which day or week it was. */
function headline(game: GameEntity, brand: BrandEntity): string {
  const period = variantRules(game.variant).challengePeriod;
  return `${brand.displayName}: ${period && game.startsAt ? challengeName(period, game.startsAt, brand.locale) : game.title}`;
}

/** The share text's last line, which asks its readers to play. */
function invitation(game: GameEntity, brand: BrandEntity, playUrl: string): string {
  const period = variantRules(game.variant).challengePeriod;
  const words = wordsIn(brand.locale).share;
  const ask = period ? words.playCurrentChallenge(currentChallengeWords(period, brand.locale)) : words.canYouBeatMe;
  return `${ask} ${playUrl}`;
}
