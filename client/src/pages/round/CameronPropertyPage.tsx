import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams, useSearchParams } from 'react-router';
import { CameronHomeNote } from '../../features/cameron/CameronHomeNote';
import { useCameronHome } from '../../features/cameron/cameron-queries';
import { HostCommentary } from '../../features/cameron/HostCommentary';
import { useGameContext } from '../../features/game/game-context';
import { usePageTitle } from '../../features/page-title';
import { errorCode } from '../../features/ui/errors';
import { useHydratedQuery } from '../../features/ui/hydration';
import { QueryView } from '../../features/ui/QueryView';
import { EmptyState, LoadingState } from '../../features/ui/StatusViews';
import { useGamePaths } from '../../paths';
import { PropertyPage } from './PropertyPage';
import './locales';

/**
 * klavo/v/:gameSlug/property/:gameHomeId/Cameron — a home with its host's commentary once guessed. In a game
 * (`?session=`), the property page with the commentary under the result, the game going on through these pages;
 * outside one, the home's price and commentary for a viewer who has guessed it.
 */
export function CameronPropertyPage() {
  const paths = useGamePaths();
  const sessionId = useSearchParams()[0].get('session');
  if (sessionId)
    return (
      <PropertyPage
        homePath={paths.propertyCameron}
        afterResult={(result) => <HostCommentary text={result.commentary} />}
      />
    );
  return <GuessedHome />;
}

function GuessedHome() {
  const paths = useGamePaths();
  const { game } = useGameContext();
  const gameHomeId = useParams().gameHomeId ?? '';
  const query = useHydratedQuery(useCameronHome(gameHomeId));
  const home = query.data?.homeGuesses;
  const { t } = useLingui();
  const [homeTitle, gameTitle] = [home?.gameHome.title, game.title];
  usePageTitle(home ? t`Cameron on ${homeTitle}` : t`Cameron's commentary: ${gameTitle}`);

  // Not guessed (or a visitor with no token yet, as the server renders a first visit): the commentary waits.
  const code = errorCode(query.error);
  if (!home && !query.loading && (code === 'FORBIDDEN' || code === 'UNAUTHENTICATED')) {
    return (
      <div className="page--narrow">
        <EmptyState icon="🙈" title={t`Guess this home first to read Cameron on it`} headingLevel={1}>
          <p className="muted">
            <Trans>Cameron's word on a home shows with its price, once you have locked in your guess.</Trans>
          </p>
          <p className="row">
            <Link className="button button--accent" to={paths.gameStart(game.slug)}>
              <Trans>Play {gameTitle}</Trans>
            </Link>
            <Link className="button button--secondary" to={paths.cameron(game.slug)}>
              <Trans>Cameron's page</Trans>
            </Link>
          </p>
        </EmptyState>
      </div>
    );
  }
  return (
    <QueryView
      query={query}
      select={(data) => data.homeGuesses}
      noun={t`this home`}
      loading={<LoadingState label={t`Loading Cameron's commentary`} />}
      notFoundCodes={['NOT_FOUND', 'BAD_USER_INPUT']}
      notFound={
        <Link className="button" to={paths.cameron(game.slug)}>
          <Trans>Cameron's page</Trans>
        </Link>
      }
    >
      {(loaded) => <CameronHomeNote game={game} home={loaded} />}
    </QueryView>
  );
}
