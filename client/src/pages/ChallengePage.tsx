import { Link } from 'react-router';
import { ChallengeBoard } from '../features/challenge/ChallengeBoard';
import { ChallengeCountdown } from '../features/challenge/ChallengeCountdown';
import { ChallengePlay } from '../features/challenge/ChallengePlay';
import { useChallenge } from '../features/challenge/challenge-queries';
import { usePageTitle } from '../features/page-title';
import { plural } from '../features/ui/format';
import { QueryView } from '../features/ui/QueryView';
import type { ChallengePeriod } from '../graphql/generated/graphql';
import { paths } from '../paths';

/** What a period's page says of its challenge. */
const WORDS: Record<ChallengePeriod, { title: string; when: string; comeBack: string }> = {
  DAILY: { title: "Today's challenge", when: 'today', comeBack: 'A new challenge every day at midnight UTC.' },
  WEEKLY: {
    title: "This week's challenge",
    when: 'this week',
    comeBack: 'A new challenge every Monday at midnight UTC.',
  },
};

/** daily-challenge: today's challenge of the site. */
export function DailyChallengePage() {
  return <ChallengePage period="DAILY" />;
}

/** weekly-challenge: this week's challenge of the site. */
export function WeeklyChallengePage() {
  return <ChallengePage period="WEEKLY" />;
}

/**
 * A period's challenge: the same homes for every player, one try each. Its homes, the way to play it (or, once
 * played, the result), the player's daily streak, the time left until the next one, and its live leaderboard.
 */
function ChallengePage({ period }: { period: ChallengePeriod }) {
  const words = WORDS[period];
  const query = useChallenge(period);
  usePageTitle(words.title);
  return (
    <QueryView
      query={query}
      select={(data) => data.challenge}
      noun={words.title.toLowerCase()}
      notFoundCodes={['NOT_FOUND']}
      notFound={
        <p>
          This site has no homes for a challenge yet. <Link to={paths.home()}>See its games</Link>
        </p>
      }
    >
      {(challenge) => (
        <div className="start-page challenge-page">
          <section className="start-page__intro" aria-labelledby="challenge-title">
            <p className="eyebrow">
              {challenge.game.brand.displayName} · {words.title}
            </p>
            <h1 id="challenge-title">{challenge.game.title}</h1>
            <p className="lead">{challenge.game.description}</p>
            <dl className="stat-tiles">
              <div className="stat-tile">
                <dt>Homes</dt>
                <dd>{challenge.game.roundCount}</dd>
              </div>
              <div className="stat-tile">
                <dt>Your daily streak</dt>
                <dd>{plural(challenge.streak, 'day')}</dd>
              </div>
              <div className="stat-tile">
                <dt>Next challenge</dt>
                <dd>
                  <ChallengeCountdown target={challenge.nextStartsAt} onDue={() => void query.refetch()} />
                </dd>
              </div>
            </dl>
          </section>
          <div className="start-page__play stack">
            <ChallengePlay challenge={challenge} when={words.when} />
          </div>
          <div className="start-page__about">
            {/* After the play box: on a phone, Start comes before the small print. */}
            <p className="muted">
              {words.comeBack} Your streak counts the days in a row you have finished the daily challenge.
            </p>
            <ChallengeBoard challenge={challenge} when={words.when} />
          </div>
        </div>
      )}
    </QueryView>
  );
}
