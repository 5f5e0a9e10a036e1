import { playRefusal } from '@ballpark/common/play-refusals';
import type { DataSource, EntityManager, Repository } from 'typeorm';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { currentChallengeWords } from '@ballpark/common/challenge';
import { DomainError } from '@ballpark/common/errors';
import { cleanPlayerName } from '@ballpark/common/player-name';
import { GUEST_PLAYER_NAMES, isClosed, scoringModeOf, variantRules } from '@ballpark/common/game-variants';
import { holdGuestPlayMoves } from '../account/guest-play';
import type { RequestScope, SiteScope } from '../brand/request-scope';
import { requirePlayer } from '../../policies/visitor-token';
import type { GameEntity, GameHomeEntity } from '../game/game.entity';
import { wordsIn } from '../../i18n';
import type { GameService } from '../game/game.service';
import type { GuessEntity } from '../guess/guess.entity';
import type { GuessService } from '../guess/guess.service';
import { listingsInPlay } from '../party/homes-in-play';
import { drawHomes } from './draw-homes';
import { consumeEntryToken, gameIdOfEntryToken, tokenRefused } from './entry-tokens';
import type { SessionPlans } from './session-plans';
import { PlaySessionEntity } from './session.entity';

export const PLAYER_NAME_MAX_LENGTH = 40;

/** A round as a viewer may see it: `revealed` says whether its guess amount and actual price may be shown. */
export interface RoundView {
  round: number;
  gameHome: GameHomeEntity;
  guess: GuessEntity | null;
  revealed: boolean;
}

