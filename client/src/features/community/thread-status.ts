/** Where a thread stands in the player's current game: guessed (with its points), theirs to guess next, or later. */
export type ThreadStatus = { kind: 'guessed'; points: number; emoji: string } | { kind: 'next' } | { kind: 'later' };

interface SessionRounds {
  nextRound?: { gameHome: { id: string } } | null;
  rounds: readonly { gameHome: { id: string }; result?: { points: number; emoji: string } | null }[];
}

/** The status of each thread of a session, by game home id; a thread outside the session has none. */
export function threadStatuses(session: SessionRounds | null | undefined): ReadonlyMap<string, ThreadStatus> {
  const statuses = new Map<string, ThreadStatus>();
  for (const { gameHome, result } of session?.rounds ?? []) {
    statuses.set(
      gameHome.id,
      result
        ? { kind: 'guessed', points: result.points, emoji: result.emoji }
        : { kind: gameHome.id === session?.nextRound?.gameHome.id ? 'next' : 'later' },
    );
  }
  return statuses;
}
