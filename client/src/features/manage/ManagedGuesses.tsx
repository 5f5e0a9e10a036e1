import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { HIDDEN_PLAYER_NAMES } from '@ballpark/common/moderation';
import { formatPrice } from '@ballpark/common/price-format';
import { useState } from 'react';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { useBrand } from '../brand/brand-context';
import { errorMessage } from '../ui/errors';
import { formatInteger } from '../ui/format';
import { LocalTime } from '../ui/LocalTime';
import { ScoreTable } from '../ui/ScoreTable';
import { EmptyState } from '../ui/StatusViews';
import {
  MANAGED_GUESSES_PAGE,
  useSessionModeration,
  type ManagedGuess,
  type ManagedHomeGuesses,
} from './manage-queries';
import './locales';

/**
 * The words of the guesstimates-manage page's frame (its title, its loading state), here with the rest of its words
 * rather than in pages/game's catalog, which every game's start page loads.
 */
export const MANAGED_GUESSES_WORDS = {
  title: msg`Manage the guesses`,
  titleOf: (homeTitle: string) => msg`Manage the guesses: ${homeTitle}`,
  noun: msg`the guesses`,
  loading: msg`Loading the guesses`,
};

/**
 * Every guess on one home of a game, for its managers: hide a player's name from the public, keep a session off the
 * boards, and undo either (the guesstimates-manage page).
 */
export function ManagedGuesses({
  managed,
  offset,
  onPage,
}: {
  managed: ManagedHomeGuesses;
  offset: number;
  onPage: (offset: number) => void;
}) {
  const { t, i18n } = useLingui();
  const { language } = useBrand();
  const paths = useGamePaths();
  const moderation = useSessionModeration();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const gameTitle = managed.gameTitle;
  const totalCount = formatInteger(managed.totalCount, language);
  const hiddenName = HIDDEN_PLAYER_NAMES[language];
  const firstShown = formatInteger(offset + 1, language);
  const lastShown = formatInteger(offset + managed.guesses.length, language);

  const sessionStateOf = (guess: ManagedGuess) =>
    guess.sessionExcluded
      ? t`Off the boards`
      : !guess.sessionRanked
        ? t`Practice`
        : guess.sessionCompleted
          ? t`On the boards`
          : t`In progress`;

  async function change(action: () => Promise<unknown>, said: string) {
    setProblem(null);
    try {
      await action();
      setDone(said);
    } catch (error) {
      setProblem(errorMessage(error, t`We couldn't make that change. Please try again.`, i18n));
    }
  }

  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Manage the guesses · {gameTitle}</Trans>
        </p>
        <h1>{managed.gameHome.title}</h1>
        <p className="lead">
          <Trans>
            Every guess on this home, newest first ({totalCount} in all). A hidden name shows as “{hiddenName}” on the
            boards and everyone's guesses; a session kept off the boards leaves them at once, and the player's next best
            run takes its place. Both can be undone.
          </Trans>
        </p>
      </header>
      <p className="row">
        {managed.leaderboardEnabled && (
          <Link className="button button--secondary" to={paths.leaderboard(managed.gameSlug)}>
            <Trans>Leaderboard</Trans>
          </Link>
        )}
        <Link
          className="button button--secondary"
          to={paths.guesstimates({ gameSlug: managed.gameSlug, gameHomeId: managed.gameHome.id })}
        >
          <Trans>Public view of the guesses</Trans>
        </Link>
      </p>
      <p role="status" className="muted">
        {done}
      </p>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      {managed.guesses.length === 0 ? (
        <EmptyState icon="🏠" title={t`No guesses on this home yet`} headingLevel={2} />
      ) : (
        <section className="card" aria-labelledby="managed-guesses-title">
          <h2 id="managed-guesses-title">
            <Trans>Guesses</Trans>
          </h2>
          <ScoreTable
            caption={<Trans>Every guess on this home, newest first</Trans>}
            captionHidden
            className="managed-guesses"
            rows={managed.guesses}
            rowKey={(guess) => guess.id}
            columns={[
              {
                header: <Trans>Player</Trans>,
                cell: (guess) => (
                  <>
                    {guess.playerName}
                    {guess.nameHidden && (
                      <span className="practice-badge">
                        <Trans>Hidden</Trans>
                      </span>
                    )}
                  </>
                ),
              },
              {
                header: <Trans>Guess</Trans>,
                numeric: true,
                cell: (guess) => formatPrice(guess.amount, managed.gameHome.home.currency, language),
              },
              { header: <Trans>Points</Trans>, numeric: true, cell: (guess) => guess.points },
              { header: <Trans>When</Trans>, cell: (guess) => <LocalTime value={guess.guessedAt} show="dateTime" /> },
              {
                header: <Trans>Session</Trans>,
                cell: (guess) => (
                  <>
                    <code title={guess.sessionId}>{guess.sessionId.slice(0, 8)}</code>{' '}
                    <span className="muted">{sessionStateOf(guess)}</span>
                  </>
                ),
              },
              {
                header: <Trans>Actions</Trans>,
                cell: (guess) => {
                  const { playerName } = guess;
                  return (
                    <GuessActions
                      guess={guess}
                      busy={moderation.busy}
                      onHide={(hidden) =>
                        void change(
                          () => moderation.setNameHidden(guess.sessionId, hidden),
                          hidden ? t`${playerName}'s name is hidden.` : t`${playerName}'s name is shown again.`,
                        )
                      }
                      onExclude={(excluded) =>
                        void change(
                          () => moderation.setExcluded(guess.sessionId, excluded),
                          excluded
                            ? t`${playerName}'s session is off the boards.`
                            : t`${playerName}'s session is back on the boards.`,
                        )
                      }
                    />
                  );
                },
              },
            ]}
          />
          {managed.totalCount > MANAGED_GUESSES_PAGE && (
            <p className="row">
              <span className="muted">
                <Trans>
                  Guesses {firstShown}–{lastShown} of {totalCount}
                </Trans>
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={offset === 0}
                onClick={() => onPage(Math.max(0, offset - MANAGED_GUESSES_PAGE))}
              >
                <Trans>Newer</Trans>
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={offset + MANAGED_GUESSES_PAGE >= managed.totalCount}
                onClick={() => onPage(offset + MANAGED_GUESSES_PAGE)}
              >
                <Trans>Older</Trans>
              </button>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function GuessActions({
  guess,
  busy,
  onHide,
  onExclude,
}: {
  guess: ManagedGuess;
  busy: boolean;
  onHide: (hidden: boolean) => void;
  onExclude: (excluded: boolean) => void;
}) {
  const { t } = useLingui();
  const { playerName } = guess;
  return (
    <div className="row">
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-label={guess.nameHidden ? t`Show the name ${playerName}` : t`Hide the name ${playerName}`}
        onClick={() => onHide(!guess.nameHidden)}
      >
        {guess.nameHidden ? t`Show name` : t`Hide name`}
      </button>
      <button
        type="button"
        className="button button--small"
        disabled={busy}
        aria-label={
          guess.sessionExcluded
            ? t`Put back on the boards: ${playerName}'s session`
            : t`Keep off the boards: ${playerName}'s session`
        }
        onClick={() => onExclude(!guess.sessionExcluded)}
      >
        {guess.sessionExcluded ? t`Put back on boards` : t`Keep off boards`}
      </button>
    </div>
  );
}
