import type { MySession } from '../game/session-queries';
import { roundupProgress } from './roundup-progress';
import { roundupsOf } from './roundups-of';

type Variant = MySession['game']['variant'];

function session(
  id: string,
  slug: string,
  guessed: Record<string, number>,
  homes: string[],
  variant: Variant = 'ROUNDUP',
): MySession {
  const points = Object.values(guessed);
  return {
    id,
    playerName: 'Ada',
    isComplete: points.length === homes.length,
    guessCount: points.length,
    roundCount: homes.length,
    totalPoints: points.reduce((sum, value) => sum + value, 0),
    maxPoints: homes.length * 100,
    startedAt: '2026-01-01T10:00:00.000Z',
    ranked: true,
    nextRound: null,
    game: { id: `game-${slug}`, slug, title: slug, variant },
    rounds: homes.map((home, index) => ({
      round: index + 1,
      gameHome: { id: home, title: `Home ${home}` },
      result: home in guessed ? { id: `${id}-${home}`, points: guessed[home], emoji: '🎉' } : null,
    })),
  };
}

describe('roundupProgress', () => {
  it("goes on with the newest unfinished session of the game, and keeps each home's newest guess", () => {
    const sessions = [
      session('new', 'roundup', { c: 90 }, ['a', 'b', 'c']),
      session('other-game', 'elsewhere', { a: 10 }, ['a']),
      session('old', 'roundup', { a: 40, c: 20 }, ['a', 'c']),
    ];
    const { current, guesses } = roundupProgress(sessions, 'roundup');
    expect(current?.id).toBe('new');
    expect(Object.fromEntries(guesses)).toEqual({
      c: { sessionId: 'new', points: 90, emoji: '🎉' },
      a: { sessionId: 'old', points: 40, emoji: '🎉' },
    });
  });

  it('has no current session once every session of the game is finished', () => {
    const done = session('done', 'roundup', { a: 50 }, ['a']);
    expect(roundupProgress([done], 'roundup').current).toBeNull();
  });
});

describe('roundupsOf', () => {
  it('groups the sessions of games played home by home, by game, newest game first', () => {
    const sessions = [
      session('s3', 'second', {}, ['x']),
      session('p1', 'public', {}, ['y'], 'PUBLIC'),
      session('s2', 'first', {}, ['z']),
      session('s1', 'second', {}, ['x']),
    ];
    expect(roundupsOf(sessions).map(({ game, sessions: own }) => [game.slug, own.map((played) => played.id)])).toEqual([
      ['second', ['s3', 's1']],
      ['first', ['s2']],
    ]);
  });
});
