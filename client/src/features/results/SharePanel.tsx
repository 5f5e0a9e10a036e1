import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { useNotify } from '../notifications/notifications';
import { useHydrated } from '../ui/hydration';
import { LoadingState, Skeleton } from '../ui/StatusViews';
import './locales';

/** What a share page needs of its result besides its card: all of it safe to post (no prices). */
export interface SharedResult {
  shareText: string;
  gameTitle: string;
  gameSlug: string;
  playerName: string;
}

/** A share page: the card, buttons to copy or share the text, the text itself, and an invitation to play. */
export function SharePanel({ shared, card }: { shared: SharedResult; card: ReactNode }) {
  const paths = useGamePaths();
  const notify = useNotify();
  const { t } = useLingui();
  // After hydration: the server cannot know the device, and the page must hydrate as the server rendered it.
  const canShare = useHydrated() && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(shared.shareText);
      notify(t`Copied`, 'success');
    } catch {
      notify(t`Couldn't copy. Select the text below and copy it yourself.`, 'error');
    }
  }

  async function share() {
    try {
      // The text's first line is its headline: the site it was played on and the game.
      await navigator.share({ title: shared.shareText.split('\n')[0], text: shared.shareText });
    } catch (error) {
      if ((error as DOMException)?.name !== 'AbortError') notify(t`Couldn't open sharing on this device.`, 'error');
    }
  }

  const { playerName } = shared;
  return (
    <div className="share-page stack-lg">
      {card}
      <div className="share-page__actions">
        <button type="button" className="button button--accent button--large" onClick={() => void copy()}>
          📋 <Trans>Copy result</Trans>
        </button>
        {canShare && (
          <button type="button" className="button button--secondary button--large" onClick={() => void share()}>
            <Trans>Share…</Trans>
          </button>
        )}
      </div>
      <section className="card share-page__preview" aria-labelledby="share-text-title">
        <h2 id="share-text-title" className="small-heading">
          <Trans>What gets copied</Trans>
        </h2>
        <pre className="share-text">{shared.shareText}</pre>
      </section>
      <section className="cta" aria-labelledby="cta-title">
        <h2 id="cta-title">
          <Trans>Think you can beat {playerName}?</Trans>
        </h2>
        <p>
          <Trans>Guess the prices of homes from the same game and find out who knows the market better.</Trans>
        </p>
        <Link className="button button--accent button--large" to={paths.gameStart(shared.gameSlug)}>
          <Trans>Play this game</Trans>
        </Link>
      </section>
    </div>
  );
}

/** A share page's skeleton, while its result loads. */
export function SharePageSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the result`}>
      <div className="share-page" aria-hidden="true">
        <Skeleton height="22rem" radius="var(--radius)" />
      </div>
    </LoadingState>
  );
}

/** What a share page says of a result it cannot find: the way to a score of one's own. */
export function ShareNotFound({ game }: { game: { slug: string; title: string } }) {
  const paths = useGamePaths();
  const title = game.title;
  return (
    <>
      <p className="muted">
        <Trans>The link may be incomplete. Why not set a score of your own?</Trans>
      </p>
      <Link className="button button--accent" to={paths.gameStart(game.slug)}>
        <Trans>Play {title}</Trans>
      </Link>
    </>
  );
}
