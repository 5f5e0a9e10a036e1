import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useBrand } from '../features/brand/brand-context';
import { BrandProfileForm } from '../features/manage/BrandProfileForm';
import { useScootManagement, type ManagedGame, type ScootManagement } from '../features/manage/manage-queries';
import { usePageTitle } from '../features/page-title';
import { errorCode } from '../features/ui/errors';
import { formatInteger } from '../features/ui/format';
import { useHydrated } from '../features/ui/hydration';
import { LocalTime } from '../features/ui/LocalTime';
import { ScoreTable } from '../features/ui/ScoreTable';
import { QueryView } from '../features/ui/QueryView';
import { EmptyState, LoadingState } from '../features/ui/StatusViews';
import type { GameVariant } from '@ballpark/common/game-variants';
import { gamePaths } from '../paths';
import { AccessErrorPage, refusalOf } from './site/AccessErrorPage';
import './locales';

/** Each kind of game as the table names it. */
const KIND_WORDS: Record<GameVariant, MessageDescriptor> = {
  public: msg`public`,
  branded: msg`branded`,
  community: msg`community`,
  one_off: msg`one off`,
  klavo: msg`klavo`,
  ultima: msg`ultima`,
  roundup: msg`roundup`,
  daily_challenge: msg`daily challenge`,
  weekly_challenge: msg`weekly challenge`,
};

const variantOf = (game: ManagedGame) => game.variant.toLowerCase() as GameVariant;

/**
 * scoot-management: the brand admin's page for the site being visited (a site admin manages the brand of the host
 * they are on): its games with how much they have been played, and its profile with a live preview. Anyone else
 * gets the access-error page, and the server sends them nothing.
 */
export function ScootManagementPage() {
  const { t } = useLingui();
  usePageTitle(t`Manage this site's games`);
  const query = useScootManagement();
  const refusal = !query.data && !query.loading ? refusalOf(errorCode(query.error)) : null;
  if (refusal) return <AccessErrorPage askToLogIn={refusal.askToLogIn} />;
  return (
    <QueryView
      query={query}
      select={(data) => (data.managedGames ? data : null)}
      noun={t`this site's games`}
      loading={<LoadingState label={t`Loading this site's games`} />}
    >
      {(loaded) => <Management data={loaded} />}
    </QueryView>
  );
}

function Management({ data }: { data: ScootManagement }) {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const brandName = data.currentBrand.displayName;
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Managing {brandName}</Trans>
        </p>
        <h1>
          <Trans>This site's games</Trans>
        </h1>
      </header>
      <section className="card" aria-labelledby="managed-games-title">
        <h2 id="managed-games-title">
          <Trans>Games</Trans>
        </h2>
        {data.managedGames.length === 0 ? (
          <EmptyState icon="🏠" title={t`This site has no games yet`} headingLevel={3} />
        ) : (
          <GamesTable games={data.managedGames} />
        )}
      </section>
      <BrandProfileForm key={data.currentBrand.id} brand={data.currentBrand} hydrated={hydrated} />
    </div>
  );
}

function GamesTable({ games }: { games: readonly ManagedGame[] }) {
  const { i18n } = useLingui();
  const { language } = useBrand();
  return (
    <ScoreTable
      caption={<Trans>This site's games, newest first</Trans>}
      captionHidden
      rows={games}
      rowKey={(game) => game.id}
      columns={[
        {
          header: <Trans>Game</Trans>,
          cell: (game) => <Link to={gamePaths(variantOf(game)).gameStart(game.slug)}>{game.title}</Link>,
        },
        { header: <Trans>Kind</Trans>, cell: (game) => i18n._(KIND_WORDS[variantOf(game)]) },
        { header: <Trans>Made</Trans>, cell: (game) => <LocalTime value={game.createdAt} show="date" /> },
        {
          header: <Trans>Sessions</Trans>,
          numeric: true,
          cell: (game) => formatInteger(game.sessionCount, language),
        },
        {
          header: <Trans>Finished</Trans>,
          numeric: true,
          cell: (game) => formatInteger(game.completedSessionCount, language),
        },
        { header: <Trans>Guesses</Trans>, numeric: true, cell: (game) => formatInteger(game.guessCount, language) },
      ]}
    />
  );
}
