import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ChallengeBoard } from '../features/challenge/ChallengeBoard';
import { ChallengeCountdown } from '../features/challenge/ChallengeCountdown';
import { ChallengePlay } from '../features/challenge/ChallengePlay';
import { useChallenge } from '../features/challenge/challenge-queries';
import { usePageTitle } from '../features/page-title';
import { QueryView } from '../features/ui/QueryView';
import type { ChallengePeriod } from '../graphql/generated/graphql';
import { paths } from '../paths';
import './locales';

/** What a period's page says of its challenge: its title, the title as a noun in a sentence, when, when the next. */
const WORDS: Record<ChallengePeriod, Record<'title' | 'noun' | 'when' | 'comeBack', MessageDescriptor>> = {
  DAILY: {
    title: msg`Today's challenge`,
    noun: msg`today's challenge`,
    when: msg`today`,
    comeBack: msg`A new challenge every day at midnight UTC.`,
  },
  WEEKLY: {
    title: msg`This week's challenge`,
    noun: msg`this week's challenge`,
    when: msg`this week`,
    comeBack: msg`A new challenge every Monday at midnight UTC.`,
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
  const { i18n } = useLingui();
  const words = WORDS[period];
  const title = i18n._(words.title);
  const when = i18n._(words.when);
  const query = useChallenge(period);
  usePageTitle(title);
  return (
    <QueryView
      query={query}
      select={(data) => data.challenge}
      noun={i18n._(words.noun)}
      notFoundCodes={['NOT_FOUND']}
      notFound={
        <p>
          <Trans>
            This site has no homes for a challenge yet. <Link to={paths.home()}>See its games</Link>
          </Trans>
        </p>
      }
    >
      {(challenge) => (
        <div className="start-page challenge-page">
          <section className="start-page__intro" aria-labelledby="challenge-title">
            <p className="eyebrow">
              {challenge.game.brand.displayName} · {title}
            </p>
            <h1 id="challenge-title">{challenge.game.title}</h1>
            <p className="lead">{challenge.game.description}</p>
            <dl className="stat-tiles">
              <div className="stat-tile">
                <dt>
                  <Trans>Homes</Trans>
                </dt>
                <dd>{challenge.game.roundCount}</dd>
              </div>
              <div className="stat-tile">
                <dt>
                  <Trans>Your daily streak</Trans>
                </dt>
                <dd>
                  <Plural value={challenge.streak} one="# day" other="# days" />
                </dd>
              </div>
              <div className="stat-tile">
                <dt>
                  <Trans>Next challenge</Trans>
                </dt>
                <dd>
                  <ChallengeCountdown target={challenge.nextStartsAt} onDue={() => void query.refetch()} />
                </dd>
              </div>
            </dl>
          </section>
          <div className="start-page__play stack">
            <ChallengePlay challenge={challenge} when={when} />
          </div>
          <div className="start-page__about">
            {/* After the play box: on a phone, Start comes before the small print. */}
            <p className="muted">
              {i18n._(words.comeBack)}{' '}
              <Trans>Your streak counts the days in a row you have finished the daily challenge.</Trans>
            </p>
            <ChallengeBoard challenge={challenge} when={when} />
          </div>
        </div>
      )}
    </QueryView>
  );
}
