import { Link } from 'react-router';
import type { gamePaths } from '../../paths';
import { useBrand } from '../brand/brand-context';
import { PracticeBadge } from '../results/PracticeBadge';
import { formatDate } from '../ui/format';
import { useDisplayZone } from '../ui/hydration';
import { LocalTime } from '../ui/LocalTime';
import { onward } from './onward';
import type { MySession } from './session-queries';

interface SessionListProps {
  sessions: MySession[];
  /** The links of a session's game: in the variant the caller shows it in. */
  pathsOf: (session: MySession) => ReturnType<typeof gamePaths>;
  /** Name each session's game (a list of several games' sessions). */
  showGame?: boolean;
}

/**
 * The visitor's sessions, each with its score and the way back (onward): its next home while unfinished, else its
 * results (a game with a result a home: its start page, which lists them).
 */
export function SessionList({ sessions, pathsOf, showGame = false }: SessionListProps) {
  const zone = useDisplayZone();
  const { language } = useBrand();
  return (
    <ul className="session-list">
      {sessions.map((session) => {
        const paths = pathsOf(session);
        const who = showGame ? session.game.title : session.playerName;
        const when = formatDate(session.startedAt, language, zone);
        const way = onward(paths, session.game, session);
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
                to={way.to}
                aria-label={`Results of ${who}, ${when}`}
              >
                Results
              </Link>
            ) : (
              <Link
                className="button button--small"
                to={way.to}
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
