import { Plural, Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { GameFormat } from '../game/about/GameFormat';
import { StartGameForm } from '../game/StartGameForm';
import { PRACTICE_EXPLANATION } from '../results/PracticeBadge';
import { ScoreRing } from '../results/ScoreRing';
import { useBrand } from '../brand/brand-context';
import { formatInteger } from '../ui/format';
import type { Challenge, ChallengeSession } from './challenge-queries';
import './locales';

/**
 * The one attempt a player has at a challenge: the start (a name, then the first home), the way back into a run
 * under way, or, once played, its result instead of a second start.
 */
export function ChallengePlay({ challenge, when }: { challenge: Challenge; when: string }) {
  const { game, mySession } = challenge;
  if (mySession?.isComplete) return <ChallengeResult challenge={challenge} session={mySession} when={when} />;
  if (mySession) return <ChallengeUnderWay challenge={challenge} session={mySession} when={when} />;
  return (
    <section className="card card--raised stack" aria-labelledby="play-title">
      <h2 id="play-title">
        <Trans>Ready to play?</Trans>
      </h2>
      <p className="muted">
        <Trans>
          <Plural value={game.roundCount} one="# home" other="# homes" />, one guess each: the same homes for everyone{' '}
          {when}. The price of a home is revealed as soon as you lock in your guess.
        </Trans>
      </p>
      <GameFormat game={game} />
      <StartGameForm game={game} />
    </section>
  );
}

function ChallengeUnderWay({
  challenge,
  session,
  when,
}: {
  challenge: Challenge;
  session: ChallengeSession;
  when: string;
}) {
  const paths = useGamePaths();
  const next = session.nextRound;
  return (
    <section className="card card--raised stack" aria-labelledby="play-title">
      <h2 id="play-title">
        <Trans>Your challenge is under way</Trans>
      </h2>
      <p className="muted">
        <Trans>
          You started the challenge {when}: carry on from the next home before it closes. It is your one try.
        </Trans>
      </p>
      {next && (
        <Link
          className="button button--accent button--large"
          to={paths.property({ gameSlug: challenge.game.slug, gameHomeId: next.gameHome.id, sessionId: session.id })}
        >
          <Trans>Carry on</Trans>
        </Link>
      )}
    </section>
  );
}

function ChallengeResult({
  challenge,
  session,
  when,
}: {
  challenge: Challenge;
  session: ChallengeSession;
  when: string;
}) {
  const paths = useGamePaths();
  const { language } = useBrand();
  const points = formatInteger(session.totalPoints, language);
  const maxPoints = formatInteger(session.maxPoints, language);
  return (
    <section className="card card--raised stack" aria-labelledby="play-title">
      <h2 id="play-title">
        <Trans>You have played the challenge {when}</Trans>
      </h2>
      <div className="score-summary">
        <ScoreRing total={session.totalPoints} max={session.maxPoints} />
        <div className="score-summary__text">
          <p className="score-summary__total">
            <Trans>
              {points} <span className="muted">/ {maxPoints} points</span>
            </Trans>
          </p>
          {!session.ranked ? (
            <p className="muted">{PRACTICE_EXPLANATION}</p>
          ) : (
            session.standing && <p className="score-summary__rank">{session.standing}</p>
          )}
        </div>
      </div>
      <p className="results-actions">
        <Link
          className="button button--accent"
          to={paths.results({ gameSlug: challenge.game.slug, sessionId: session.id })}
        >
          <Trans>See your results</Trans>
        </Link>
        <Link
          className="button button--secondary"
          to={paths.resultsToShare({ gameSlug: challenge.game.slug, sessionId: session.id })}
        >
          <Trans>Share</Trans>
        </Link>
      </p>
    </section>
  );
}
