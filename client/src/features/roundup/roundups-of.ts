import { rulesOf } from '../game/variant-rules';
import type { MySession } from '../game/session-queries';

export interface RoundupSessions {
  game: MySession['game'];
  /** Newest first. */
  sessions: MySession[];
}

/**
 * The visitor's sessions of games played home by home (each home its own result, as a roundup's), by game, in the
 * order of each game's newest session.
 */
export function roundupsOf(sessions: readonly MySession[]): RoundupSessions[] {
  const byGame = new Map<string, RoundupSessions>();
  for (const session of sessions) {
    if (rulesOf(session.game).resultsPath !== 'home') continue;
    const entry = byGame.get(session.game.id) ?? { game: session.game, sessions: [] };
    entry.sessions.push(session);
    byGame.set(session.game.id, entry);
  }
  return [...byGame.values()];
}
