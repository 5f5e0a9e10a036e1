import { Trans, useLingui } from '@lingui/react/macro';
import type { ThreadCommentsQuery } from '../../../graphql/generated/graphql';
import type { QueryResultLike } from '../../ui/QueryView';
import { ErrorState, LoadingState } from '../../ui/StatusViews';
import { ThreadComments } from './ThreadComments';
import './locales';

interface ThreadCommentsSectionProps {
  /** The thread's comments query (useThreadComments). */
  comments: QueryResultLike<ThreadCommentsQuery>;
  /** Whether the viewer has guessed the home in the game they are playing here. */
  guessed: boolean;
  className: string;
}

/**
 * A thread's comments, or the sealed note: a viewer who has not guessed the home sees no guess of it. A viewer outside
 * a game learns from the server whether they have; until it answers, the note stands (in the server's render too).
 */
export function ThreadCommentsSection({ comments, guessed, className }: ThreadCommentsSectionProps) {
  const { t } = useLingui();
  const loaded = comments.data?.homeGuesses;
  let body;
  if (loaded) body = <ThreadComments comments={loaded} />;
  else if (guessed && comments.loading) body = <LoadingState label={t`Loading the comments`} />;
  else if (guessed && comments.error)
    body = (
      <ErrorState
        title={t`We couldn't load the comments`}
        error={comments.error}
        headingLevel={3}
        onRetry={() => void comments.refetch().catch(() => {})}
      />
    );
  else
    body = (
      <p className="thread-sealed" role="note">
        <span aria-hidden="true">🔒</span>{' '}
        <Trans>
          Comments open once you guess. Everyone's guesses and reasons would give the price away, so they show once you
          have locked in yours.
        </Trans>
      </p>
    );
  return (
    <section className={`${className} card`} id="comments" aria-labelledby="comments-title">
      <h2 id="comments-title">
        <Trans>Comments</Trans>
      </h2>
      {body}
    </section>
  );
}
