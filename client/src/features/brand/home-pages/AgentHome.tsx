import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { listOf } from '../../i18n/messages';
import { usePageTitle } from '../../page-title';
import { useBrand } from '../brand-context';
import { BrandedGamePictures } from '../BrandedGamePictures';

/** An agent's home page: their local price game first, then what they do and where. */
export function AgentHome() {
  const { brand, messages } = useBrand();
  usePageTitle(brand.tagline);
  const games = useHomeGames().data?.games.nodes ?? [];
  const game = games.find((candidate) => candidate.slug === brand.brandedGameSlug) ?? games[0];
  const slug = game?.slug ?? brand.brandedGameSlug;
  return (
    <div className="agent-home">
      <section className="agent-hero" aria-labelledby="agent-hero-title">
        <div className="agent-hero__text">
          <p className="eyebrow">{brand.tagline}</p>
          <h1 id="agent-hero-title">{messages.agentHeading(listOf(brand.coverageAreas, messages))}</h1>
          <p className="hero__lead">{messages.agentLead(game?.roundCount ?? 5)}</p>
          {game && <p className="muted">{game.description}</p>}
          {slug && (
            <div className="row">
              <Link className="button button--accent button--large" to={paths.gameStart(slug)}>
                {messages.playOurGame}
              </Link>
              <Link className="button button--secondary button--large" to={paths.leaderboard(slug)}>
                {messages.seeLeaderboard}
              </Link>
            </div>
          )}
        </div>
        <BrandedGamePictures game={game} className="agent-hero__pictures" />
      </section>
      <section className="agent-facts">
        <div>
          <h2>{messages.specialties}</h2>
          <ul className="chips">
            {brand.specialties.map((specialty) => (
              <li key={specialty} className="chip">
                {specialty}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{messages.coverage}</h2>
          <ul className="chips">
            {brand.coverageAreas.map((area) => (
              <li key={area} className="chip">
                {area}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <p className="agent-home__about">{brand.description}</p>
    </div>
  );
}
