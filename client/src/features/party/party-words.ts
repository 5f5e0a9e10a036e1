import { formatPrice } from '@ballpark/common/price-format';
import type { PartyPlayer, PartyRoom } from './party-queries';

/** A seat on the scoreboard, with its place: equal scores share a place (1, 1, 3), the earlier seat listed first. */
export interface Standing {
  place: number;
  player: PartyPlayer;
}

/** Those who guess: every seat but a host who only presents. */
export function playersOf(players: readonly PartyPlayer[]): PartyPlayer[] {
  return players.filter((player) => player.plays);
}

/** Whether a seat is out of the room for now: they left, or no screen of theirs follows the room (a phone asleep). */
export function isAway(player: PartyPlayer): boolean {
  return !player.active || !player.connected;
}

/** The scoreboard: the players (not a host who only presents), best first. */
export function standingsOf(players: readonly PartyPlayer[]): Standing[] {
  const sorted = playersOf(players).sort((a, b) => b.score - a.score || a.seat - b.seat);
  return sorted.map((player) => ({
    place: sorted.findIndex((other) => other.score === player.score) + 1,
    player,
  }));
}

/** The names of a list, as a sentence says them: "Ana", "Ana and Ben", "Ana, Ben and Cy". */
export function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/**
 * What a screen reader hears when the room moves on: a round opens, a round is revealed (the price and who came
 * closest), the final standings. Null in the lobby.
 */
export function roomAnnouncement(room: PartyRoom): string | null {
  const round = room.round;
  if (room.status === 'FINISHED') {
    const top = standingsOf(room.players).filter((standing) => standing.place === 1);
    if (top.length === 0) return 'The game has finished.';
    const names = listOfNames(top.map((standing) => standing.player.name));
    return `The game has finished. ${names} ${top.length === 1 ? 'wins' : 'win'} with ${top[0].player.score} points.`;
  }
  if (!round) return null;
  const ofRounds = `Round ${round.number} of ${room.roundCount}`;
  if (!round.reveal) return `${ofRounds}: guess the price. ${room.roundSeconds} seconds.`;
  const closest = round.reveal.guesses.filter((guess) => guess.closest).map((guess) => guess.playerName);
  const price = formatPrice(round.reveal.actualPrice, round.reveal.currency);
  return `${ofRounds} revealed: the price was ${price}. ${
    closest.length > 0 ? `Closest: ${listOfNames(closest)}.` : 'Nobody guessed.'
  }`;
}
