import { gamePageIds } from '@ballpark/common/page-routes';
import { Link, useParams } from 'react-router';
import { useGameContext } from '../../features/game/game-context';
import { useNotify } from '../../features/notifications/notifications';
import { usePageTitle } from '../../features/page-title';
import { useShareableResult, type ShareableResult } from '../../features/results/results-queries';
import { ShareCard } from '../../features/results/ShareCard';
import { QueryView } from '../../features/ui/QueryView';
import { LoadingState, Skeleton } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';

/**
 * results_to_share/:sessionId — safe to post anywhere. It reads Query.shareableResult only (a type with no price
 * fields) and never the session, so no actual or guessed price can reach this page.
 */
export function ResultsToSharePage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const sessionId = gamePageIds(useParams()).sessionId ?? '';
  const query = useShareableResult(sessionId);
  const result = query.data?.shareableResult;
  usePageTitle(
    result
      ? `${result.playerName} scored ${result.totalPoints}/${result.maxPoints} on ${result.gameTitle}`
      : `Results: ${game.title}`,
  );

  return (
    <QueryView
      query={query}
      select={(data) => data.shareableResult}
      noun="this result"
      loading={
        <LoadingState label="Loading the result">
          <div className="share-page" aria-hidden="true">
            <Skeleton height="22rem" radius="var(--radius)" />
          </div>
        </LoadingState>
      }
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFound={
        <>
          <p className="muted">The link may be incomplete. Why not set a score of your own?</p>
          <Link className="button button--accent" to={paths.gameStart(game.slug)}>
            Play {game.title}
          </Link>
        </>
      }
    >
      {(loaded) => <SharePageBody result={loaded} />}
    </QueryView>
  );
}

export function SharePageBody({ result }: { result: ShareableResult }) {
  const paths = useGamePaths();
  const notify = useNotify();
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(result.shareText);
      notify('Copied', 'success');
    } catch {
      notify("Couldn't copy. Select the text below and copy it yourself.", 'error');
    }
  }

  async function share() {
    try {
      await navigator.share({ title: `Ballpark: ${result.gameTitle}`, text: result.shareText });
    } catch (error) {
      if ((error as DOMException)?.name !== 'AbortError') notify("Couldn't open sharing on this device.", 'error');
    }
  }

  return (
    <div className="share-page stack-lg">
      <ShareCard result={result} />
      <div className="share-page__actions">
        <button type="button" className="button button--accent button--large" onClick={() => void copy()}>
          📋 Copy result
        </button>
        {canShare && (
          <button type="button" className="button button--secondary button--large" onClick={() => void share()}>
            Share…
          </button>
        )}
      </div>
      <section className="card share-page__preview" aria-labelledby="share-text-title">
        <h2 id="share-text-title" className="small-heading">
          What gets copied
        </h2>
        <pre className="share-text">{result.shareText}</pre>
      </section>
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">Think you can beat {result.playerName}?</h2>
        <p>Guess the prices of homes from the same game and find out who knows the market better.</p>
        <Link className="button button--accent button--large" to={paths.gameStart(result.gameSlug)}>
          Play this game
        </Link>
      </section>
    </div>
  );
}
