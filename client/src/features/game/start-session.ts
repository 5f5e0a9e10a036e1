import type { gamePaths } from '../../paths';

interface StartedSession {
  id: string;
  game: { slug: string };
  nextRound: { gameHome: { id: string } } | null;
}

/** Where a session just started goes: its first home, or its results when no home is left to guess. */
export function pathAfterStart(paths: ReturnType<typeof gamePaths>, session: StartedSession): string {
  const next = session.nextRound;
  return next
    ? paths.property(session.game.slug, next.gameHome.id, session.id)
    : paths.results(session.game.slug, session.id);
}
