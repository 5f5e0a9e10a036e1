import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@ballpark/common/page-routes';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router';
import { useGameContext, type GameSummary } from '../../../features/game/game-context';
import { StartGameForm } from '../../../features/game/StartGameForm';
import { usePageTitle } from '../../../features/page-title';
import { roundupProgress, type RoundupProgress } from '../../../features/roundup/roundup-progress';
import { useMySessions } from '../../../features/game/session-queries';
import { useRoundupHomes, type RoundupHome } from '../../../features/roundup/roundup-queries';
import { RoundupHomeCard } from '../../../features/roundup/card/RoundupHomeCard';
import { QueryView } from '../../../features/ui/QueryView';
import { LoadingState, Skeleton } from '../../../features/ui/StatusViews';
import { useGamePaths } from '../../../paths';
import './locales';

/**
 * roundup/v/:gameSlug — a roundup of recent sales: every home of it as a card. A game deals the player some of them,
 * to guess in any order; each card then shows the player's points and the way to its result.
 */
export function RoundupStartPage() {
  const { game } = useGameContext();
  const { t } = useLingui();
  const brandName = game.brand.displayName;
  const roundCount = game.roundCount;
  usePageTitle(game.title);
  const mine = useMySessions();
  const homes = useRoundupHomes(game.slug);
  const progress = roundupProgress(mine.data?.mySessions ?? [], game.slug);
  const [started, setStarted] = useState(false);
  const yourGame = useRef<HTMLHeadingElement>(null);

  // A game just started: its homes replace the form, and the focus goes to them.
  const current = progress.current;
  useEffect(() => {
    if (started && current) yourGame.current?.focus();
  }, [started, current]);

  return (
    <div className="roundup-page">
      <section className="roundup-page__intro" aria-labelledby="game-title">
        <p className="eyebrow">
          <Trans>{brandName} · Roundup of recent sales</Trans>
        </p>
        <h1 id="game-title">{game.title}</h1>
        <p className="lead">{game.description}</p>
      </section>

      <aside className="roundup-page__play card card--raised stack" aria-labelledby="play-title">
        {progress.current ? (
          <CurrentGame progress={progress} game={game} headingRef={yourGame} />
        ) : (
          <>
            <h2 id="play-title">
              <Trans>Ready to play?</Trans>
            </h2>
            <p className="muted">
              <Plural
                value={roundCount}
                one="A game deals you # of this roundup's homes, with its own result."
                other="A game deals you # of this roundup's homes. Guess them in any order, one at a time: each has its own result."
              />
            </p>
            <StartGameForm
              game={game}
              onStarted={() =>
                void mine
                  .refetch()
                  .then(() => setStarted(true))
                  .catch(() => {})
              }
            />
          </>
        )}
        {progress.guesses.size > 0 && (
          <p className="small">
            <Link to={pagePath('realtyGameSession', {})}>
              <Trans>Your progress in every roundup</Trans>
            </Link>
          </p>
        )}
      </aside>

      <QueryView
        query={homes}
        select={(data) => data.game?.homes}
        noun={t`the homes of this roundup`}
        headingLevel={2}
        loading={<HomesSkeleton />}
      >
        {(homes) => <RoundupHomes homes={homes} progress={progress} gameSlug={game.slug} />}
      </QueryView>
    </div>
  );
}

function CurrentGame({
  progress: { current },
  game,
  headingRef,
}: {
  progress: RoundupProgress;
  game: GameSummary;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const paths = useGamePaths();
  if (!current) return null;
  const { guessCount, roundCount, totalPoints, maxPoints, playerName } = current;
  const next = current.nextRound;
  return (
    <>
      <h2 id="play-title" ref={headingRef} tabIndex={-1}>
        <Trans>Your game</Trans>
      </h2>
      <p className="roundup-page__progress">
        <Trans>
          <strong>
            {guessCount} of {roundCount}
          </strong>{' '}
          homes guessed · {totalPoints} / {maxPoints} points
        </Trans>
      </p>
      <p className="muted">
        <Trans>Pick any of your homes below, in any order, as {playerName}.</Trans>
      </p>
      {next && (
        <Link
          className="button button--accent"
          to={paths.property({ gameSlug: game.slug, gameHomeId: next.gameHome.id, sessionId: current.id })}
        >
          <Trans>Continue</Trans>
        </Link>
      )}
    </>
  );
}

function RoundupHomes({
  homes,
  progress: { current, guesses },
  gameSlug,
}: {
  homes: readonly RoundupHome[];
  progress: RoundupProgress;
  gameSlug: string;
}) {
  const paths = useGamePaths();
  const { t } = useLingui();
  const dealt = new Set(current?.rounds.map((round) => round.gameHome.id));
  const card = (home: RoundupHome) => {
    const guess = guesses.get(home.id);
    const guessedNow = current?.rounds.some((round) => round.gameHome.id === home.id && round.result);
    return (
      <li key={home.id}>
        <RoundupHomeCard
          home={home}
          guess={
            guess && {
              ...guess,
              resultPath: paths.results({ gameSlug, sessionId: guess.sessionId, gameHomeId: home.id }),
            }
          }
          guessPath={
            current && dealt.has(home.id) && !guessedNow
              ? paths.property({ gameSlug, gameHomeId: home.id, sessionId: current.id })
              : undefined
          }
        />
      </li>
    );
  };
  const yours = homes.filter((home) => dealt.has(home.id));
  const others = homes.filter((home) => !dealt.has(home.id));
  return (
    <>
      {yours.length > 0 && (
        <section className="roundup-page__homes" aria-labelledby="your-homes-title">
          <h2 id="your-homes-title">
            <Trans>Your homes</Trans>
          </h2>
          <ul className="roundup-grid">{yours.map(card)}</ul>
        </section>
      )}
      <section className="roundup-page__homes" aria-labelledby="all-homes-title">
        <h2 id="all-homes-title">{yours.length > 0 ? t`The rest of this roundup` : t`The homes of this roundup`}</h2>
        <ul className="roundup-grid">{others.map(card)}</ul>
      </section>
    </>
  );
}

function HomesSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the homes of this roundup`}>
      <div className="roundup-grid" aria-hidden="true">
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height="16rem" radius="var(--radius)" />
        ))}
      </div>
    </LoadingState>
  );
}
