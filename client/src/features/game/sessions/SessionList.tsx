import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { gamePaths } from '../../../paths';
import { useBrand } from '../../brand/brand-context';
import { PracticeBadge } from '../../results/PracticeBadge';
import { formatDate } from '../../ui/format';
import { useDisplayZone } from '../../ui/hydration';
import { LocalTime } from '../../ui/LocalTime';
import { onward } from '../onward';
import type { MySession } from '../session-queries';
import './locales';

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
  const { t } = useLingui();
  const zone = useDisplayZone();
  const { language } = useBrand();
  return (
    <ul className="session-list">
      {sessions.map((session) => {
        const paths = pathsOf(session);
        const who = showGame ? session.game.title : session.playerName;
        const when = formatDate(session.startedAt, language, zone);
        const { to } = onward(paths, session.game, session);
        const { guessCount, roundCount } = session;
        return (
          <li key={session.id} className="session-list__item">
            <div>
              <p className="session-list__name">
                {who}
                {!session.ranked && <PracticeBadge />}
              </p>
              <p className="muted small">
                {showGame && <>{session.playerName} · </>}
                {session.isComplete ? (
                  <Trans>
                    <LocalTime value={session.startedAt} show="date" /> · Finished
                  </Trans>
                ) : (
                  <Trans>
                    <LocalTime value={session.startedAt} show="date" /> · {guessCount} of{' '}
                    <Plural value={roundCount} one="# home" other="# homes" /> guessed
                  </Trans>
                )}
              </p>
            </div>
            <p className="session-list__score">
              <strong>{session.totalPoints}</strong>
              <span className="muted">/{session.maxPoints}</span>
            </p>
            {session.isComplete || !session.nextRound ? (
              <Link
                className="button button--secondary button--small"
                to={to}
                aria-label={t`Results of ${who}, ${when}`}
              >
                <Trans>Results</Trans>
              </Link>
            ) : (
              <Link
                className="button button--small"
                to={to}
                aria-label={showGame ? t`Continue ${who}, ${when}` : t`Continue the game of ${who}, ${when}`}
              >
                <Trans>Continue</Trans>
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
