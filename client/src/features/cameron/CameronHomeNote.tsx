import { Trans, useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { formatPrice } from '@ballpark/common/price-format';
import { Link } from 'react-router';
import { useGamePaths } from '../../paths';
import type { GameSummary } from '../game/game-context';
import type { CameronHome } from './cameron-queries';
import { HostCommentary } from './HostCommentary';
import { revealedPriceLabel } from '../play/round/price-words';
import { HomePicture } from '../play/HomePicture';
import './locales';

/** A guessed home's page on Cameron's pages outside a game: its price and the host's commentary on it. */
export function CameronHomeNote({ game, home }: { game: GameSummary; home: CameronHome }) {
  const paths = useGamePaths();
  const { i18n } = useLingui();
  const { title, home: facts } = home.gameHome;
  return (
    <article className="guesses-page stack-lg" aria-labelledby="home-title">
      <header className="guesses-page__head">
        <HomePicture home={facts} className="guesses-page__thumb" width={160} height={120} />
        <div>
          <p className="eyebrow">
            <Trans>Cameron's commentary</Trans>
          </p>
          <h1 id="home-title">{title}</h1>
          <p className="muted">
            {facts.city}, {facts.region}
          </p>
        </div>
      </header>
      <dl className="stat-tiles">
        <div className="stat-tile stat-tile--strong">
          <dt>{revealedPriceLabel(facts, i18n)}</dt>
          <dd>{formatPrice(home.actualPrice, home.currency, i18n.locale as BrandLocale)}</dd>
        </div>
      </dl>
      <HostCommentary text={home.commentary} />
      <p className="row">
        <Link
          className="button button--secondary"
          to={paths.guesstimates({ gameSlug: game.slug, gameHomeId: home.gameHome.id })}
        >
          <Trans>See everyone's guesses</Trans>
        </Link>
        <Link className="button button--secondary" to={paths.cameron(game.slug)}>
          ← <Trans>Cameron's page</Trans>
        </Link>
      </p>
    </article>
  );
}
