import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberedPlayerName, useRememberedPlayerName } from '../visitor/visitor-token';
import { errorMessage } from '../ui/errors';
import { useGamePaths } from '../../paths';
import { rulesOf, type GameSummary } from './game-context';
import { useNextSessionRanked, useStartSession } from './game-queries';
import { PlayerNameForm } from './PlayerNameForm';
import { LocalTime } from '../ui/LocalTime';

/**
 * Starts a session of the game and goes to its first home: under the name asked here, or, where the game asks the
 * name at the end, at once, as a guest.
 */
export function StartGameForm({ game }: { game: GameSummary }) {
  const paths = useGamePaths();
  const navigate = useNavigate();
  const [startSession, { loading }] = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultName = useRememberedPlayerName();
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

  /** Without a name: the game asks it at the end. */
  async function start(playerName?: string) {
    setServerError(null);
    try {
      const { data } = await startSession({ variables: { input: { gameSlug: game.slug, playerName } } });
      const session = data?.startSession;
      if (!session) throw new Error('No session');
      if (playerName) rememberedPlayerName.set(playerName);
      const next = session.nextRound;
      navigate(next ? paths.property(game.slug, next.gameHome.id, session.id) : paths.results(game.slug, session.id));
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
            disabled={loading}
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
          onSubmit={(name) => void start(name)}
          submitting={loading}
          serverError={serverError}
        />
      )}
    </>
  );
}
