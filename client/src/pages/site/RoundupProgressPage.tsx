import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { apiVariantOf, variantOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { roundupsOf, type RoundupSessions } from '../../features/roundup/roundups-of';
import { useGameList } from '../../features/catalogue/catalogue-queries';
import { useMySessions, type MySession } from '../../features/game/session-queries';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState } from '../../features/ui/StatusViews';
import { gamePaths } from '../../paths';
import './locales';

/**
 * realty-game-session — the visitor's progress through the roundups they have played in this browser (by their
 * visitor token): for each, their games, the homes guessed of how many, the points, and each home's result.
 */
export function RoundupProgressPage() {
  const { t } = useLingui();
  usePageTitle(t`Your roundup progress`);
  return (
    <div className="roundup-progress-page stack-lg">
      <header className="page-head">
        <h1>
          <Trans>Your roundup progress</Trans>
        </h1>
        <p className="lead">
          <Trans>
            The roundups of recent sales you have played in this browser: the homes you guessed, your points and each
            result.
          </Trans>
        </p>
      </header>
      <QueryView query={useMySessions()} select={(data) => roundupsOf(data.mySessions)} noun={t`your roundups`}>
        {(roundups) =>
          roundups.length === 0 ? (
            <NoRoundups />
          ) : (
            roundups.map((roundup) => <RoundupCard key={roundup.game.id} roundup={roundup} />)
          )
        }
      </QueryView>
    </div>
  );
}

function RoundupCard({ roundup: { game, sessions } }: { roundup: RoundupSessions }) {
  const paths = gamePaths(variantOf(game.variant));
  const titleId = `roundup-${game.id}-title`;
  return (
    <section className="card stack" aria-labelledby={titleId}>
      <h2 id={titleId}>
        <Link to={paths.gameStart(game.slug)}>{game.title}</Link>
      </h2>
      <ul className="roundup-sessions">
        {sessions.map((session) => (
          <li key={session.id} className="roundup-sessions__item stack">
            <SessionProgress session={session} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function SessionProgress({ session }: { session: MySession }) {
  const { game } = session;
  const paths = gamePaths(variantOf(game.variant));
  const guessed = session.rounds.filter((round) => round.result);
  const { t } = useLingui();
  const { playerName, guessCount, roundCount, totalPoints, maxPoints } = session;
  const title = game.title;
  return (
    <>
      <div className="roundup-sessions__head">
        <p>
          <strong>{playerName}</strong>:{' '}
          {t`${guessCount} of ${plural(roundCount, { one: '# home', other: '# homes' })} guessed · ${totalPoints} / ${plural(maxPoints, { one: '# point', other: '# points' })}`}
        </p>
        {!session.isComplete && (
          <Link className="button button--accent button--small" to={paths.gameStart(game.slug)}>
            <Trans>
              Continue
              <span className="visually-hidden">
                {' '}
                {title} as {playerName}
              </span>
            </Trans>
          </Link>
        )}
      </div>
      {guessed.length > 0 && (
        <ul className="roundup-sessions__homes">
          {guessed.map(({ gameHome, result }) => {
            const home = gameHome.title;
            const points = result?.points ?? 0;
            return (
              <li key={gameHome.id}>
                <Link to={paths.results({ gameSlug: game.slug, sessionId: session.id, gameHomeId: gameHome.id })}>
                  <span aria-hidden="true">{result?.emoji}</span>{' '}
                  {t`${home}: ${plural(points, { one: '# point', other: '# points' })}`}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** No roundup played in this browser: say so, and point to the site's roundups. */
function NoRoundups() {
  const roundups = useGameList(apiVariantOf('roundup'), null).data?.games.nodes ?? [];
  const { t } = useLingui();
  return (
    <EmptyState icon="🏘️" title={t`No roundup played yet`}>
      <p className="muted">
        {t`Your progress shows here once you guess a home of a roundup in this browser.`}
        {roundups.length > 0 ? ` ${t`Start with one of these:`}` : ''}
      </p>
      {roundups.length > 0 && (
        <ul className="roundup-links">
          {roundups.map((game) => (
            <li key={game.id}>
              <Link className="button button--accent" to={gamePaths(variantOf(game.variant)).gameStart(game.slug)}>
                {game.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </EmptyState>
  );
}
