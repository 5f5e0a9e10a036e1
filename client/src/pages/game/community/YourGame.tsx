import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { GameSummary } from '../../../features/game/game-context';
import { onward } from '../../../features/game/onward';
import { StartGameForm } from '../../../features/game/StartGameForm';
import type { ThreadMarksQuery } from '../../../graphql/generated/graphql';
import { useGamePaths } from '../../../paths';
import './locales';

/**
 * The player's latest game of this community, beside the start: carried on where it is in progress (not started again
 * beside it), else its way on above a new start.
 */
export function YourGame({ game, session }: { game: GameSummary; session: NonNullable<ThreadMarksQuery['session']> }) {
  const paths = useGamePaths();
  const { t } = useLingui();
  // A forum's homes are played in order: the way on is to the next thread, else to the results.
  const way = { to: onward(paths, game, session).to, label: session.nextRound ? t`Continue →` : t`See your results →` };
  const { guessCount, roundCount } = session;
  if (!session.isComplete) {
    return (
      <>
        <p className="forum__current">
          <Trans>
            Your game: {guessCount} of {roundCount} guessed.
          </Trans>
        </p>
        <Link className="button button--accent button--large" to={way.to}>
          {way.label}
        </Link>
      </>
    );
  }
  return (
    <>
      <p className="forum__current">
        <Trans>
          Your last game: {guessCount} of {roundCount} guessed.
        </Trans>{' '}
        <Link to={way.to}>{way.label}</Link>
      </p>
      <StartGameForm game={game} />
    </>
  );
}
