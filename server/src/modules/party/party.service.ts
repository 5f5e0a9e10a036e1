import type { DataSource, EntityManager } from 'typeorm';
import { DomainError } from '@ballpark/common/errors';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { playerNameKey } from '@ballpark/common/player-name';
import { isClosed, scoringModeOf } from '@ballpark/common/game-variants';
import { normaliseJoinCode, PARTY_LIMITS, type PartyRefusalReason } from '@ballpark/common/party-rules';
import { wordsIn, type ServerWords } from '../../i18n';
import type { RequestScope } from '../brand/request-scope';
import type { BrandEntity } from '../brand/brand.entity';
import type { GameEntity, GameHomeEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import type { GuessService } from '../guess/guess.service';
import { scoredGuess } from '../guess/scored-guess';
import { drawHomes } from '../session/draw-homes';
import { normalisePlayerName } from '../session/session.service';
import { requirePlayer } from '../../policies/visitor-token';
import { listingsInPlay } from './homes-in-play';
import { isScreenKey, newJoinCode, newScreenKey } from './join-code';
import { awaitedPlayers, recordRevealSeenOnJoin, type PartyClock } from './party-clock';
import {
  fromJson,
  readRoomOfCode,
  readRooms,
  type PartyRoomEvents,
  type RoomReading,
  type RoomReadingJson,
} from './party-readings';
import { PartyGuessEntity, PartyPlayerEntity, PartyRoomEntity, PartyRoundEntity } from './party.entity';

/** Seats are numbered from 1 as players come (a smallint): a higher number is no seat at all. */
const SEAT_MAX = 32_767;

/** Draws of a free code before giving up: 10,000 codes, so a clash of several in a row means the rooms are full. */
const CODE_ATTEMPTS = 8;

export interface CreatePartyRoom {
  gameSlug: string;
  roundCount: number;
  roundSeconds: number;
  hostName: string;
  /** False: the host presents on a shared screen and does not play. */
  hostPlays: boolean;
}

/** A room with the viewer's own seat, for building the viewer's view (`partyRoomView`). */
export interface PartyMembership {
  room: PartyRoomEntity;
  /** Null: the room's shared screen, opened with its key by a visitor with no seat in it. */
  viewer: PartyPlayerEntity | null;
}

/**
 * The rules of party rooms (GAME-RULES "Party mode"). Every change is committed, then published on the room's topic;
 * reveals and timed changes are the clock's (`PartyClock`).
 */
export class PartyService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly games: GameService,
    private readonly guesses: GuessService,
    private readonly clock: PartyClock,
    private readonly events: PartyRoomEvents,
  ) {}

  async create({ principal, brand }: RequestScope, request: CreatePartyRoom): Promise<PartyRoomEntity> {
    const playerId = requirePlayer(principal.playerId);
    if (!(PARTY_LIMITS.roundCounts as readonly number[]).includes(request.roundCount))
      throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).party.roundCounts);
    const { min, max } = PARTY_LIMITS.roundSeconds;
    if (!Number.isInteger(request.roundSeconds) || request.roundSeconds < min || request.roundSeconds > max)
      throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).party.roundSeconds(min, max));
    const hostName = normalisePlayerName(request.hostName, brand.locale);
    const game = await this.games.bySlug({ brand }, { slug: request.gameSlug });
    this.requirePartyPlayable(game, brand);
    const poolSize = (await this.games.pool(game.id)).length;
    if (poolSize < request.roundCount)
      throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).party.fewerRounds(poolSize));
    return this.dataSource.transaction(async (manager) => {
      const room = await this.insertRoom(manager, brand.locale, {
        brandId: brand.id,
        gameId: game.id,
        hostPlayerId: playerId,
        roundCount: request.roundCount,
        roundSeconds: request.roundSeconds,
        scoringMode: scoringModeOf(game),
        screenKey: newScreenKey(),
      });
      await manager.insert(PartyPlayerEntity, {
        roomId: room.id,
        playerId,
        name: hostName,
        seat: 1,
        plays: request.hostPlays,
      });
      return room;
    });
  }

  /**
   * "Play again": the host of a finished room opens the next one, same game, rounds and timer, with the same group
   * seated in the same seats (scores back to 0); its homes are drawn when it starts, so those just revealed, now seen,
   * come last. The finished room points to it, so every player's screen follows; asking twice gives the same room.
   */
  async playAgain({ principal, brand }: RequestScope, { code }: { code: string }): Promise<PartyRoomEntity> {
    const playerId = requirePlayer(principal.playerId);
    const { finished, next } = await this.dataSource.transaction(async (manager) => {
      const room = await this.roomByCode(manager, brand, code, true);
      if (!room) throw noSuchRoom(brand.locale);
      this.requireHost(room, playerId, 'playAgain', brand.locale);
      if (room.status !== 'finished' || room.currentRound === 0)
        throw new DomainError('CONFLICT', wordsIn(brand.locale).party.playAgainWhenFinished);
      if (room.nextRoomId)
        return { finished: room, next: await manager.findOneByOrFail(PartyRoomEntity, { id: room.nextRoomId }) };
      const game = await this.games.byId(room.gameId);
      this.requirePartyPlayable(game, brand);
      const nextRoom = await this.insertRoom(manager, brand.locale, {
        brandId: room.brandId,
        gameId: room.gameId,
        hostPlayerId: room.hostPlayerId,
        roundCount: room.roundCount,
        roundSeconds: room.roundSeconds,
        scoringMode: scoringModeOf(game),
        // The same screen goes on showing the group in its next room.
        screenKey: room.screenKey,
      });
      const group = await this.seatedPlayers(manager, room.id);
      await manager.insert(
        PartyPlayerEntity,
        group.map(({ playerId: player, name, seat, plays }) => ({
          roomId: nextRoom.id,
          playerId: player,
          name,
          seat,
          plays,
        })),
      );
      await manager.update(PartyRoomEntity, { id: room.id }, { nextRoomId: nextRoom.id });
      return { finished: room, next: nextRoom };
    });
    this.publish(finished.id);
    return next;
  }

  /** Joins a room, or comes back to it: a returning visitor gets their seat and score back (and keeps their name). */
  async join(
    { principal, brand }: RequestScope,
    { code: typedCode }: { code: string },
    rawName: string,
  ): Promise<RoomReading> {
    const playerId = requirePlayer(principal.playerId);
    const name = normalisePlayerName(rawName, brand.locale);
    const membership = await this.dataSource.transaction(async (manager) => {
      // The room's row is locked, so joins to one room take turns: the seat count and the free seats stay true.
      const room = await this.openRoomForUpdate(manager, brand, typedCode);
      const players = await manager.find(PartyPlayerEntity, { where: { roomId: room.id } });
      const returning = players.find((player) => player.playerId === playerId);
      if (returning?.removed) throw removedByHost(brand.locale);
      if (returning && !returning.left) return { room, viewer: returning };
      // A presenting host takes no player's seat.
      const seated = players.filter((player) => player.plays && !player.removed && !player.left);
      if (seated.length >= PARTY_LIMITS.maxPlayers) throw roomFull(brand.locale);
      // Whoever comes in while a reveal is on screen sees its price.
      await recordRevealSeenOnJoin(manager, room.id, playerId);
      if (returning) {
        await manager.update(PartyPlayerEntity, { id: returning.id }, { left: false });
        return { room, viewer: { ...returning, left: false } };
      }
      // Names that read the same (case, spaces, look-alike forms, invisible characters) would look alike on the board.
      const key = playerNameKey(name);
      if (players.some((player) => playerNameKey(player.name) === key)) throw nameTaken(name, brand.locale);
      const seat = Math.max(0, ...players.map((player) => player.seat)) + 1;
      // The index compares names with PostgreSQL's lower(), which folds letters JavaScript's does not (İ and i, a final
      // Σ): a name it finds taken inserts nothing, and is refused as above, with no failed statement.
      const [inserted]: PartyPlayerEntity[] = await manager.query(
        `INSERT INTO party_player ("roomId", "playerId", name, seat) VALUES ($1, $2, $3, $4)
         ON CONFLICT ("roomId", lower(name)) DO NOTHING RETURNING *`,
        [room.id, playerId, name, seat],
      );
      if (!inserted) throw nameTaken(name, brand.locale);
      return { room, viewer: manager.create(PartyPlayerEntity, inserted) };
    });
    return this.events.changed(membership.room.id);
  }

  /** The host starts the game: the rounds' homes are drawn and the first round opens. */
  async start({ principal, brand }: RequestScope, { code }: { code: string }): Promise<RoomReading> {
    const playerId = requirePlayer(principal.playerId);
    const roomId = await this.dataSource.transaction(async (manager) => {
      const room = await this.openRoomForUpdate(manager, brand, code);
      this.requireHost(room, playerId, 'start', brand.locale);
      if (room.status !== 'lobby') throw new DomainError('CONFLICT', wordsIn(brand.locale).party.started);
      this.requirePartyPlayable(await this.games.byId(room.gameId), brand);
      const players = await this.seatedPlayers(manager, room.id);
      if (!players.some((player) => player.plays))
        throw partyRefusal('NEEDS_A_PLAYER', wordsIn(brand.locale).party.needsAPlayer);
      const homes = await this.drawHomes(room, players, brand.locale);
      await manager.query(
        `INSERT INTO party_round ("roomId", number, "gameHomeId", "openedAt", deadline)
         SELECT $1, home.number, home.id,
                CASE WHEN home.number = 1 THEN now() END,
                CASE WHEN home.number = 1 THEN now() + make_interval(secs => $3) END
         FROM unnest($2::uuid[]) WITH ORDINALITY AS home(id, number)`,
        [room.id, homes.map((home) => home.id), room.roundSeconds],
      );
      await manager.update(PartyRoomEntity, { id: room.id }, { status: 'playing', currentRound: 1 });
      return room.id;
    });
    return this.events.changed(roomId);
  }

  /**
   * A sealed guess for the current round: once, before its deadline, by a player seated when it opened. Returns the
   * room as read after the guess (and the reveal it completed, if it did).
   *
   * The room, the seat and the round come in one reading (one statement), the guess is one statement, and the room as
   * read after it (one statement) is the answer and the event; the round's last guess reveals it
   * (`PartyClock.revealIfAllGuessed`, which checks again in SQL and reveals exactly once) and the room read again is
   * the answer and the event, told once: a round revealed meanwhile by another is theirs to tell.
   */
  async guess(scope: RequestScope, { code }: { code: string }, amount: number): Promise<RoomReading> {
    const { brand } = scope;
    const playerId = requirePlayer(scope.principal.playerId);
    const normalised = normaliseJoinCode(code);
    const reading = normalised && (await readRoomOfCode(this.dataSource, { brandId: brand.id, code: normalised }));
    if (!reading) throw noSuchRoom(brand.locale);
    const { room, players } = reading;
    const viewer = seatOf(room, players, playerId, brand.locale);
    const round = room.status === 'playing' ? reading.round : null;
    const words = wordsIn(brand.locale).party;
    if (!round?.openedAt) throw partyRefusal('NO_ROUND_OPEN', words.noRound);
    if (!viewer.plays) throw partyRefusal('PRESENTING', words.presenting);
    if (viewer.joinedAt > round.openedAt) throw partyRefusal('JOINED_MID_ROUND', words.joinedMidRound);
    const gameHome = await this.games.listingInGame(room.gameId, round.gameHomeId);
    const points = scoredGuess(amount, gameHome!.listing!, room.scoringMode, brand.locale);
    // FOR SHARE holds the round while the guess commits: a reveal waits for it (and scores it), and a guess that
    // comes after the reveal finds the round revealed and inserts nothing.
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO party_guess ("roomId", "roundId", "partyPlayerId", amount, points)
       SELECT $1, round.id, $3, $4, $5 FROM party_round round
       WHERE round.id = $2 AND round."revealedAt" IS NULL AND round.deadline > now()
       FOR SHARE
       ON CONFLICT ("roundId", "partyPlayerId") DO NOTHING RETURNING id`,
      [room.id, round.id, viewer.id, amount, points],
    );
    if (inserted.length === 0) {
      const already = await this.dataSource.manager.exists(PartyGuessEntity, {
        where: { roundId: round.id, partyPlayerId: viewer.id },
      });
      throw already ? new DomainError('CONFLICT', words.alreadyGuessed) : partyRefusal('TIME_UP', words.timeUp);
    }
    // Read after the guess committed, as the reveal's own condition is: of two last guesses, the later reads both.
    let after = await this.events.read(room.id);
    let revealedHere = false;
    const revealedAlready = (reading: RoomReadingJson) =>
      reading.round?.id === round.id && reading.round.revealedAt !== null;
    if (!revealedAlready(after) && this.everyAwaitedGuessed(after, round)) {
      revealedHere = await this.clock.revealIfAllGuessed(round.id);
      after = await this.events.read(room.id);
    }
    // A round revealed by another meanwhile (a sweep, another last guess) is theirs to tell: their event, read after
    // their reveal, carries this guess.
    if (revealedHere || !revealedAlready(after)) this.events.tell(room.id, after);
    return fromJson(after);
  }

  /** Whether every player the round waits for has guessed, as this reading shows it (`awaitedPlayers`). */
  private everyAwaitedGuessed(reading: RoomReadingJson, round: PartyRoundEntity): boolean {
    const { players, guesses } = fromJson(reading);
    const guessed = new Set(guesses.map((guess) => guess.partyPlayerId));
    return awaitedPlayers(players, round.openedAt!, guessed).every((player) => guessed.has(player.id));
  }

  /** Leaves the room (the seat and score wait for a return); a leaving host hands the room to the next seat. */
  async leave({ principal, brand }: RequestScope, { code }: { code: string }): Promise<void> {
    const playerId = requirePlayer(principal.playerId);
    const room = await this.dataSource.transaction(async (manager) => {
      const locked = await this.openRoomForUpdate(manager, brand, code);
      const viewer = await this.seatOf(manager, locked.id, playerId, brand.locale);
      await manager.update(PartyPlayerEntity, { id: viewer.id }, { left: true });
      if (locked.hostPlayerId === playerId) {
        const others = (await this.seatedPlayers(manager, locked.id)).filter((player) => player.id !== viewer.id);
        const next = others.find((player) => player.seat > viewer.seat) ?? others[0];
        if (next) await manager.update(PartyRoomEntity, { id: locked.id }, { hostPlayerId: next.playerId });
      }
      return locked;
    });
    await this.revealCurrentIfAllGuessed(room);
    this.publish(room.id);
  }

  /** The host removes a player, who cannot come back to this room. */
  async remove(
    { principal, brand }: RequestScope,
    { code, seat }: { code: string; seat: number },
  ): Promise<RoomReading> {
    const playerId = requirePlayer(principal.playerId);
    const room = await this.dataSource.transaction(async (manager) => {
      const locked = await this.openRoomForUpdate(manager, brand, code);
      this.requireHost(locked, playerId, 'remove', brand.locale);
      const target =
        Number.isInteger(seat) && seat >= 1 && seat <= SEAT_MAX
          ? await manager.findOne(PartyPlayerEntity, { where: { roomId: locked.id, seat, removed: false } })
          : null;
      if (!target) throw new DomainError('NOT_FOUND', wordsIn(brand.locale).party.emptySeat(seat));
      if (target.playerId === playerId)
        throw new DomainError('BAD_USER_INPUT', wordsIn(brand.locale).party.hostRemovesSelf);
      await manager.update(PartyPlayerEntity, { id: target.id }, { removed: true });
      return locked;
    });
    await this.revealCurrentIfAllGuessed(room);
    return this.events.changed(room.id);
  }

  /**
   * The room of this code and who looks at it (`viewerOf`): the viewer's seat, or with the screen key the shared screen
   * (the viewer's seat if they have one, else null); anyone else (a removed or departed player too) is refused.
   */
  async membership(
    scope: RequestScope,
    { code, screenKey }: { code: string; screenKey: string | null },
  ): Promise<PartyMembership> {
    const room = await this.roomOfCode(scope, { code });
    // Every seat (ten players at most, and those who left): a refusal says whether the room is full.
    const seats = await this.dataSource.manager.find(PartyPlayerEntity, { where: { roomId: room.id } });
    return { room, viewer: viewerOf(room, seats, scope.principal.playerId, scope.brand.locale, screenKey) };
  }

  /**
   * A device opened the room's shared screen with its key: the reveal records each price it shows from now on as seen
   * by it (`party_screen_viewer`), and the reveal on screen now is recorded here, as a join's is.
   */
  async openScreen(room: PartyRoomEntity, playerId: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO party_screen_viewer ("roomId", "playerId") VALUES ($1, $2) ON CONFLICT DO NOTHING`,
      [room.id, playerId],
    );
    await recordRevealSeenOnJoin(this.dataSource.manager, room.id, playerId);
  }

  /** The room a code names on this site (see `roomByCode`); a wrong code and another brand's get the one answer. */
  async roomOfCode({ brand }: RequestScope, { code }: { code: string }): Promise<PartyRoomEntity> {
    const room = await this.roomByCode(this.dataSource.manager, brand, code);
    if (!room) throw noSuchRoom(brand.locale);
    return room;
  }

  /** What views of these rooms are made of (`readRooms`: one statement); rooms that do not exist are left out. */
  readingsOf(roomIds: string[]): Promise<Map<string, RoomReading>> {
    return readRooms(this.dataSource, roomIds);
  }

  async currentRound(room: PartyRoomEntity): Promise<PartyRoundEntity | null> {
    if (room.currentRound === 0) return null;
    return this.dataSource.manager.findOne(PartyRoundEntity, {
      where: { roomId: room.id, number: room.currentRound },
    });
  }

  async home(room: PartyRoomEntity, round: PartyRoundEntity): Promise<GameHomeEntity> {
    const gameHome = await this.games.listingInGame(room.gameId, round.gameHomeId);
    if (!gameHome) throw new Error(`party round ${round.id}: its home has left the game`);
    return gameHome;
  }

  private async revealCurrentIfAllGuessed(room: PartyRoomEntity): Promise<void> {
    const fresh = await this.dataSource.manager.findOneByOrFail(PartyRoomEntity, { id: room.id });
    const round = fresh.status === 'playing' ? await this.currentRound(fresh) : null;
    if (round) await this.clock.revealIfAllGuessed(round.id);
  }

  /** Homes of the rounds, from the game's pool, those no seated player has seen the price of first. */
  private async drawHomes(
    room: PartyRoomEntity,
    players: PartyPlayerEntity[],
    locale: BrandLocale,
  ): Promise<GameHomeEntity[]> {
    const pool = await this.games.pool(room.gameId);
    const listingIds = pool.map((gameHome) => gameHome.listingId);
    const [inPlay, ...seenByEach] = await Promise.all([
      listingsInPlay(this.dataSource, listingIds),
      ...players.map((player) => this.guesses.pricesSeenBy(player.playerId, listingIds)),
    ]);
    const seen = (gameHome: GameHomeEntity) => seenByEach.some((ids) => ids.has(gameHome.listingId));
    // Homes another room is playing come last: their first reveal would show the other room's price.
    const homes = drawHomes(pool, room.roundCount, seen, (gameHome) => inPlay.has(gameHome.listingId));
    if (homes.length < room.roundCount)
      throw partyRefusal('TOO_FEW_HOMES', wordsIn(locale).party.fewerHomesNow(homes.length));
    return homes;
  }

  /** A new room in its lobby under a code no open room has. */
  private async insertRoom(
    manager: EntityManager,
    locale: BrandLocale,
    room: Pick<
      PartyRoomEntity,
      'brandId' | 'gameId' | 'hostPlayerId' | 'roundCount' | 'roundSeconds' | 'scoringMode' | 'screenKey'
    >,
  ): Promise<PartyRoomEntity> {
    for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
      const [inserted]: PartyRoomEntity[] = await manager.query(
        `INSERT INTO party_room (code, "brandId", "gameId", "hostPlayerId", "roundCount", "roundSeconds", "scoringMode",
           "screenKey")
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (code) WHERE status <> 'finished' DO NOTHING RETURNING *`,
        [
          newJoinCode(),
          room.brandId,
          room.gameId,
          room.hostPlayerId,
          room.roundCount,
          room.roundSeconds,
          room.scoringMode,
          room.screenKey,
        ],
      );
      if (inserted) return inserted;
    }
    throw new DomainError('CONFLICT', wordsIn(locale).party.codesInUse);
  }

  /** The room of the code, not finished, its row locked until the transaction ends: its changes take turns. */
  private async openRoomForUpdate(
    manager: EntityManager,
    brand: BrandEntity,
    typedCode: string,
  ): Promise<PartyRoomEntity> {
    const room = await this.roomByCode(manager, brand, typedCode, true);
    if (!room) throw noSuchRoom(brand.locale);
    if (room.status === 'finished') throw roomFinished(room, brand.locale);
    return room;
  }

  /** The room a code names now: the open one, else the latest finished one (codes are used again once free). */
  private async roomByCode(
    manager: EntityManager,
    brand: BrandEntity,
    typedCode: string,
    lock = false,
  ): Promise<PartyRoomEntity | null> {
    const code = normaliseJoinCode(typedCode);
    if (!code) return null;
    const [room]: PartyRoomEntity[] = await manager.query(
      `SELECT * FROM party_room WHERE code = $1 AND "brandId" = $2
       ORDER BY status <> 'finished' DESC, "createdAt" DESC LIMIT 1 ${lock ? 'FOR UPDATE' : ''}`,
      [code, brand.id],
    );
    return room ?? null;
  }

  private async seatOf(
    manager: EntityManager,
    roomId: string,
    playerId: string,
    locale: BrandLocale,
  ): Promise<PartyPlayerEntity> {
    const player = await manager.findOne(PartyPlayerEntity, {
      where: { roomId, playerId, removed: false, left: false },
    });
    if (!player) throw notAMember(locale);
    return player;
  }

  private seatedPlayers(manager: EntityManager, roomId: string): Promise<PartyPlayerEntity[]> {
    return manager.find(PartyPlayerEntity, { where: { roomId, removed: false, left: false }, order: { seat: 'ASC' } });
  }

  private requireHost(
    room: PartyRoomEntity,
    playerId: string,
    action: keyof ServerWords['party']['hostOnly'],
    locale: BrandLocale,
  ): void {
    if (room.hostPlayerId !== playerId) throw partyRefusal('HOST_ONLY', wordsIn(locale).party.hostOnly[action]);
  }

  /**
   * A party plays a game open now and open to anyone: a game entered by token (price-guess-tokens) is played one token
   * a session, so a room would let its players in without one.
   */
  private requirePartyPlayable(game: GameEntity, brand: BrandEntity): void {
    if (game.entryByToken) throw partyRefusal('TOKEN_GAME', wordsIn(brand.locale).party.tokenGame);
    if (isClosed(game) || !this.games.isOpen(game))
      throw partyRefusal('GAME_NOT_OPEN', wordsIn(brand.locale).play.gameNotOpen);
  }

  private publish(roomId: string): void {
    void this.events.publish([roomId]);
  }
}