export class SessionService {
  private readonly sessions: Repository<PlaySessionEntity>;

  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly guesses: GuessService,
    private readonly plans: SessionPlans,
  ) {
    this.sessions = dataSource.getRepository(PlaySessionEntity);
  }

  /**
   * Starts a session on homes drawn for this player; it is ranked when none of their prices was shown to them. The
   * name is given here, or, where the variant asks it at the end, later (`name`); a game entered by token uses one.
   */
  async start(
    scope: RequestScope,
    { gameSlug }: { gameSlug: string },
    rawName: string | null,
    entryToken: string | null = null,
  ): Promise<PlaySessionEntity> {
    const { brand } = scope;
    const playerId = requirePlayer(scope.principal.playerId);
    const game = await this.games.bySlug({ brand }, { slug: gameSlug });
    const words = wordsIn(brand.locale).play;
    const askName = variantRules(game.variant).askName;
    if (askName === 'at_end' && rawName !== null) throw new DomainError('BAD_USER_INPUT', words.nameAtEnd);
    // A guest's session is stored under the guest name of its brand's locale: its board is that brand's.
    const playerName =
      askName === 'at_end' ? GUEST_PLAYER_NAMES[brand.locale] : normalisePlayerName(rawName ?? '', brand.locale);
    if (isClosed(game)) throw playRefusal('GAME_CLOSED', words.gameClosed);
    if (!this.games.isOpen(game)) throw playRefusal('GAME_NOT_OPEN', words.gameNotOpen);
    const { homes, ranked } = await this.draw(game, playerId);
    if (homes.length === 0) throw playRefusal('NO_HOMES', words.noHomes);
    const scoringMode = scoringModeOf(game);
    const { oneAttempt } = variantRules(game.variant);
    const insert = async (manager: EntityManager) => {
      // Where the game is played once, its unique index keeps one session a player: a start that finds one (even one
      // committed by a concurrent start) inserts nothing.
      const [inserted]: (Record<string, unknown> & { id: string })[] = await manager.query(
        `WITH session AS (
           INSERT INTO play_session ("gameId", "playerId", "playerName", "roundCount", "scoringMode", ranked, "oneAttempt")
           VALUES ($1, $2, $3, $4, $5, $6, $8)
           ON CONFLICT ("gameId", "playerId") WHERE "oneAttempt" DO NOTHING
           RETURNING *
         ), homes AS (
           INSERT INTO session_home ("sessionId", round, "gameHomeId")
           SELECT session.id, home.round, home.id FROM session, unnest($7::uuid[]) WITH ORDINALITY AS home(id, round)
         )
         SELECT * FROM session`,
        [game.id, playerId, playerName, homes.length, scoringMode, ranked, homes.map((home) => home.id), oneAttempt],
      );
      if (!inserted) throw await this.secondAttempt(game, playerId, brand.locale);
      return inserted;
    };
    const row =
      game.entryByToken || oneAttempt
        ? await this.dataSource.transaction(async (manager) => {
            // A log-in moving a guest's session of this game to the player waits for this start, or this start for it.
            if (oneAttempt) await holdGuestPlayMoves(manager, playerId);
            const inserted = await insert(manager);
            // The token is used after the insert, as it points at the session; a refused token rolls the session back.
            if (game.entryByToken) await consumeEntryToken(manager, game.id, entryToken, inserted.id, brand.locale);
            return inserted;
          })
        : await insert(this.dataSource.manager);
    const session = this.sessions.create(row as Partial<PlaySessionEntity>);
    this.plans.remember(session.id, {
      playerId: playerId,
      gameId: game.id,
      scoringMode,
      homeIds: homes.map((home) => home.id),
    });
    return session;
  }

  /** The refusal of a second session of a game played once: it names the player's session, to show its result. */
  private async secondAttempt(game: GameEntity, playerId: string, locale: BrandLocale): Promise<DomainError> {
    const first = await this.oneAttemptOf(game.id, playerId);
    const period = variantRules(game.variant).challengePeriod;
    const words = wordsIn(locale).play;
    const what = period ? currentChallengeWords(period, locale) : words.thisGame;
    return new DomainError('CONFLICT', words.alreadyPlayed(what), first ? { sessionId: first.id } : {});
  }

  /** The player's session of a game played once a player, if they have started it. */
  async oneAttemptOf(gameId: string, playerId: string): Promise<PlaySessionEntity | null> {
    return this.sessions.findOne({ where: { gameId, playerId: playerId, oneAttempt: true } });
  }

  /**
   * Starts a session of the game an entry token belongs to, using the token (`start`). Where that game asks the name
   * at the end, the name given now is left for then, as the player could not know.
   */
  async startWithToken(
    scope: RequestScope,
    { entryToken }: { entryToken: string },
    rawName: string | null,
  ): Promise<PlaySessionEntity> {
    const { brand } = scope;
    // No answer may tell a live token from a dead one without using it: what the caller sent is checked before the
    // token is looked up, and a live token whose game cannot start now is refused as an unknown one is.
    const name = normalisePlayerName(rawName ?? '', brand.locale);
    const game = await this.games.byId(await gameIdOfEntryToken(this.dataSource, brand, entryToken));
    if (isClosed(game) || !this.games.isOpen(game)) throw tokenRefused(brand.locale);
    const playerName = variantRules(game.variant).askName === 'at_end' ? null : name;
    return this.start(scope, { gameSlug: game.slug }, playerName, entryToken);
  }

  /**
   * Names a guest-first session once it is complete (the variant asks the name at the end): its own player only,
   * once. Its board entries take the name too.
   */
  async name(scope: RequestScope, { sessionId }: { sessionId: string }, rawName: string): Promise<PlaySessionEntity> {
    const { brand } = scope;
    const playerId = requirePlayer(scope.principal.playerId);
    const words = wordsIn(brand.locale).play;
    const playerName = normalisePlayerName(rawName, brand.locale);
    const session = await this.byId(scope, { sessionId });
    if (session.playerId !== playerId) throw playRefusal('NOT_YOUR_SESSION', words.notYourSession);
    const game = await this.games.byId(session.gameId);
    if (variantRules(game.variant).askName !== 'at_end') throw new DomainError('BAD_USER_INPUT', words.nameTaken);
    if (session.completedAt === null) throw new DomainError('BAD_USER_INPUT', words.finishFirst);
    const [row]: Record<string, unknown>[] = await this.dataSource.query(
      `WITH named AS (
         UPDATE play_session SET "playerName" = $2, "namedAt" = now()
         WHERE id = $1 AND "namedAt" IS NULL RETURNING *
       ), entries AS (
         UPDATE leaderboard_entry e SET "playerName" = named."playerName" FROM named WHERE e."sessionId" = named.id
       )
       SELECT * FROM named`,
      [sessionId, playerName],
    );
    if (!row) throw new DomainError('CONFLICT', words.alreadyNamed);
    return this.sessions.create(row as Partial<PlaySessionEntity>);
  }

  /** Whether a session this player started now would be ranked (for the start page; null: no player yet). */
  async nextSessionRanked(game: GameEntity, playerId: string | null): Promise<boolean> {
    return (await this.draw(game, playerId)).ranked;
  }

  private async draw(game: GameEntity, playerId: string | null) {
    const pool = await this.games.pool(game.id);
    const listingIds = pool.map((gameHome) => gameHome.listingId);
    const [seen, inPlay] = await Promise.all([
      this.guesses.pricesSeenBy(playerId, listingIds),
      listingsInPlay(this.dataSource, listingIds),
    ]);
    const isSeen = (gameHome: GameHomeEntity) => seen.has(gameHome.listingId);
    const homes = drawHomes(pool, game.roundCount, isSeen, (gameHome) => inPlay.has(gameHome.listingId));
    return { homes, ranked: !homes.some(isSeen) };
  }

  /** A session of a game of this brand: another brand's is not found, as a missing one is. */
  async byId({ brand }: SiteScope, { sessionId }: { sessionId: string }): Promise<PlaySessionEntity> {
    const session = await this.sessions.findOne({ where: { id: sessionId, game: { brandId: brand.id } } });
    if (!session) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).play.noSuchSession);
    return session;
  }

  /** The caller's own sessions of this brand's games, newest first: none for a caller with no player id. */
  async mine({ principal, brand }: RequestScope, limit: number): Promise<PlaySessionEntity[]> {
    if (!principal.playerId) return [];
    return this.sessions.find({
      where: { playerId: principal.playerId, game: { brandId: brand.id } },
      order: { startedAt: 'DESC' },
      take: limit,
      relations: { game: true },
    });
  }

  /** The session's own homes, in round order. */
  async homes(session: Pick<PlaySessionEntity, 'id' | 'gameId'>): Promise<GameHomeEntity[]> {
    const ids = (await this.plans.of(session.id))?.homeIds ?? [];
    const homes = await Promise.all(ids.map((id) => this.games.listingInGame(session.gameId, id)));
    return homes.filter((home) => home !== undefined);
  }

  /**
   * Where a guess leaves its session: the round it locked and the next round to play (null once every home is
   * guessed). From the session's cached homes and the homes guessed so far, so answering a guess needs no query.
   */
  async afterGuess(
    session: Pick<PlaySessionEntity, 'id' | 'gameId'>,
    gameHomeId: string,
    guessedGameHomeIds: readonly string[],
  ): Promise<{ round: number; nextRound: RoundView | null }> {
    const homes = await this.homes(session);
    const guessed = new Set(guessedGameHomeIds);
    const next = homes.findIndex((home) => !guessed.has(home.id));
    return {
      round: homes.findIndex((home) => home.id === gameHomeId) + 1,
      nextRound: next < 0 ? null : { round: next + 1, gameHome: homes[next], guess: null, revealed: false },
    };
  }

  async rounds(session: PlaySessionEntity, viewerId: string | null): Promise<RoundView[]> {
    const [gameHomes, guesses] = await Promise.all([this.homes(session), this.guesses.ofSession(session.id)]);
    const guessByGameHome = new Map(guesses.map((guess) => [guess.gameHomeId, guess]));
    const revealedListingIds =
      viewerId === session.playerId
        ? new Set(guesses.map((guess) => guess.listingId))
        : await this.guesses.pricesSeenBy(
            viewerId,
            gameHomes.map((gameHome) => gameHome.listingId),
          );
    return gameHomes.map((gameHome, index) => {
      const guess = guessByGameHome.get(gameHome.id) ?? null;
      return {
        round: index + 1,
        gameHome,
        guess,
        revealed: guess !== null && revealedListingIds.has(gameHome.listingId),
      };
    });
  }
}

/** A player's name shown to others: cleaned, then 1-40 characters; refused in the brand's locale. */
export function normalisePlayerName(raw: string, locale: BrandLocale): string {
  // The name is escaped wherever it is shown.
  const name = cleanPlayerName(raw);
  const words = wordsIn(locale).play;
  if (name.length === 0) throw new DomainError('BAD_USER_INPUT', words.enterPlayerName);
  if (name.length > PLAYER_NAME_MAX_LENGTH)
    throw new DomainError('BAD_USER_INPUT', words.longPlayerName(PLAYER_NAME_MAX_LENGTH));
  return name;
}
