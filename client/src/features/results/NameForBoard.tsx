import { Trans, useLingui } from '@lingui/react/macro';
import { GUEST_PLAYER_NAME } from '@ballpark/common/game-variants';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import type { GameSummary } from '../game/game-context';
import { PlayerNameForm } from '../game/PlayerNameForm';
import { errorMessage } from '../ui/errors';
import { rememberedPlayerName, useRememberedPlayerName } from '../visitor/visitor-token';
import { useNameSession, type SessionResults } from './results-queries';
import './locales';

/**
 * Where the game asks the name at the end (its variant's `askName`): the player of a finished guest run gives it, once,
 * then sees where the run stands on the board. Nothing for any other run.
 */
export function NameForBoard({ game, session }: { game: GameSummary; session: SessionResults }) {
  const paths = useGamePaths();
  const { t } = useLingui();
  const [nameSession, { loading }] = useNameSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const [named, setNamed] = useState(false);
  const defaultName = useRememberedPlayerName();
  const boardLink = useRef<HTMLAnchorElement>(null);
  // Once named, the form is gone: the way on takes the focus, while the live region reads out where the run stands.
  useEffect(() => {
    if (named) boardLink.current?.focus();
  }, [named]);

  // Kept after naming (the session no longer awaits a name), to say where the named run stands.
  if (!named && !(session.awaitsName && session.isMine && session.isComplete)) return null;

  async function submit(playerName: string) {
    setServerError(null);
    try {
      await nameSession({ variables: { sessionId: session.id, playerName } });
      rememberedPlayerName.set(playerName);
      setNamed(true);
    } catch (error) {
      setServerError(errorMessage(error, t`We couldn't save your name. Please try again.`));
    }
  }

  const { playerName, standing } = session;
  const guestName = GUEST_PLAYER_NAME;
  return (
    <section className="card card--raised stack" aria-labelledby="board-name-title">
      <h2 id="board-name-title">{session.ranked ? t`Put your score on the board` : t`Name this run`}</h2>
      <div aria-live="polite" className="stack">
        {named ? (
          <p>
            <Trans>
              Saved: this run is <strong>{playerName}</strong>'s.
            </Trans>{' '}
            {!session.ranked ? t`Practice runs stay off the board.` : standing && t`Where it stands: ${standing}.`}
          </p>
        ) : (
          <p className="muted">
            <Trans>You played as a guest.</Trans>{' '}
            {session.ranked
              ? t`Give a name and the board shows this score under it instead of "${guestName}".`
              : t`This run is practice, so it stays off the board, but you can still put your name to it.`}
          </p>
        )}
      </div>
      {named ? (
        game.leaderboardEnabled && (
          <p>
            <Link className="button button--accent" to={paths.leaderboard(game.slug)} ref={boardLink}>
              <Trans>See the leaderboard</Trans>
            </Link>
          </p>
        )
      ) : (
        <PlayerNameForm
          defaultName={defaultName}
          onSubmit={({ playerName }) => {
            if (playerName) void submit(playerName);
          }}
          submitting={loading}
          serverError={serverError}
          submitLabel={t`Save my name`}
          submittingLabel={t`Saving…`}
        />
      )}
    </section>
  );
}
