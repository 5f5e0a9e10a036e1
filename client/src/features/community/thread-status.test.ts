import { threadStatuses } from './thread-status';

describe('threadStatuses', () => {
  it('marks the guessed threads with their points, the next one, and the rest of the game', () => {
    const statuses = threadStatuses({
      nextRound: { gameHome: { id: 'b' } },
      rounds: [
        { gameHome: { id: 'a' }, result: { points: 85, emoji: '🎯' } },
        { gameHome: { id: 'b' }, result: null },
        { gameHome: { id: 'c' }, result: null },
      ],
    });
    expect(statuses.get('a')).toEqual({ kind: 'guessed', points: 85, emoji: '🎯' });
    expect(statuses.get('b')).toEqual({ kind: 'next' });
    expect(statuses.get('c')).toEqual({ kind: 'later' });
    expect(statuses.has('d')).toBe(false);
  });

  it('has no statuses without a game, and no next thread in a finished one', () => {
    expect(threadStatuses(undefined).size).toBe(0);
    const finished = threadStatuses({
      nextRound: null,
      rounds: [{ gameHome: { id: 'a' }, result: { points: 0, emoji: '🥶' } }],
    });
    expect([...finished.values()].map((status) => status.kind)).toEqual(['guessed']);
  });
});
