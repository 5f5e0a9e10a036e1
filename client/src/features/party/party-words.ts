import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import type { PartyPlayer, PartyRoom } from './party-queries';
import './locales';

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

/** The names of a list, as a sentence of the language says them: "Ana, Ben and Cy", "Ana, Ben y Cy". */
export function listOfNames(names: readonly string[], language: BrandLocale = 'en'): string {
  // British English: no comma before "and".
  return new Intl.ListFormat(language === 'es' ? 'es-ES' : 'en-GB', { type: 'conjunction' }).format(names);
}

/** "Ana wins with 12 points.", "Ana and Ben win with 12 points." */
export function winnersSentence(winners: readonly PartyPlayer[], i18n: I18n): string {
  const names = listOfNames(
    winners.map((winner) => winner.name),
    i18n.locale as BrandLocale,
  );
  const points = winners[0]?.score ?? 0;
  return winners.length === 1
    ? i18n._(msg`${names} wins with ${plural(points, { one: '# point', other: '# points' })}.`)
    : i18n._(msg`${names} win with ${plural(points, { one: '# point', other: '# points' })}.`);
}

/**
 * What a screen reader hears when the room moves on: a round opens, a round is revealed (the price and who came
 * closest), the final standings. Null in the lobby.
 */
export function roomAnnouncement(room: PartyRoom, i18n: I18n): string | null {
  const language = i18n.locale as BrandLocale;
  const round = room.round;
  if (room.status === 'FINISHED') {
    const top = standingsOf(room.players).filter((standing) => standing.place === 1);
    const finished = i18n._(msg`The game has finished.`);
    if (top.length === 0) return finished;
    return `${finished} ${winnersSentence(
      top.map((standing) => standing.player),
      i18n,
    )}`;
  }
  if (!round) return null;
  const number = round.number;
  const count = room.roundCount;
  const seconds = room.roundSeconds;
  if (!round.reveal) return i18n._(msg`Round ${number} of ${count}: guess the price. ${seconds} seconds.`);
  const price = formatPrice(round.reveal.actualPrice, round.reveal.currency, language);
  const closest = round.reveal.guesses.filter((guess) => guess.closest).map((guess) => guess.playerName);
  const names = listOfNames(closest, language);
  return closest.length > 0
    ? i18n._(msg`Round ${number} of ${count} revealed: the price was ${price}. Closest: ${names}.`)
    : i18n._(msg`Round ${number} of ${count} revealed: the price was ${price}. Nobody guessed.`);
}
