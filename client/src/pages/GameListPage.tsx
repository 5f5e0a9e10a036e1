import { Trans, useLingui } from '@lingui/react/macro';
import { GameList } from '../features/catalogue/GameList';
import { usePageTitle } from '../features/page-title';
import { useBrand } from '../features/brand/brand-context';
import './locales';

/** games: every game of the site, in every variant, newest first. */
export function GameListPage() {
  const { t } = useLingui();
  const { brand } = useBrand();
  const brandName = brand.displayName;
  usePageTitle(t`Games`);
  return (
    <div className="stack-lg">
      <header className="page-head">
        <h1>
          <Trans>Games</Trans>
        </h1>
        <p className="lead">
          <Trans>Every game of {brandName}, in every format.</Trans>
        </p>
      </header>
      <GameList variant={null} headingLevel={2} emptyTitle={t`No games yet`} />
    </div>
  );
}