function nameTaken(name: string, locale: BrandLocale): DomainError {
  return new DomainError('CONFLICT', wordsIn(locale).party.nameTaken(name));
}

/** A wrong code and another brand's code get the one answer. */
function noSuchRoom(locale: BrandLocale): DomainError {
  return new DomainError('NOT_FOUND', wordsIn(locale).party.noSuchRoom);
}

/**
 * Why a visitor may not see a room, in a refusal's `reason` (its GraphQL extensions): a join page says at once whether
 * joining can work (NOT_SEATED: join with a name) or not (REMOVED, FINISHED, FULL), instead of inviting a name that
 * the join would refuse.
 */
/**
 * The visitor's seat among a room's seats (all of them), if they may see the room: seated, not removed, not gone.
 * Anyone else is refused with the reason joining would be refused, if it would.
 */
export function seatOf(
  room: PartyRoomEntity,
  seats: PartyPlayerEntity[],
  playerId: string | null,
  locale: BrandLocale,
): PartyPlayerEntity {
  const seat = playerId ? seats.find((player) => player.playerId === playerId) : undefined;
  if (seat?.removed) throw removedByHost(locale);
  if (seat && !seat.left) return seat;
  if (room.status === 'finished') throw roomFinished(room, locale);
  // As `join` counts: a presenting host takes no player's seat, and a player who left has none until they come back.
  const seated = seats.filter((player) => player.plays && !player.removed && !player.left);
  if (seated.length >= PARTY_LIMITS.maxPlayers) throw roomFull(locale);
  throw notAMember(locale);
}

