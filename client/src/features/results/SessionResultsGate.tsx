import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameSummary } from '../game/game-context';
import { paths } from '../../paths';
import { EmptyState, ErrorState, LoadingState, Skeleton } from '../ui/StatusViews';
import { useSessionResults, type SessionResults } from './results-queries';

/** Loads a session's results and renders them, or the loading, failed and not-found states of a results page. */
export function SessionResultsGate({
  game,
  sessionId,
  children,
}: {
  game: GameSummary;
  sessionId: string;
  children: (session: SessionResults) => ReactNode;
}) {
  const { data, loading, error, refetch } = useSessionResults(sessionId);
  const session = data?.session;
  if (session) return <>{children(session)}</>;
  if (loading) {
    return (
      <LoadingState label="Loading the results">
        <div className="stack" aria-hidden="true">
          <Skeleton height="1rem" width="10rem" />
          <Skeleton height="2.6rem" width="50%" />
          <Skeleton height="11rem" radius="var(--radius)" />
          <Skeleton height="4rem" radius="12px" />
          <Skeleton height="4rem" radius="12px" />
        </div>
      </LoadingState>
    );
  }
  if (error) {
    return (
      <ErrorState
        headingLevel={1}
        title="We couldn't load these results"
        error={error}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }
  return (
    <div className="page--narrow">
      <EmptyState icon="🔍" title="We couldn't find these results" headingLevel={1}>
        <p className="muted">The link may be incomplete, or the game may have been removed.</p>
        <Link className="button button--accent" to={paths.gameStart(game.slug)}>
          Play {game.title}
        </Link>
      </EmptyState>
    </div>
  );
}
