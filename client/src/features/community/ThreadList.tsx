import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { frontPicture } from '../play/front-picture';
import { HomePicture } from '../play/HomePicture';
import type { CommunityThread } from './thread-list-queries';
import type { ThreadStatus } from './thread-status';
import './locales';

interface ThreadListProps {
  gameSlug: string;
  threads: readonly CommunityThread[];
  /** Where each thread stands in the player's current game (threadStatuses), by game home id. */
  statuses: ReadonlyMap<string, ThreadStatus>;
  /**
   * The player's current game: its next thread and those guessed link into it (to be guessed, or to show the guess).
   * Its later threads link out of it, read-only, as its homes are guessed in order.
   */
  sessionId: string | null;
}

/** The community's threads, one a home: a small picture, the home's title and place, and the player's mark. */
export function ThreadList({ gameSlug, threads, statuses, sessionId }: ThreadListProps) {
  const paths = useGamePaths();
  return (
    <ol className="thread-list">
      {threads.map((thread) => {
        const status = statuses.get(thread.id);
        const picture = frontPicture(thread.home.pictures);
        const inGame = status && status.kind !== 'later' ? (sessionId ?? undefined) : undefined;
        const to = paths.property({
          gameSlug,
          gameHomeId: thread.id,
          sessionId: inGame,
          redditSuffix: thread.redditSuffix,
        });
        return (
          <li key={thread.id} className={`thread-list__item${status?.kind === 'next' ? ' is-next' : ''}`}>
            {picture || thread.home.photos.length > 0 ? (
              <HomePicture
                home={thread.home}
                decorative
                className="thread-list__thumb"
                width={96}
                height={72}
                loading="lazy"
              />
            ) : (
              <span className="thread-list__thumb" aria-hidden="true" />
            )}
            <div className="thread-list__text">
              <h3 className="thread-list__title">
                <Link to={to}>{thread.title}</Link>
              </h3>
              <p className="thread-list__meta">
                {thread.home.city}, {thread.home.region}
              </p>
            </div>
            {status && <ThreadMark status={status} />}
          </li>
        );
      })}
    </ol>
  );
}

function ThreadMark({ status }: { status: ThreadStatus }) {
  const { t } = useLingui();
  if (status.kind === 'guessed') {
    return (
      <p className="thread-mark thread-mark--guessed">
        <span aria-hidden="true">{status.emoji}</span>{' '}
        {t`Guessed · ${plural(status.points, { one: '# point', other: '# points' })}`}
      </p>
    );
  }
  return (
    <p className={`thread-mark thread-mark--${status.kind}`}>
      {status.kind === 'next' ? t`Your turn` : t`Later in your game`}
    </p>
  );
}
