import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import { GameFormat } from '../game/about/GameFormat';
import { StartGameForm } from '../game/StartGameForm';
import { PRACTICE_EXPLANATION } from '../results/PracticeBadge';
import { ScoreRing } from '../results/ScoreRing';
import { formatInteger, plural } from '../ui/format';
import type { Challenge, ChallengeSession } from './challenge-queries';

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
      <h2 id="play-title">Ready to play?</h2>
      <p className="muted">
        {plural(game.roundCount, 'home')}, one guess each: the same homes for everyone {when}. The price of a home is
        revealed as soon as you lock in your guess.
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
      <h2 id="play-title">Your challenge is under way</h2>
      <p className="muted">
        You started the challenge {when}: carry on from the next home before it closes. It is your one try.
      </p>
      {next && (
        <Link
          className="button button--accent button--large"
          to={paths.property(challenge.game.slug, next.gameHome.id, session.id)}
        >
          Carry on
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
  return (
    <section className="card card--raised stack" aria-labelledby="play-title">
      <h2 id="play-title">You have played the challenge {when}</h2>
      <div className="score-summary">
        <ScoreRing total={session.totalPoints} max={session.maxPoints} />
        <div className="score-summary__text">
          <p className="score-summary__total">
            {formatInteger(session.totalPoints)}{' '}
            <span className="muted">/ {formatInteger(session.maxPoints)} points</span>
          </p>
          {!session.ranked ? (
            <p className="muted">{PRACTICE_EXPLANATION}</p>
          ) : (
            session.standing && <p className="score-summary__rank">{session.standing}</p>
          )}
        </div>
      </div>
      <p className="results-actions">
        <Link className="button button--accent" to={paths.results(challenge.game.slug, session.id)}>
          See your results
        </Link>
        <Link className="button button--secondary" to={paths.resultsToShare(challenge.game.slug, session.id)}>
          Share
        </Link>
      </p>
    </section>
  );
}
