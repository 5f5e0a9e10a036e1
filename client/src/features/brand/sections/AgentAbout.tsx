import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import './locales';

/**
 * An estate agent's about page: what they know, where they work, and why the site has a game (the agent's layout
 * already carries the contact card).
 */
export function AgentAbout() {
  const { brand } = useBrand();
  const areas = brand.coverageAreas.join(', ');
  const location = brand.location;
  return (
    <div className="brand-section stack-lg">
      <header className="page-head">
        <p className="eyebrow">
          <Trans>About us</Trans>
        </p>
        <h1>{brand.displayName}</h1>
        <p className="lead">{brand.description}</p>
      </header>
      <div className="stack">
        {brand.specialties.length > 0 && (
          <section className="card stack" aria-labelledby="about-specialties">
            <h2 id="about-specialties">
              <Trans>What we know best</Trans>
            </h2>
            <ul>
              {brand.specialties.map((specialty) => (
                <li key={specialty}>{specialty}</li>
              ))}
            </ul>
          </section>
        )}
        {brand.coverageAreas.length > 0 && (
          <section className="card stack" aria-labelledby="about-areas">
            <h2 id="about-areas">
              <Trans>Where we work</Trans>
            </h2>
            <p>
              {location ? (
                <Trans>
                  {areas}, from our office in {location}.
                </Trans>
              ) : (
                `${areas}.`
              )}
            </p>
          </section>
        )}
        <section className="card stack" aria-labelledby="about-game">
          <h2 id="about-game">
            <Trans>Why a price game?</Trans>
          </h2>
          <p>
            <Trans>
              Asking prices say what a seller hopes for; sale prices say what buyers paid. Guessing a few homes, then
              seeing how close you came, is the quickest way we know to get a feel for a market before you buy or sell
              in it.
            </Trans>
          </p>
          {brand.brandedGameSlug && (
            <div className="row">
              <Link className="button button--accent" to={paths.gameStart(brand.brandedGameSlug)}>
                <Trans>Try our game</Trans>
              </Link>
              <Link className="button button--secondary" to="/leaderboard">
                <Trans>See who knows prices best</Trans>
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
