import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { GameSummary } from '../game/game-context';
import { useGamePaths } from '../../paths';
import { QueryView } from '../ui/QueryView';
import { LoadingState, Skeleton } from '../ui/StatusViews';
import { useHomeResult, type HomeResult } from './home-result-queries';
import './locales';

/**
 * The per-home results pages' QueryView (results/p/:gameHomeId/:sessionId and its detailed form): one home's
 * round of a session and the session around it, or their skeleton, failed and not-found states.
 */
export function HomeResultGate({ game, children }: { game: GameSummary; children: (result: HomeResult) => ReactNode }) {
  const paths = useGamePaths();
  const { gameHomeId = '', sessionId = '' } = useParams();
  const { t } = useLingui();
  const title = game.title;
  return (
    <QueryView
      query={useHomeResult(sessionId, gameHomeId)}
      select={({ session, sessionRound }) => (session && sessionRound ? { session, round: sessionRound } : null)}
      noun={t`this result`}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      loading={
        <LoadingState label={t`Loading the result`}>
          <div className="stack" aria-hidden="true">
            <Skeleton height="1rem" width="10rem" />
            <Skeleton height="2.6rem" width="50%" />
            <Skeleton height="14rem" radius="var(--radius)" />
          </div>
        </LoadingState>
      }
      notFound={
        <>
          <p className="muted">
            <Trans>The link may be incomplete, or the home may not be part of that game.</Trans>
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
