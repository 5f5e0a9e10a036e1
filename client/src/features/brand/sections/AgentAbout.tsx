import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';

/**
 * An estate agent's about page: what they know, where they work, and why the site has a game (the agent's layout
 * already carries the contact card).
 */
export function AgentAbout() {
  const { brand } = useBrand();
  return (
    <div className="brand-section stack-lg">
      <header className="page-head">
        <p className="eyebrow">About us</p>
        <h1>{brand.displayName}</h1>
        <p className="lead">{brand.description}</p>
      </header>
      <div className="stack">
        {brand.specialties.length > 0 && (
          <section className="card stack" aria-labelledby="about-specialties">
            <h2 id="about-specialties">What we know best</h2>
            <ul>
              {brand.specialties.map((specialty) => (
                <li key={specialty}>{specialty}</li>
              ))}
            </ul>
          </section>
        )}
        {brand.coverageAreas.length > 0 && (
          <section className="card stack" aria-labelledby="about-areas">
            <h2 id="about-areas">Where we work</h2>
            <p>
              {brand.coverageAreas.join(', ')}
              {brand.location ? `, from our office in ${brand.location}.` : '.'}
            </p>
          </section>
        )}
        <section className="card stack" aria-labelledby="about-game">
          <h2 id="about-game">Why a price game?</h2>
          <p>
            Asking prices say what a seller hopes for; sale prices say what buyers paid. Guessing a few homes, then
            seeing how close you came, is the quickest way we know to get a feel for a market before you buy or sell in
            it.
          </p>
          {brand.brandedGameSlug && (
            <div className="row">
              <Link className="button button--accent" to={paths.gameStart(brand.brandedGameSlug)}>
                Try our game
              </Link>
              <Link className="button button--secondary" to="/leaderboard">
                See who knows prices best
              </Link>
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
