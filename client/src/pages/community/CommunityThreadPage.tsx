import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { threadOf, useThread, useThreadComments, type ThreadHome } from '../../features/community/community-queries';
import { GuessReason } from '../../features/community/thread/GuessReason';
import { ThreadCommentsSection } from '../../features/community/thread/ThreadCommentsSection';
import { ThreadJoinCard } from '../../features/community/thread/ThreadJoinCard';
import { useGameContext, type GameSummary } from '../../features/game/game-context';
import { onwardLink } from '../../features/game/onward-link/onward-link';
import { rulesOf } from '../../features/game/variant-rules';
import { usePageTitle } from '../../features/page-title';
import { GuessPanel } from '../../features/play/round/GuessPanel';
import { HomeAboutSection, HomeMapSection } from '../../features/play/round/HomeSections';
import { HomePageSkeleton } from '../../features/play/round/HomePageSkeleton';
import { PictureGallery } from '../../features/play/PictureGallery';
import { usePlaySession } from '../../features/play/play-queries';
import { RoundProgress } from '../../features/play/round/RoundProgress';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, Skeleton } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';
import './locales';

/** The route's loader: a wrong or missing title suffix redirects to the right one. */
export { threadSuffixRedirect as loader } from '../../features/community/thread-redirect';

/**
 * r/:gameSlug/comments/:gameHomeId/:redditSuffix?session=ID — a home's thread: the home, the player's guess (when it
 * is in their game) and the comments, sealed until they have guessed it. The route's loader corrects the suffix.
 */
export function CommunityThreadPage() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const gameHomeId = useParams().gameHomeId ?? '';
  const query = useThread(gameHomeId, game.slug);
  const thread = query.data && threadOf(query.data);
  const { t } = useLingui();
  const title = game.title;
  usePageTitle(thread?.title ?? title);
  return (
    <QueryView
      query={query}
      select={threadOf}
      noun={t`this thread`}
      loading={<HomePageSkeleton label={t`Loading the thread`} block="thread-page" />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFoundView={
        <div className="page--narrow">
          <EmptyState icon="🔍" title={t`We couldn't find this thread`} headingLevel={1}>
            <Link className="button" to={paths.gameStart(game.slug)}>
              <Trans>Back to {title}</Trans>
            </Link>
          </EmptyState>
        </div>
      }
    >
      {(thread) => <Thread game={game} thread={thread} />}
    </QueryView>
  );
}

function Thread({ game, thread }: { game: GameSummary; thread: ThreadHome }) {
  const paths = useGamePaths();
  const sessionId = useSearchParams()[0].get('session');
  const sessionQuery = usePlaySession(sessionId);
  const session = sessionQuery.data?.session;
  const rules = rulesOf(game);
  const round = session?.isMine ? session.rounds.find((candidate) => candidate.gameHome.id === thread.id) : undefined;
  // A player in a game sees the comments once they have guessed this home in it; anyone else, if the server shows
  // them (it answers only a viewer who has guessed the home).
  const guessed = Boolean(round?.result);
  // Homes played in order: a later round's thread is read-only until its turn (the server would refuse the guess).
  const later =
    round && !guessed && rules.roundOrder === 'in_order' && session?.nextRound?.gameHome.id !== round.gameHome.id;
  const comments = useThreadComments(thread.id, sessionId !== null && !guessed);
  const viewerComment = comments.data?.homeGuesses.guesses.find((guess) => guess.id === round?.result?.id);
  const { home } = thread;
  const { t, i18n } = useLingui();
  // The way on from a guessed thread.
  const threadWords = { next: t`Next thread →`, results: t`See your results →` };
  const roundNumber = round?.round;
  const roundCount = session?.roundCount;

  return (
    <article className="thread-page" aria-labelledby="thread-title">
      <header className="thread-page__head">
        <p className="thread-page__crumbs">
          <Link to={paths.gameStart(game.slug)}>r/{game.slug}</Link>
          {round && session && <> · {t`Round ${roundNumber} of ${roundCount}`}</>}
        </p>
        <h1 id="thread-title">{thread.title}</h1>
        <p className="muted property-page__where">
          {home.city}, {home.region}
        </p>
        <p className="property-page__source">{home.sourceNote}</p>
        {round && session && <RoundProgress session={session} currentRound={round.round} />}
      </header>

      <div className="thread-page__gallery">
        <PictureGallery home={home} />
      </div>

      <aside className="thread-page__guess" aria-label={t`Guess the price`}>
        {round && session && !later ? (
          <GuessPanel
            session={session}
            round={round}
            reload={() => void sessionQuery.refetch().catch(() => {})}
            next={onwardLink(paths, game, session, { i18n, words: threadWords })}
            afterResult={
              rules.guessReasons &&
              round.result &&
              comments.data && (
                <GuessReason
                  key={round.result.id}
                  sessionId={session.id}
                  gameHomeId={thread.id}
                  guessId={round.result.id}
                  givenReason={viewerComment?.reason ?? null}
                />
              )
            }
          />
        ) : sessionId && sessionQuery.loading ? (
          <Skeleton height="14rem" radius="var(--radius)" />
        ) : (
          <ThreadJoinCard game={game} session={session} later={Boolean(later)} />
        )}
      </aside>

      <HomeAboutSection home={home} showsFacts={rules.showsFacts} className="thread-page__about" />

      <ThreadCommentsSection comments={comments} guessed={guessed} className="thread-page__comments" />

      <HomeMapSection gameHome={thread} className="thread-page__map" />
    </article>
  );
}
