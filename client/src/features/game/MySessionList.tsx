import { Link } from 'react-router';
import type { MySessionsQuery } from '../../graphql/generated/graphql';
import { useGamePaths } from '../../paths';
import { PracticeBadge } from '../results/PracticeBadge';
import { formatDate } from '../ui/format';
import { useDisplayZone } from '../ui/hydration';
import { LocalTime } from '../ui/LocalTime';

/** The visitor's earlier sessions of a game, with a way back to each result (or to the next home). */
export default function MySessionList({
  gameSlug,
  sessions,
}: {
  gameSlug: string;
  sessions: MySessionsQuery['mySessions'];
}) {
  const paths = useGamePaths();
  const zone = useDisplayZone();
  return (
    <section className="card stack" aria-labelledby="my-sessions-title">
      <h2 id="my-sessions-title">Your games</h2>
      <ul className="session-list">
        {sessions.slice(0, 8).map((session) => (
          <li key={session.id} className="session-list__item">
            <div>
              <p className="session-list__name">
                {session.playerName}
                {!session.ranked && <PracticeBadge />}
              </p>
              <p className="muted small">
                <LocalTime value={session.startedAt} show="date" /> ·{' '}
                {session.isComplete ? 'Finished' : `${session.guessCount} of ${session.roundCount} homes guessed`}
              </p>
            </div>
            <p className="session-list__score">
              <strong>{session.totalPoints}</strong>
              <span className="muted">/{session.maxPoints}</span>
            </p>
            {session.isComplete || !session.nextRound ? (
              <Link
                className="button button--secondary button--small"
                to={paths.results(gameSlug, session.id)}
                aria-label={`Results of ${session.playerName}, ${formatDate(session.startedAt, zone)}`}
              >
                Results
              </Link>
            ) : (
              <Link
                className="button button--small"
                to={paths.property(gameSlug, session.nextRound.gameHome.id, session.id)}
                aria-label={`Continue the game of ${session.playerName}, ${formatDate(session.startedAt, zone)}`}
              >
                Continue
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
