import { i18nFor } from '../i18n/catalogs';
import type { PartyPlayer, PartyRoom } from './party-queries';
import { listOfNames, roomAnnouncement, standingsOf } from './party-words';

const en = i18nFor('en');
const es = i18nFor('es');

const player = (seat: number, name: string, score: number): PartyPlayer => ({
  seat,
  name,
  score,
  isHost: seat === 1,
  plays: true,
  active: true,
  connected: true,
  isViewer: false,
});

describe('party standings', () => {
  it('ranks by score, equal scores sharing a place, the earlier seat first', () => {
    const standings = standingsOf([player(1, 'Ana', 120), player(2, 'Ben', 180), player(3, 'Cy', 120)]);
    expect(standings.map(({ place, player }) => `${place} ${player.name}`)).toEqual(['1 Ben', '2 Ana', '2 Cy']);
  });

  it('leaves a host who only presents off the scoreboard', () => {
    const presenter = { ...player(1, 'Host', 0), plays: false };
    expect(standingsOf([presenter, player(2, 'Ben', 10)]).map(({ player }) => player.name)).toEqual(['Ben']);
  });

  it('says a list of names as a sentence does', () => {
    expect(listOfNames(['Ana'])).toBe('Ana');
    expect(listOfNames(['Ana', 'Ben'])).toBe('Ana and Ben');
    expect(listOfNames(['Ana', 'Ben', 'Cy'])).toBe('Ana, Ben and Cy');
    expect(listOfNames(['Ana', 'Ben', 'Cy'], 'es')).toBe('Ana, Ben y Cy');
  });
});

describe('what the screens announce', () => {
  const room = (patch: Partial<PartyRoom>): PartyRoom => ({
    code: 'BFHK',
    status: 'PLAYING',
    screenKey: null,
    gameSlug: 'g',
    gameTitle: 'G',
    roundCount: 3,
    roundSeconds: 30,
    serverNow: '2026-11-25T20:00:00.000Z',
    nextRoomCode: null,
    players: [player(1, 'Ana', 90), player(2, 'Ben', 90)],
    round: null,
    ...patch,
  });
  const round = (reveal: NonNullable<PartyRoom['round']>['reveal']): NonNullable<PartyRoom['round']> => ({
    number: 2,
    deadline: '2026-11-25T20:00:30.000Z',
    guessCount: 2,
    guessesExpected: 3,
    viewerHasGuessed: true,
    viewerPlaysThisRound: true,
    gameHome: null as never,
    reveal,
  });

  it('says nothing in the lobby, and the round when it opens', () => {
    expect(roomAnnouncement(room({ status: 'LOBBY' }), en)).toBeNull();
    expect(roomAnnouncement(room({ round: round(null) }), en)).toBe('Round 2 of 3: guess the price. 30 seconds.');
  });

  it('says the price and who came closest at a reveal', () => {
    const reveal = {
      actualPrice: 512_000,
      currency: 'USD',
      nextAt: '2026-11-25T20:00:38.000Z',
      guesses: [
        { seat: 2, playerName: 'Ben', amount: 500_000, points: 90, closest: true },
        { seat: 1, playerName: 'Ana', amount: 400_000, points: 60, closest: false },
      ],
    };
    expect(roomAnnouncement(room({ round: round(reveal) }), en)).toBe(
      'Round 2 of 3 revealed: the price was $512,000. Closest: Ben.',
    );
  });

  it("speaks the brand's language", () => {
    expect(roomAnnouncement(room({ round: round(null) }), es)).toBe('Ronda 2 de 3: adivina el precio. 30 segundos.');
    expect(roomAnnouncement(room({ status: 'FINISHED' }), es)).toBe(
      'La partida ha terminado. Ana y Ben ganan con 90 puntos.',
    );
  });

  it('names the winners at the end, ties together', () => {
    expect(roomAnnouncement(room({ status: 'FINISHED' }), en)).toBe(
      'The game has finished. Ana and Ben win with 90 points.',
    );
  });
});
