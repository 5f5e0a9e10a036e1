import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { usePageTitle } from '../../page-title';
import { useBrand } from '../brand-context';
import { BrandedGamePictures } from '../BrandedGamePictures';
import './locales';

/** An agent's home page: their local price game first, then what they do and where. */
export function AgentHome() {
  const { brand, language } = useBrand();
  const { t } = useLingui();
  usePageTitle(brand.tagline);
  const games = useHomeGames().data?.games.nodes ?? [];
  const game = games.find((candidate) => candidate.slug === brand.brandedGameSlug) ?? games[0];
  const slug = game?.slug ?? brand.brandedGameSlug;
  const areas = new Intl.ListFormat(language, { type: 'conjunction' }).format(brand.coverageAreas);
  const rounds = game?.roundCount ?? 5;
  return (
    <div className="agent-home">
      <section className="agent-hero" aria-labelledby="agent-hero-title">
        <div className="agent-hero__text">
          <p className="eyebrow">{brand.tagline}</p>
          <h1 id="agent-hero-title">{t`How well do you know prices in ${areas}?`}</h1>
          <p className="hero__lead">{t`Guess what ${rounds} local homes went for. The price stays hidden until you lock in your guess, then see how close you came.`}</p>
          {game && <p className="muted">{game.description}</p>}
          {slug && (
            <div className="row">
              <Link className="button button--accent button--large" to={paths.gameStart(slug)}>
                {t`Play our price game`}
              </Link>
              <Link className="button button--secondary button--large" to={paths.leaderboard(slug)}>
                {t`See the leaderboard`}
              </Link>
            </div>
          )}
        </div>
        <BrandedGamePictures game={game} className="agent-hero__pictures" />
      </section>
      <section className="agent-facts">
        <div>
          <h2>{t`Specialties`}</h2>
          <ul className="chips">
            {brand.specialties.map((specialty) => (
              <li key={specialty} className="chip">
                {specialty}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2>{t`Where we work`}</h2>
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
