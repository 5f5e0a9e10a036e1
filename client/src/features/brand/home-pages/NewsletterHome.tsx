import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { paths } from '../../../paths';
import { useHomeGames } from '../../game/game-queries';
import { usePageTitle } from '../../page-title';
import { useDisplayZone } from '../../ui/hydration';
import { useBrand } from '../brand-context';
import { BrandedGamePictures } from '../BrandedGamePictures';
import './locales';

/** A newsletter's home page: the issue's lead, the readers' price challenge, the curator's sign-off. */
export function NewsletterHome() {
  const { brand, language } = useBrand();
  const { t } = useLingui();
  usePageTitle(brand.tagline);
  const games = useHomeGames().data?.games.nodes ?? [];
  const game = games.find((candidate) => candidate.slug === brand.brandedGameSlug) ?? games[0];
  const slug = game?.slug ?? brand.brandedGameSlug;
  const { agentName } = brand;
  // Today in UTC as the server renders it, then in this browser's zone: its date may be another.
  const zone = useDisplayZone();
  const today = new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: zone === 'UTC' ? 'UTC' : undefined,
  }).format(new Date());
  return (
    <article className="issue" aria-labelledby="issue-title">
      <p className="issue__dateline">{today}</p>
      <h1 id="issue-title" className="issue__title">
        {brand.tagline}
      </h1>
      <p className="issue__dek">{brand.description}</p>
      <section className="issue__challenge" aria-labelledby="challenge-title">
        <p className="eyebrow">{t`This issue`}</p>
        <h2 id="challenge-title">{game?.title ?? brand.whitelabelName}</h2>
        <p>{t`Before you read on: can you price these homes better than our readers?`}</p>
        <BrandedGamePictures game={game} className="issue__pictures" />
        {game && <p className="muted">{game.description}</p>}
        {slug && (
          <div className="row">
            <Link className="button button--accent button--large" to={paths.gameStart(slug)}>
              {t`Take the challenge`}
            </Link>
            <Link className="button button--secondary" to={paths.leaderboard(slug)}>
              {t`Readers' leaderboard`}
            </Link>
          </div>
        )}
      </section>
      {agentName && (
        <p className="issue__signoff">
          {t`From the desk of ${agentName}`}
          {brand.agentTitle && <span>{brand.agentTitle}</span>}
        </p>
      )}
    </article>
  );
}
