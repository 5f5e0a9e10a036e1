import type { GameService } from '../game/game.service';
import { toGameHome } from '../game/game.mapper';
import type { PartyGuessEntity, PartyPlayerEntity, PartyRoundEntity } from './party.entity';
import { PARTY_TIMES } from './party-clock';
import type { PartyMembership, PartyService } from './party.service';
import { closestGuesses } from './round-results';
import { PartyRoomStatusEnum, type PartyRoomType, type PartyRoundType } from './party.types';

/**
 * A room as its viewer may see it: the home of the round without its price, and how many have guessed; the price and
 * every guess only once the round is revealed, for everyone at once.
 */
export async function partyRoomView(
  party: PartyService,
  games: GameService,
  { room, viewer }: PartyMembership,
): Promise<PartyRoomType> {
  const [game, players, round, nextRoomCode] = await Promise.all([
    games.byId(room.gameId),
    party.players(room.id),
    party.currentRound(room),
    room.nextRoomId ? party.codeOf(room.nextRoomId) : null,
  ]);
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
    round: round?.openedAt ? await roundView(party, { room, viewer }, round, players, game.variant) : null,
    nextRoomCode,
  };
}

async function roundView(
  party: PartyService,
  { room, viewer }: PartyMembership,
  round: PartyRoundEntity,
  players: PartyPlayerEntity[],
  variant: Parameters<typeof toGameHome>[2],
): Promise<PartyRoundType> {
  const [gameListing, guesses] = await Promise.all([party.home(room, round), party.guessesOf(round.id)]);
  return {
    number: round.number,
    gameHome: toGameHome(gameListing, round.number, variant),
    deadline: round.deadline!,
    guessCount: guesses.length,
    guessesExpected: players.filter((player) => player.plays && !player.left && player.joinedAt <= round.openedAt!)
      .length,
    viewerHasGuessed: guesses.some((guess) => guess.playerId === viewer.id),
    viewerPlaysThisRound: viewer.plays && viewer.joinedAt <= round.openedAt!,
    reveal: round.revealedAt ? revealView(round.revealedAt, gameListing.listing!, guesses, players) : null,
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
