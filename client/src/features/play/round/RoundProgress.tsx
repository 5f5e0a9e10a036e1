import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { PlaySession } from '../play-queries';
import './locales';

/** Where the player is in the game: one step per round, with the emoji of each round already guessed. */
export function RoundProgress({ session, currentRound }: { session: PlaySession; currentRound: number }) {
  const { t } = useLingui();
  return (
    <ol className="round-progress" aria-label={t`Your rounds`}>
      {session.rounds.map((round) => {
        const current = round.round === currentRound;
        const number = round.round;
        const points = round.result?.points ?? 0;
        const state = round.result
          ? t`Round ${number}: ${plural(points, { one: '# point', other: '# points' })}`
          : current
            ? t`Round ${number}: this home`
            : t`Round ${number}: not guessed yet`;
        return (
          <li
            key={round.round}
            className={`round-progress__step${current ? ' is-current' : ''}${round.result ? ' is-done' : ''}`}
            aria-current={current ? 'step' : undefined}
          >
            <span aria-hidden="true">{round.result ? round.result.emoji : round.round}</span>
            <span className="visually-hidden">{state}</span>
          </li>
        );
      })}
    </ol>
  );
}
