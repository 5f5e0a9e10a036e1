import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { rememberedPlayerName, useRememberedPlayerName } from '../visitor/visitor-token';
import { errorMessage } from '../ui/errors';
import { useGamePaths } from '../../paths';
import type { GameSummary } from './game-context';
import { rulesOf } from './variant-rules';
import { useNextSessionRanked, useStartSession } from './session-queries';
import { PlayerNameForm, type PlayerEntry } from './PlayerNameForm';
import { useSideOfWindow } from '../ui/hydration';
import { LocalTime } from '../ui/LocalTime';
import './locales';

/**
 * Starts a session of the game, then goes on (its first home), or hands the new session to `onStarted` (where the
 * player picks the home to guess): under the name asked here (with the host's token where it asks one), or, where the
 * game asks the name at the end, as a guest: at once, or once the host's token is given.
 */
export function StartGameForm({ game, onStarted }: { game: GameSummary; onStarted?: (sessionId: string) => void }) {
  const { t, i18n } = useLingui();
  const paths = useGamePaths();
  const navigate = useNavigate();
  const [startSession, { loading }] = useStartSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const defaultName = useRememberedPlayerName();
  const ranked = useNextSessionRanked(game.slug).data?.game?.nextSessionRanked ?? true;
  const windowSide = useSideOfWindow(game.startsAt, game.endsAt);
  const asksName = rulesOf(game).askName === 'at_start';

  if (!game.isOpen) {
    return (
      // One paragraph: the notice lays out its children as a row, which would space the sentence's parts apart.
      <div className="notice" role="note">
        <p>
          <strong>
            <Trans>This game is not open right now.</Trans>
          </strong>{' '}
          {windowSide === 'before' && game.startsAt ? (
            <Trans>
              It opens on <LocalTime value={game.startsAt} show="date" />.
            </Trans>
          ) : windowSide === 'after' && game.endsAt ? (
            <Trans>
              It closed on <LocalTime value={game.endsAt} show="date" />.
            </Trans>
          ) : (
            t`Please check back later.`
          )}
        </p>
      </div>
    );
  }

  /** Without a name where the game asks it at the end. */
  async function start({ playerName, entryToken }: PlayerEntry) {
    setServerError(null);
    try {
      const { data } = await startSession({ variables: { input: { gameSlug: game.slug, playerName, entryToken } } });
      const session = data?.startSession;
      if (!session) throw new Error('No session');
      if (playerName) rememberedPlayerName.set(playerName);
      if (onStarted) onStarted(session.id);
      // The way on loads once needed, not with the start page (its first screen's budget).
      else navigate((await import('./onward')).onward(paths, game, session).to);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't start the game. Please try again.`, i18n));
    }
  }

  return (
    <>
      {!ranked && (
        <p className="notice" role="note">
          <Trans>
            You've seen the prices of this game's homes: your next run is practice and won't enter the leaderboard.
          </Trans>
        </p>
      )}
      <PlayerNameForm
        defaultName={defaultName}
        askEntryToken={game.entryByToken}
        asksName={asksName}
        submitLabel={asksName ? t`Start game` : t`Start playing`}
        onSubmit={(entry) => void start(entry)}
        submitting={loading}
        serverError={serverError}
      />
    </>
  );
}
