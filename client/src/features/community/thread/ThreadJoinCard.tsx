import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGamePaths } from '../../../paths';
import type { GameSummary } from '../../game/game-context';
import { onwardLink } from '../../game/onward-link/onward-link';
import type { PlaySession } from '../../play/play-queries';
import './locales';

interface ThreadJoinCardProps {
  game: GameSummary;
  session: PlaySession | null | undefined;
  /** The thread is a later round of the player's game: its turn comes after the homes before it. */
  later?: boolean;
}

/**
 * The guess box's place on a thread the viewer cannot guess here: the way to join the game, or, for a player whose
 * game drew other homes or holds this one for later, the way back to their next thread.
 */
export function ThreadJoinCard({ game, session, later = false }: ThreadJoinCardProps) {
  const paths = useGamePaths();
  const { t, i18n } = useLingui();
  if (session?.isMine) {
    const way = onwardLink(paths, game, session, {
      i18n,
      words: { next: t`Go to your next thread`, results: t`See your results` },
    });
    return (
      <div className="card card--raised stack">
        <h2>{later ? t`This thread comes later in your game` : t`This thread is not in your game`}</h2>
        <p className="muted">
          {later
            ? t`Your game plays its threads in order: guess the ones before it first.`
            : t`Your game drew other homes. You can guess this one in a later game.`}
        </p>
        <Link className="button button--accent" to={way.to}>
          {way.label}
        </Link>
      </div>
    );
  }
  const title = game.title;
  return (
    <div className="card card--raised stack">
      <h2>{t`Guess this home`}</h2>
      <p className="muted">
        {t`Homes are guessed in a game of ${plural(game.roundCount, { one: '# thread', other: '# threads' })} drawn for you. Join on the community page; once you have guessed a home, its price shows and its comments open.`}
      </p>
      <Link className="button button--accent" to={paths.gameStart(game.slug)}>
        {t`Join ${title}`}
      </Link>
    </div>
  );
}
