import { Link } from 'react-router';
import type { MySessionsQuery } from '../../graphql/generated/graphql';
import type { gamePaths } from '../../paths';
import { PracticeBadge } from '../results/PracticeBadge';
import { formatDate } from '../ui/format';
import { useDisplayZone } from '../ui/hydration';
import { LocalTime } from '../ui/LocalTime';

export type SessionRow = MySessionsQuery['mySessions'][number];

interface SessionListProps {
  sessions: SessionRow[];
  /** The links of a session's game: in the variant the caller shows it in. */
  pathsOf: (session: SessionRow) => ReturnType<typeof gamePaths>;
  /** Name each session's game (a list of several games' sessions). */
  showGame?: boolean;
}

/** The visitor's sessions, each with its score and the way back: its next home while unfinished, else its results. */
export function SessionList({ sessions, pathsOf, showGame = false }: SessionListProps) {
  const zone = useDisplayZone();
  return (
    <ul className="session-list">
      {sessions.map((session) => {
        const paths = pathsOf(session);
        const slug = session.game.slug;
        const who = showGame ? session.game.title : session.playerName;
        const when = formatDate(session.startedAt, zone);
        return (
          <li key={session.id} className="session-list__item">
            <div>
              <p className="session-list__name">
                {who}
                {!session.ranked && <PracticeBadge />}
              </p>
              <p className="muted small">
                {showGame && <>{session.playerName} · </>}
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
                to={paths.results(slug, session.id)}
                aria-label={`Results of ${who}, ${when}`}
              >
                Results
              </Link>
            ) : (
              <Link
                className="button button--small"
                to={paths.property(slug, session.nextRound.gameHome.id, session.id)}
                aria-label={`Continue ${showGame ? who : `the game of ${who}`}, ${when}`}
              >
                Continue
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
