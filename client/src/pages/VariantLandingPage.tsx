import { variantRules } from '@ballpark/common/game-variants';
import { liveRoute } from '@ballpark/common/page-routes';
import { Link } from 'react-router';
import { useBrand } from '../features/brand/brand-context';
import { GameList } from '../features/catalogue/GameList';
import { VARIANT_LANDINGS, VARIANT_NAMES, howItPlays } from '../features/catalogue/variant-words';
import { usePageTitle } from '../features/page-title';
import { useRouteName } from './route-name';

/** A variant's landing (one-offs, klavo, ultima): what the variant is, how it plays, and the site's games of it. */
export function VariantLandingPage() {
  const variant = liveRoute(useRouteName())?.landingOf;
  const landing = variant && VARIANT_LANDINGS[variant];
  if (!variant || !landing) throw new Error('A variant landing is mounted on a route without its variant');
  const { brand } = useBrand();
  usePageTitle(landing.title);
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">Game format · {VARIANT_NAMES[variant]}</p>
        <h1>{landing.title}</h1>
        <p className="lead">{landing.lead}</p>
      </header>

      <section className="card stack" aria-labelledby="how-it-plays-title">
        <h2 id="how-it-plays-title">How it plays</h2>
        <ul className="rule-list">
          {howItPlays(variantRules(variant)).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="stack" aria-labelledby="variant-games-title">
        <h2 id="variant-games-title">
          {landing.title} on {brand.displayName}
        </h2>
        <GameList variant={variant} headingLevel={3} emptyNoun={landing.title.toLowerCase()} />
      </section>

      <p className="muted">
        Make your own: <Link to={landing.createPath}>build a game</Link> from listing links or the catalogue.
      </p>
    </div>
  );
}
