import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useGameContext } from '../game/game-context';
import { EmptyState } from '../ui/StatusViews';
import { useGamePaths } from '../../paths';
import './locales';

/** A home's guesses page (everyone's, or its managers') for a home this game does not have. */
export function HomeNotFound() {
  const { game } = useGameContext();
  const paths = useGamePaths();
  const { t } = useLingui();
  const title = game.title;
  return (
    <div className="page--narrow">
      <EmptyState icon="🔍" title={t`We couldn't find this home`} headingLevel={1}>
        <Link className="button" to={paths.gameStart(game.slug)}>
          <Trans>Back to {title}</Trans>
        </Link>
      </EmptyState>
    </div>
  );
}
