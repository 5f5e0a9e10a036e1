import { Trans, useLingui } from '@lingui/react/macro';
import { variantRules } from '@ballpark/common/game-variants';
import { liveRoute } from '@ballpark/common/page-routes';
import { Link } from 'react-router';
import { useBrand } from '../features/brand/brand-context';
import { GameList } from '../features/catalogue/GameList';
import { VARIANT_LANDINGS, VARIANT_NAMES, howItPlays } from '../features/catalogue/variant-words';
import { usePageTitle } from '../features/page-title';
import { useRouteName } from './route-name';
import './locales';

/** A variant's landing (one-offs, klavo, ultima): what the variant is, how it plays, and the site's games of it. */
export function VariantLandingPage() {
  const variant = liveRoute(useRouteName())?.landingOf;
  const landing = variant && VARIANT_LANDINGS[variant];
  if (!variant || !landing) throw new Error('A variant landing is mounted on a route without its variant');
  const { brand } = useBrand();
  const { i18n } = useLingui();
  const title = i18n._(landing.title);
  const variantName = i18n._(VARIANT_NAMES[variant]);
  const brandName = brand.displayName;
  usePageTitle(title);
  return (
    <div className="stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>Game format · {variantName}</Trans>
        </p>
        <h1>{title}</h1>
        <p className="lead">{i18n._(landing.lead)}</p>
      </header>

      <section className="card stack" aria-labelledby="how-it-plays-title">
        <h2 id="how-it-plays-title">
          <Trans>How it plays</Trans>
        </h2>
        <ul className="rule-list">
          {howItPlays(variantRules(variant), i18n).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>

      <section className="stack" aria-labelledby="variant-games-title">
        <h2 id="variant-games-title">
          <Trans>
            {title} on {brandName}
          </Trans>
        </h2>
        <GameList variant={variant} headingLevel={3} emptyTitle={i18n._(landing.emptyTitle)} />
      </section>

      <p className="muted">
        <Trans>
          Make your own: <Link to={landing.createPath}>build a game</Link> from listing links or the catalogue.
        </Trans>
      </p>
    </div>
  );
}