/**
 * Who looks at a room. Without a screen key: the visitor's seat (`seatOf`), or a refusal. With one, the room's shared
 * screen: the visitor's seat if they have one (the host's own screen keeps its Start button), else nobody's (null), so
 * the screen goes on when its host leaves and on a TV that is nobody's player. A wrong key is answered as a wrong code.
 */
export function viewerOf(
  room: PartyRoomEntity,
  seats: PartyPlayerEntity[],
  playerId: string | null,
  locale: BrandLocale,
  screenKey: string | null,
): PartyPlayerEntity | null {
  if (screenKey === null) return seatOf(room, seats, playerId, locale);
  if (!isScreenKey(room, screenKey)) throw noSuchRoom(locale);
  return seats.find((player) => player.playerId === playerId && !player.removed && !player.left) ?? null;
}

/** A party refusal: FORBIDDEN, with the reason a client acts on. */
function partyRefusal(reason: PartyRefusalReason, message: string): DomainError {
  return new DomainError('FORBIDDEN', message, { reason });
}

function removedByHost(locale: BrandLocale): DomainError {
  return partyRefusal('REMOVED', wordsIn(locale).party.removed);
}

function roomFinished(room: PartyRoomEntity, locale: BrandLocale): DomainError {
  const words = wordsIn(locale).party;
  return partyRefusal('FINISHED', room.currentRound === 0 ? words.expired : words.finished);
}

function roomFull(locale: BrandLocale): DomainError {
  return partyRefusal('FULL', wordsIn(locale).party.full(PARTY_LIMITS.maxPlayers));
}

function notAMember(locale: BrandLocale): DomainError {
  return partyRefusal('NOT_SEATED', wordsIn(locale).party.notSeated);
}
