import type { MyRoundupSession } from './roundup-queries';

/** The newest guess of a home by the visitor, and the session it was made in (its result's page names both). */
export interface HomeGuess {
  sessionId: string;
  points: number;
  emoji: string;
}

export interface RoundupProgress {
  /** The newest session of the game not finished yet: the one the player goes on with. */
  current: MyRoundupSession | null;
  /** The newest guess of each home of the game, by its GameHome id, across the visitor's sessions. */
  guesses: ReadonlyMap<string, HomeGuess>;
}

/** Where the visitor stands in one roundup, from their sessions (newest first, as mySessions lists them). */
export function roundupProgress(sessions: readonly MyRoundupSession[], gameSlug: string): RoundupProgress {
  const own = sessions.filter((session) => session.game.slug === gameSlug);
  const guesses = new Map<string, HomeGuess>();
  for (const session of own)
    for (const { gameHome, result } of session.rounds)
      if (result && !guesses.has(gameHome.id))
        guesses.set(gameHome.id, { sessionId: session.id, points: result.points, emoji: result.emoji });
  return { current: own.find((session) => !session.isComplete) ?? null, guesses };
}

/** The first home of a session not guessed yet, to go on with; null once every home is guessed. */
export function firstUnguessed(session: MyRoundupSession): string | null {
  return session.rounds.find((round) => !round.result)?.gameHome.id ?? null;
}
