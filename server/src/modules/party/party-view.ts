import type { BrandLocale } from '@ballpark/common/brand-components';
import type { RequestScope } from '../brand/request-scope';
import type { GameEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import { toGameHome } from '../game/game.mapper';
import type { PartyRoomChangedEvent } from '../../realtime/pubsub';
import type { PartyGuessEntity, PartyPlayerEntity, PartyRoomEntity, PartyRoundEntity } from './party.entity';
import { awaitedPlayers, PARTY_TIMES } from './party-clock';
import { fromJson, roomReadingOf, type RoomReading } from './party-readings';
import { viewerOf, type PartyService } from './party.service';
import { closestGuesses } from './round-results';
import { PartyRoomStatusEnum, type PartyRoomType, type PartyRoundType } from './party.types';

/** Everything any player's view of a room is made of, read at one moment. */
interface RoomSnapshot {
  room: PartyRoomEntity;
  game: GameEntity;
  /** Every seat, removed players' too (so a removed viewer is told so). */
  players: PartyPlayerEntity[];
  /** The round being played or revealed, with its guesses and what every viewer sees alike; null in the lobby. */
  round: {
    round: PartyRoundEntity;
    guesses: PartyGuessEntity[];
    gameHome: PartyRoundType['gameHome'];
    guessesExpected: number;
    reveal: PartyRoundType['reveal'];
  } | null;
  nextRoomCode: string | null;
}

/**
 * The fields of a room's view that differ from one viewer to another for the same reading of the room; everything else
 * is made from the reading alone. A room event's subscription result is shared by its subscribers but for these
 * (party-room-broadcasts.ts), so a field that depends on the viewer must be listed here.
 */
export const PER_VIEWER_FIELDS = {
  PartyRoom: ['serverNow', 'screenKey'],
  PartyPlayer: ['isViewer'],
  PartyRound: ['viewerHasGuessed', 'viewerPlaysThisRound'],
} as const;

/**
 * Rooms as each player may see them: the home of the round without its price, and how many have guessed; the price
 * and every guess only once the round is revealed, for everyone at once. An event carries the room as read once after
 * its change, and every subscriber's view is made from that one reading, so a reveal to ten players reads nothing.
 */
export class PartyViews {
  /** The snapshot of each event's reading, made once for all the subscribers of the room on this instance. */
  private readonly eventSnapshots = new WeakMap<PartyRoomChangedEvent, Promise<RoomSnapshot>>();

  /** The reading each view was made from, so another viewer's view of the same reading can be made. */
  private readonly readingOf = new WeakMap<PartyRoomType, RoomSnapshot>();

  constructor(
    private readonly party: PartyService,
    private readonly games: GameService,
  ) {}

  /**
   * The room of a code as this visitor sees it, or with its screen key as its shared screen shows it (`viewerOf`);
   * refused to anyone else, in the brand's locale (as every refusal below).
   */
  async ofCode(
    scope: RequestScope,
    { code, screenKey }: { code: string; screenKey: string | null },
  ): Promise<PartyRoomType> {
    const playerId = scope.principal.playerId;
    const room = await this.party.roomOfCode(scope, { code });
    const view = await this.ofRoom(room, playerId, scope.brand.locale, screenKey);
    if (screenKey !== null && playerId) await this.party.openScreen(room, playerId);
    return view;
  }

  /** The room as `ofCode` shows it, its players and round read now. */
  async ofRoom(
    room: PartyRoomEntity,
    playerId: string | null,
    locale: BrandLocale,
    screenKey: string | null = null,
  ): Promise<PartyRoomType> {
    const reading = (await this.party.readingsOf([room.id])).get(room.id);
    if (!reading) throw new Error(`party room ${room.id} not found`);
    return this.ofReading(reading, playerId, locale, screenKey);
  }

  /** The room as `ofCode` shows it, in this reading. */
  async ofReading(
    reading: RoomReading,
    playerId: string | null,
    locale: BrandLocale,
    screenKey: string | null = null,
  ): Promise<PartyRoomType> {
    return this.viewOf(await this.snapshotOf(reading), playerId, locale, screenKey);
  }

  /** The room an event is about, as `ofCode` shows it, from the reading the event carries. */
  async ofEvent(
    event: PartyRoomChangedEvent,
    playerId: string | null,
    locale: BrandLocale,
    screenKey: string | null = null,
  ): Promise<PartyRoomType> {
    let snapshot = this.eventSnapshots.get(event);
    if (!snapshot) {
      snapshot = this.snapshotOf(fromJson(roomReadingOf(event)));
      this.eventSnapshots.set(event, snapshot);
    }
    return this.viewOf(await snapshot, playerId, locale, screenKey);
  }

  /** The room as another viewer sees it, from the very reading `view` was made from; refused as `ofEvent` is. */
  sameReadingFor(
    view: PartyRoomType,
    playerId: string | null,
    locale: BrandLocale,
    screenKey: string | null = null,
  ): PartyRoomType {
    const snapshot = this.readingOf.get(view);
    if (!snapshot) throw new Error('not a view made by these PartyViews');
    return this.viewOf(snapshot, playerId, locale, screenKey);
  }

  private viewOf(
    snapshot: RoomSnapshot,
    playerId: string | null,
    locale: BrandLocale,
    screenKey: string | null,
  ): PartyRoomType {
    const view = viewOf(snapshot, playerId, locale, screenKey);
    this.readingOf.set(view, snapshot);
    return view;
  }

  private async snapshotOf({ room, players, round, guesses, nextRoomCode }: RoomReading): Promise<RoomSnapshot> {
    const game = await this.games.byId(room.gameId);
    if (!round?.openedAt) return { room, game, players, round: null, nextRoomCode };
    const openedAt = round.openedAt;
    const home = await this.party.home(room, round);
    const seated = players.filter((player) => !player.removed);
    // The guesses the round waits for, as its reveal counts them: a player gone too long is not waited for.
    const awaited = awaitedPlayers(players, openedAt, new Set(guesses.map((guess) => guess.partyPlayerId)));
    return {
      room,
      game,
      players,
      round: {
        round,
        guesses,
        gameHome: toGameHome(home, round.number, game.variant),
        guessesExpected: awaited.length,
        reveal: round.revealedAt ? revealView(round.revealedAt, home.listing!, guesses, seated) : null,
      },
      nextRoomCode,
    };
  }
}

function viewOf(
  snapshot: RoomSnapshot,
  playerId: string | null,
  locale: BrandLocale,
  screenKey: string | null,
): PartyRoomType {
  const { room, game } = snapshot;
  // Null: the shared screen of a visitor with no seat.
  const viewer = viewerOf(room, snapshot.players, playerId, locale, screenKey);
  const players = snapshot.players.filter((player) => !player.removed);
  return {
    code: room.code,
    status: room.status as PartyRoomStatusEnum,
    gameSlug: game.slug,
    gameTitle: game.title,
    roundCount: room.roundCount,
    roundSeconds: room.roundSeconds,
    serverNow: new Date(),
    screenKey: viewer && viewer.playerId === room.hostPlayerId ? room.screenKey : null,
    players: players.map((player) => ({
      seat: player.seat,
      name: player.name,
      score: player.score,
      isHost: player.playerId === room.hostPlayerId,
      active: !player.left,
      plays: player.plays,
      connected: player.lastSeenAt !== null,
      isViewer: player.id === viewer?.id,
    })),
    round: snapshot.round ? roundView(snapshot.round, viewer) : null,
    nextRoomCode: snapshot.nextRoomCode,
  };
}

function roundView(
  { round, guesses, gameHome, guessesExpected, reveal }: NonNullable<RoomSnapshot['round']>,
  viewer: PartyPlayerEntity | null,
): PartyRoundType {
  return {
    number: round.number,
    gameHome,
    deadline: round.deadline!,
    guessCount: guesses.length,
    guessesExpected,
    viewerHasGuessed: guesses.some((guess) => guess.partyPlayerId === viewer?.id),
    viewerPlaysThisRound: viewer !== null && viewer.plays && viewer.joinedAt <= round.openedAt!,
    reveal,
  };
}

function revealView(
  revealedAt: Date,
  listing: { actualPrice: number; currency: string },
  guesses: PartyGuessEntity[],
  players: PartyPlayerEntity[],
): PartyRoundType['reveal'] {
  const closest = closestGuesses(listing.actualPrice, guesses);
  const playerOf = new Map(players.map((player) => [player.id, player]));
  const distance = (guess: PartyGuessEntity) => Math.abs(guess.amount - listing.actualPrice);
  return {
    actualPrice: listing.actualPrice,
    currency: listing.currency,
    nextAt: new Date(revealedAt.getTime() + PARTY_TIMES.revealPauseSeconds * 1000),
    guesses: [...guesses]
      .filter((guess) => playerOf.has(guess.partyPlayerId))
      .sort((a, b) => distance(a) - distance(b))
      .map((guess) => ({
        seat: playerOf.get(guess.partyPlayerId)!.seat,
        playerName: playerOf.get(guess.partyPlayerId)!.name,
        amount: guess.amount,
        points: guess.points,
        closest: closest.has(guess),
      })),
  };
}
