import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { GameVariant } from '@ballpark/common/page-routes';
import { Link, useLocation, useSearchParams } from 'react-router';
import type { GameListQuery } from '../../graphql/generated/graphql';
import { gamePaths } from '../../paths';
import { apiVariantOf, variantOf } from '../game/variant-rules';
import { useSideOfWindow } from '../ui/hydration';
import { LocalTime } from '../ui/LocalTime';
import { QueryView } from '../ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../ui/StatusViews';
import { useGameList } from './catalogue-queries';
import { VARIANT_NAMES } from './variant-words';
import './locales';

type GameRow = GameListQuery['games']['nodes'][number];

interface GameListProps {
  /** Only this variant's games (its name is then not repeated on each); null: every game, each labelled. */
  variant: GameVariant | null;
  /** The level of each game's heading under the page's own. */
  headingLevel: 2 | 3;
  /** The heading of a list with no games at all, in the page's language: "No klavo games yet". */
  emptyTitle: string;
}

/**
 * The site's games, a page at a time (`?after=` in the address, so a page of the list can be linked and is rendered by
 * the server), each linked to its start page in its own variant.
 */
export function GameList({ variant, headingLevel, emptyTitle }: GameListProps) {
  const { t } = useLingui();
  const after = useSearchParams()[0].get('after');
  const { pathname } = useLocation();
  const query = useGameList(variant && apiVariantOf(variant), after);
  return (
    <QueryView
      query={query}
      select={(data) => data.games}
      noun={t`the games`}
      headingLevel={2}
      loading={
        <LoadingState label={t`Loading games`}>
          <div className="stack" aria-hidden="true">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} height="4.5rem" radius="var(--radius-sm)" />
            ))}
          </div>
        </LoadingState>
      }
    >
      {({ nodes, pageInfo }) => (
        <>
          {nodes.length === 0 ? (
            <EmptyState icon="🏚️" title={after ? t`No more games` : emptyTitle} headingLevel={headingLevel}>
              <p className="muted">
                {after ? (
                  <Link to={pathname}>
                    <Trans>Back to the first games</Trans>
                  </Link>
                ) : (
                  <Trans>Check back soon, or play another game.</Trans>
                )}
              </p>
            </EmptyState>
          ) : (
            <ul className="game-list">
              {nodes.map((game) => (
                <GameListItem key={game.id} game={game} showVariant={variant === null} headingLevel={headingLevel} />
              ))}
            </ul>
          )}
          {(after || pageInfo.hasNextPage) && nodes.length > 0 && (
            <nav className="row" aria-label={t`More games`}>
              {after && (
                <Link className="button button--secondary" to={pathname}>
                  <Trans>First games</Trans>
                </Link>
              )}
              {pageInfo.hasNextPage && pageInfo.endCursor && (
                <Link className="button" to={`${pathname}?after=${encodeURIComponent(pageInfo.endCursor)}`}>
                  <Trans>More games</Trans>
                </Link>
              )}
            </nav>
          )}
        </>
      )}
    </QueryView>
  );
}

function GameListItem({
  game,
  showVariant,
  headingLevel,
}: {
  game: GameRow;
  showVariant: boolean;
  headingLevel: 2 | 3;
}) {
  const { i18n } = useLingui();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const variant = variantOf(game.variant);
  return (
    <li className="game-list__item">
      <Heading className="game-list__title">
        <Link to={gamePaths(variant).gameStart(game.slug)}>{game.title}</Link>
      </Heading>
      {game.description && <p className="muted small">{game.description}</p>}
      <p className="game-list__meta">
        {showVariant && <span className="chip">{i18n._(VARIANT_NAMES[variant])}</span>}
        <span>
          <Plural value={game.roundCount} one="# home" other="# homes" />
        </span>
        <GameStatus game={game} />
        {game.entryByToken && (
          <span>
            <Trans>Entry by token from its host</Trans>
          </span>
        )}
      </p>
    </li>
  );
}

/** Whether a game can be played now, and until or from when. */
function GameStatus({ game }: { game: GameRow }) {
  const windowSide = useSideOfWindow(game.startsAt, game.endsAt);
  if (game.isClosed)
    return (
      <span className="game-list__status game-list__status--closed">
        {game.endsAt ? (
          <Trans>
            Closed on <LocalTime value={game.endsAt} show="date" />: results only
          </Trans>
        ) : (
          <Trans>Closed: results only</Trans>
        )}
      </span>
    );
  if (!game.isOpen)
    return (
      <span className="game-list__status game-list__status--closed">
        {windowSide === 'before' && game.startsAt ? (
          <Trans>
            Opens on <LocalTime value={game.startsAt} show="date" />
          </Trans>
        ) : (
          <Trans>Not open now</Trans>
        )}
      </span>
    );
  return (
    <span className="game-list__status">
      {game.endsAt ? (
        <Trans>
          Open until <LocalTime value={game.endsAt} show="date" />
        </Trans>
      ) : (
        <Trans>Open</Trans>
      )}
    </span>
  );
}
