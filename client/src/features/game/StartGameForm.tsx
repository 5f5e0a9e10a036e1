import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberedPlayerName, useRememberedPlayerName } from '../visitor/visitor-token';
import { errorMessage } from '../ui/errors';
import { useGamePaths } from '../../paths';
import type { GameSummary } from './game-context';
import { rulesOf } from './variant-rules';
import { useNextSessionRanked, useStartSession } from './game-queries';
import { PlayerNameForm } from './PlayerNameForm';
import { pathAfterStart } from './start-session';
import { LocalTime } from '../ui/LocalTime';
import { useHydrated } from '../ui/hydration';

/**
 * Starts a session of the game, then goes to its first home, or hands the new session to `onStarted` (where the player
 * picks the home to guess): under the name asked here (with the host's token where it asks one), or, where the game
 * asks the name at the end, at once, as a guest.
 */
export function StartGameForm({ game, onStarted }: { game: GameSummary; onStarted?: (sessionId: string) => void }) {
  const paths = useGamePaths();
  const navigate = useNavigate();
  const [startSession, { loading }] = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultName = useRememberedPlayerName();
  // Until the page has hydrated, Start would do nothing.
  const hydrated = useHydrated();
  const ranked = useNextSessionRanked(game.slug).data?.game?.nextSessionRanked ?? true;

  if (!game.isOpen) {
    return (
      <div className="notice" role="note">
        <strong>This game is not open right now.</strong>{' '}
        {game.startsAt && new Date(game.startsAt) > new Date() ? (
          <>
            It opens on <LocalTime value={game.startsAt} show="date" />.
          </>
        ) : game.endsAt ? (
          <>
            It closed on <LocalTime value={game.endsAt} show="date" />.
          </>
        ) : (
          'Please check back later.'
        )}
      </div>
    );
  }

  /** Without a name where the game asks it at the end. */
  async function start(playerName?: string, entryToken?: string) {
    setServerError(null);
    try {
      const { data } = await startSession({ variables: { input: { gameSlug: game.slug, playerName, entryToken } } });
      const session = data?.startSession;
      if (!session) throw new Error('No session');
      if (playerName) rememberedPlayerName.set(playerName);
      if (onStarted) onStarted(session.id);
      else navigate(pathAfterStart(paths, session));
    } catch (error) {
      setServerError(errorMessage(error, "We couldn't start the game. Please try again."));
    }
  }

  return (
    <>
      {!ranked && (
        <p className="notice" role="note">
          You've seen the prices of this game's homes: your next run is practice and won't enter the leaderboard.
        </p>
      )}
      {rulesOf(game).askName === 'at_end' ? (
        <div className="start-form">
          <button
            type="button"
            className="button button--accent button--large"
            onClick={() => void start()}
            disabled={loading || !hydrated}
          >
            {loading ? 'Starting…' : 'Start playing'}
          </button>
          {serverError && (
            <p className="field-error" role="alert">
              {serverError}
            </p>
          )}
        </div>
      ) : (
        <PlayerNameForm
          defaultName={defaultName}
          askEntryToken={game.entryByToken}
          onSubmit={(name, entryToken) => void start(name, entryToken)}
          submitting={loading}
          serverError={serverError}
        />
      )}
    </>
  );
}
