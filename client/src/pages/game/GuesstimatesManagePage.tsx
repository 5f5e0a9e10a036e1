import { gamePageIds } from '@ballpark/common/page-routes';
import { HIDDEN_PLAYER_NAME } from '@ballpark/common/moderation';
import { formatPrice } from '@ballpark/common/price-format';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import {
  MANAGED_GUESSES_PAGE,
  useManagedHomeGuesses,
  useSessionModeration,
  type ManagedGuess,
  type ManagedHomeGuesses,
} from '../../features/manage/manage-queries';
import { HomeNotFound } from '../../features/guesses/HomeNotFound';
import { usePageTitle } from '../../features/page-title';
import { errorCode, errorMessage } from '../../features/ui/errors';
import { formatInteger } from '../../features/ui/format';
import { LocalTime } from '../../features/ui/LocalTime';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, LoadingState } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';
import { AccessErrorPage, refusalOf } from '../site/AccessErrorPage';

/**
 * property/:gameHomeId/guesstimates-manage: every guess on one home of the game, for its managers (its creator, an
 * admin of its brand, a site admin): hide a player's name from the public, keep a session off the boards, and undo
 * either. Anyone else gets the access-error page, and the server sends them nothing.
 */
export function GuesstimatesManagePage() {
  const { game } = useGameContext();
  const gameHomeId = gamePageIds(useParams()).homeId ?? '';
  const [offset, setOffset] = useState(0);
  const query = useManagedHomeGuesses(game.slug, gameHomeId, offset);
  const managed = query.data?.managedHomeGuesses;
  usePageTitle(managed ? `Manage the guesses: ${managed.gameHome.title}` : 'Manage the guesses');

  const refusal = !managed && !query.loading ? refusalOf(errorCode(query.error)) : null;
  if (refusal) return <AccessErrorPage askToLogIn={refusal.askToLogIn} />;
  return (
    <QueryView
      query={query}
      select={(data) => data.managedHomeGuesses}
      noun="the guesses"
      loading={<LoadingState label="Loading the guesses" />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFoundView={<HomeNotFound />}
    >
      {(loaded) => <ManagedGuesses managed={loaded} offset={offset} onPage={setOffset} />}
    </QueryView>
  );
}

function ManagedGuesses({
  managed,
  offset,
  onPage,
}: {
  managed: ManagedHomeGuesses;
  offset: number;
  onPage: (offset: number) => void;
}) {
  const paths = useGamePaths();
  const moderation = useSessionModeration();
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);

  async function change(action: () => Promise<unknown>, said: string) {
    setProblem(null);
    try {
      await action();
      setDone(said);
    } catch (error) {
      setProblem(errorMessage(error, "We couldn't make that change. Please try again."));
    }
  }

  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">Manage the guesses · {managed.gameTitle}</p>
        <h1>{managed.gameHome.title}</h1>
        <p className="lead">
          Every guess on this home, newest first ({formatInteger(managed.totalCount)} in all). A hidden name shows as “
          {HIDDEN_PLAYER_NAME}” on the boards and everyone's guesses; a session kept off the boards leaves them at once,
          and the player's next best run takes its place. Both can be undone.
        </p>
      </header>
      <p className="row">
        {managed.leaderboardEnabled && (
          <Link className="button button--secondary" to={paths.leaderboard(managed.gameSlug)}>
            Leaderboard
          </Link>
        )}
        <Link className="button button--secondary" to={paths.guesstimates(managed.gameSlug, managed.gameHome.id)}>
          Public view of the guesses
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
        <EmptyState icon="🏠" title="No guesses on this home yet" headingLevel={2} />
      ) : (
        <section className="card" aria-labelledby="managed-guesses-title">
          <h2 id="managed-guesses-title">Guesses</h2>
          <div className="table-scroll">
            <table className="table managed-guesses">
              <caption className="visually-hidden">Every guess on this home, newest first</caption>
              <thead>
                <tr>
                  <th scope="col">Player</th>
                  <th scope="col" className="number">
                    Guess
                  </th>
                  <th scope="col" className="number">
                    Points
                  </th>
                  <th scope="col">When</th>
                  <th scope="col">Session</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {managed.guesses.map((guess) => (
                  <GuessRow
                    key={guess.id}
                    guess={guess}
                    currency={managed.gameHome.home.currency}
                    busy={moderation.busy}
                    onHide={(hidden) =>
                      void change(
                        () => moderation.setNameHidden(guess.sessionId, hidden),
                        hidden ? `${guess.playerName}'s name is hidden.` : `${guess.playerName}'s name is shown again.`,
                      )
                    }
                    onExclude={(excluded) =>
                      void change(
                        () => moderation.setExcluded(guess.sessionId, excluded),
                        excluded
                          ? `${guess.playerName}'s session is off the boards.`
                          : `${guess.playerName}'s session is back on the boards.`,
                      )
                    }
                  />
                ))}
              </tbody>
            </table>
          </div>
          {managed.totalCount > MANAGED_GUESSES_PAGE && (
            <p className="row">
              <span className="muted">
                Guesses {formatInteger(offset + 1)}–{formatInteger(offset + managed.guesses.length)} of{' '}
                {formatInteger(managed.totalCount)}
              </span>
              <button
                type="button"
                className="button button--small"
                disabled={offset === 0}
                onClick={() => onPage(Math.max(0, offset - MANAGED_GUESSES_PAGE))}
              >
                Newer
              </button>
              <button
                type="button"
                className="button button--small"
                disabled={offset + MANAGED_GUESSES_PAGE >= managed.totalCount}
                onClick={() => onPage(offset + MANAGED_GUESSES_PAGE)}
              >
                Older
              </button>
            </p>
          )}
        </section>
      )}
    </div>
  );
}

function GuessRow({
  guess,
  currency,
  busy,
  onHide,
  onExclude,
}: {
  guess: ManagedGuess;
  currency: string;
  busy: boolean;
  onHide: (hidden: boolean) => void;
  onExclude: (excluded: boolean) => void;
}) {
  const sessionState = guess.sessionExcluded
    ? 'Off the boards'
    : !guess.sessionRanked
      ? 'Practice'
      : guess.sessionCompleted
        ? 'On the boards'
        : 'In progress';
  return (
    <tr>
      <td>
        {guess.playerName}
        {guess.nameHidden && <span className="practice-badge">Hidden</span>}
      </td>
      <td className="number">{formatPrice(guess.amount, currency)}</td>
      <td className="number">{guess.points}</td>
      <td>
        <LocalTime value={guess.guessedAt} show="dateTime" />
      </td>
      <td>
        <code title={guess.sessionId}>{guess.sessionId.slice(0, 8)}</code> <span className="muted">{sessionState}</span>
      </td>
      <td>
        <div className="row">
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            aria-label={`${guess.nameHidden ? 'Show' : 'Hide'} the name ${guess.playerName}`}
            onClick={() => onHide(!guess.nameHidden)}
          >
            {guess.nameHidden ? 'Show name' : 'Hide name'}
          </button>
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            aria-label={`${guess.sessionExcluded ? 'Put back on the boards' : 'Keep off the boards'}: ${guess.playerName}'s session`}
            onClick={() => onExclude(!guess.sessionExcluded)}
          >
            {guess.sessionExcluded ? 'Put back on boards' : 'Keep off boards'}
          </button>
        </div>
      </td>
    </tr>
  );
}
