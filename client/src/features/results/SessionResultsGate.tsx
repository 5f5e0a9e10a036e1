import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GameSummary } from '../game/game-context';
import { useGamePaths } from '../../paths';
import { QueryView } from '../ui/QueryView';
import { LoadingState, Skeleton } from '../ui/StatusViews';
import { useSessionResults, type SessionResults } from './results-queries';
import './locales';

/** The results pages' QueryView: a session's results, or their skeleton, failed and not-found states. */
export function SessionResultsGate({
  game,
  sessionId,
  children,
}: {
  game: GameSummary;
  sessionId: string;
  children: (session: SessionResults) => ReactNode;
}) {
  const paths = useGamePaths();
  const { t } = useLingui();
  const title = game.title;
  return (
    <QueryView
      query={useSessionResults(sessionId)}
      select={(data) => data.session}
      noun={t`these results`}
      loading={
        <LoadingState label={t`Loading the results`}>
          <div className="stack" aria-hidden="true">
            <Skeleton height="1rem" width="10rem" />
            <Skeleton height="2.6rem" width="50%" />
            <Skeleton height="11rem" radius="var(--radius)" />
            <Skeleton height="4rem" radius="12px" />
            <Skeleton height="4rem" radius="12px" />
          </div>
        </LoadingState>
      }
      notFound={
        <>
          <p className="muted">
            <Trans>The link may be incomplete, or the game may have been removed.</Trans>
          </p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            <Trans>Play {title}</Trans>
          </Link>
        </>
      }
    >
      {children}
    </QueryView>
  );
}
