import { GameList } from '../features/catalogue/GameList';
import { usePageTitle } from '../features/page-title';
import { useBrand } from '../features/brand/brand-context';

/** games: every game of the site, in every variant, newest first. */
export function GameListPage() {
  const { brand } = useBrand();
  usePageTitle('Games');
  return (
    <div className="stack-lg">
      <header className="page-head">
        <h1>Games</h1>
        <p className="lead">Every game of {brand.displayName}, in every format.</p>
      </header>
      <GameList variant={null} headingLevel={2} emptyNoun="games" />
    </div>
  );
}
