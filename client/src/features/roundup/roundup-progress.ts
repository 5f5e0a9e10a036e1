import type { MySession } from '../game/session-queries';

/** The newest guess of a home by the visitor, and the session it was made in (its result's page names both). */
export interface HomeGuess {
  sessionId: string;
  points: number;
  emoji: string;
}

export interface RoundupProgress {
  /** The newest session of the game not finished yet: the one the player goes on with. */
  current: MySession | null;
  /** The newest guess of each home of the game, by its GameHome id, across the visitor's sessions. */
  guesses: ReadonlyMap<string, HomeGuess>;
}

/** Where the visitor stands in one roundup, from their sessions (newest first, as mySessions lists them). */
export function roundupProgress(sessions: readonly MySession[], gameSlug: string): RoundupProgress {
  const own = sessions.filter((session) => session.game.slug === gameSlug);
  const guesses = new Map<string, HomeGuess>();
  for (const session of own)
    for (const { gameHome, result } of session.rounds)
      if (result && !guesses.has(gameHome.id))
        guesses.set(gameHome.id, { sessionId: session.id, points: result.points, emoji: result.emoji });
  return { current: own.find((session) => !session.isComplete) ?? null, guesses };
}
