import { LRUCache } from 'lru-cache';
import type { BrandEntity } from '../brand/brand.entity';
import type { GameEntity } from '../game/game.entity';
import type { GameService } from '../game/game.service';
import { toGameHome } from '../game/game.mapper';
import type { PartyRoomChangedEvent } from '../../realtime/pubsub';
import type { PartyGuessEntity, PartyPlayerEntity, PartyRoomEntity, PartyRoundEntity } from './party.entity';
import { PARTY_TIMES } from './party-clock';
import { seatOf, type PartyService } from './party.service';
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

/** Long enough for every socket of an instance to be sent one event; the next event reads the room again. */
const EVENT_SNAPSHOT_MS = 10_000;

/**
 * Rooms as each player may see them: the home of the round without its price, and how many have guessed; the price
 * and every guess only once the round is revealed, for everyone at once. A room is read once per event on each
 * instance and every subscriber's view is made from that one reading, so a reveal to ten players costs one read,
 * not ten.
 */
export class PartyViews {
  private readonly eventSnapshots = new LRUCache<string, Promise<RoomSnapshot>>({
    max: 10_000,
    ttl: EVENT_SNAPSHOT_MS,
  });

  constructor(
    private readonly party: PartyService,
    private readonly games: GameService,
  ) {}

  /** The room of a code as this visitor sees it; refused to anyone not seated in it. */
  async ofCode(brand: BrandEntity, visitorId: string | null, code: string): Promise<PartyRoomType> {
    const room = await this.party.roomOfCode(brand, code);
    return viewOf(await this.read(room), visitorId);
  }

  /** The room an event is about, as this visitor sees it, from the one reading of the room for that event. */
  async ofEvent(event: PartyRoomChangedEvent, visitorId: string | null): Promise<PartyRoomType> {
    let snapshot = this.eventSnapshots.get(event.eventId);
    if (!snapshot) {
      snapshot = this.party.roomById(event.roomId).then((room) => this.read(room));
      // A failed reading is not kept: the next subscriber reads again.
      snapshot.catch(() => this.eventSnapshots.delete(event.eventId));
      this.eventSnapshots.set(event.eventId, snapshot);
    }
    return viewOf(await snapshot, visitorId);
  }

  private async read(room: PartyRoomEntity): Promise<RoomSnapshot> {
    const [game, players, round, nextRoomCode] = await Promise.all([
      this.games.byId(room.gameId),
      this.party.everySeat(room.id),
      this.party.currentRound(room),
      room.nextRoomId ? this.party.codeOf(room.nextRoomId) : null,
    ]);
    if (!round?.openedAt) return { room, game, players, round: null, nextRoomCode };
    const openedAt = round.openedAt;
    const [home, guesses] = await Promise.all([this.party.home(room, round), this.party.guessesOf(round.id)]);
    const seated = players.filter((player) => !player.removed);
    return {
      room,
      game,
      players,
      round: {
        round,
        guesses,
        gameHome: toGameHome(home, round.number, game.variant),
        guessesExpected: seated.filter((player) => player.plays && !player.left && player.joinedAt <= openedAt).length,
        reveal: round.revealedAt ? revealView(round.revealedAt, home.listing!, guesses, seated) : null,
      },
      nextRoomCode,
    };
  }
}

function viewOf(snapshot: RoomSnapshot, visitorId: string | null): PartyRoomType {
  const { room, game } = snapshot;
  const viewer = seatOf(snapshot.players, visitorId);
  const players = snapshot.players.filter((player) => !player.removed);
  return {
    code: room.code,
    status: room.status as PartyRoomStatusEnum,
    gameSlug: game.slug,
    gameTitle: game.title,
    roundCount: room.roundCount,
    roundSeconds: room.roundSeconds,
    serverNow: new Date(),
    players: players.map((player) => ({
      seat: player.seat,
      name: player.name,
      score: player.score,
      isHost: player.visitorId === room.hostVisitorId,
      active: !player.left,
      plays: player.plays,
      connected: player.lastSeenAt !== null,
      isViewer: player.id === viewer.id,
    })),
    round: snapshot.round ? roundView(snapshot.round, viewer) : null,
    nextRoomCode: snapshot.nextRoomCode,
  };
}

function roundView(
  { round, guesses, gameHome, guessesExpected, reveal }: NonNullable<RoomSnapshot['round']>,
  viewer: PartyPlayerEntity,
): PartyRoundType {
  return {
    number: round.number,
    gameHome,
    deadline: round.deadline!,
    guessCount: guesses.length,
    guessesExpected,
    viewerHasGuessed: guesses.some((guess) => guess.playerId === viewer.id),
    viewerPlaysThisRound: viewer.plays && viewer.joinedAt <= round.openedAt!,
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
      .filter((guess) => playerOf.has(guess.playerId))
      .sort((a, b) => distance(a) - distance(b))
      .map((guess) => ({
        seat: playerOf.get(guess.playerId)!.seat,
        playerName: playerOf.get(guess.playerId)!.name,
        amount: guess.amount,
        points: guess.points,
        closest: closest.has(guess),
      })),
  };
}
