import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@ballpark/common/page-routes';
import { Link } from 'react-router';
import { useMySessions, type MySession } from '../features/game/session-queries';
import { SessionList } from '../features/game/sessions/SessionList';
import { usePageTitle } from '../features/page-title';
import { QueryView } from '../features/ui/QueryView';
import { EmptyState } from '../features/ui/StatusViews';
import { gamePaths } from '../paths';
import { variantOf } from '../features/game/variant-rules';
import './locales';

const pathsOf = (session: MySession) => gamePaths(variantOf(session.game.variant));

/**
 * price-guess-session: the games this browser has started (its visitor token's sessions), unfinished first, each with
 * the way on to its next home; finished ones after, with their results.
 */
export function SessionsInProgressPage() {
  const { t } = useLingui();
  const title = t`Your games in progress`;
  usePageTitle(title);
  return (
    <div className="page--narrow stack-lg">
      <header className="page-head">
        <h1>{title}</h1>
        <p className="lead">
          <Trans>The games you started in this browser: carry on from the home you reached.</Trans>
        </p>
      </header>
      <QueryView query={useMySessions()} select={(data) => data.mySessions} noun={t`your games`} headingLevel={2}>
        {(sessions) => {
          const unfinished = sessions.filter((session) => !session.isComplete);
          const finished = sessions.filter((session) => session.isComplete);
          return (
            <>
              <section className="card stack" aria-labelledby="unfinished-title">
                <h2 id="unfinished-title">
                  <Trans>Unfinished</Trans>
                </h2>
                {unfinished.length > 0 ? (
                  <SessionList sessions={unfinished} pathsOf={pathsOf} showGame />
                ) : (
                  <EmptyState icon="🏡" title={t`No game in progress`} headingLevel={3}>
                    <p className="muted">
                      <Trans>
                        Every game started in this browser is finished, or none has been started yet.{' '}
                        <Link to={pagePath('games', {})}>Pick a game</Link>.
                      </Trans>
                    </p>
                  </EmptyState>
                )}
              </section>
              {finished.length > 0 && (
                <section className="card stack" aria-labelledby="finished-title">
                  <h2 id="finished-title">
                    <Trans>Finished</Trans>
                  </h2>
                  <SessionList sessions={finished} pathsOf={pathsOf} showGame />
                </section>
              )}
            </>
          );
        }}
      </QueryView>
    </div>
  );
}
