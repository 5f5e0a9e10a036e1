import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DEFAULT_GAME_SLUG } from '@ballpark/common/defaults';
import { pagePath } from '@ballpark/common/page-routes';
import { useHomeGames } from '../../game/game-queries';
import { usePageTitle } from '../../page-title';
import { formatInteger } from '../../ui/format';
import { HouseIcon, PriceTagIcon, TrophyIcon } from '../../ui/icons';
import { QueryView } from '../../ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../../ui/StatusViews';
import type { HomeGamesQuery } from '../../../graphql/generated/graphql';
import { gamePaths, paths } from '../../../paths';
import { variantOf } from '../../game/variant-rules';
import { useBrand } from '../brand-context';
import './locales';

type GameCardData = HomeGamesQuery['games']['nodes'][number];

/** The site's own home page: what the game is, then every game of the brand. */
export function GamesHome() {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  usePageTitle(t`Guess the price of homes`);
  const query = useHomeGames();
  const games = query.data?.games.nodes ?? [];
  const gameCount = games.length;
  const featuredSlug = brand.brandedGameSlug ?? DEFAULT_GAME_SLUG;
  const featured = games.find((game) => game.slug === featuredSlug) ?? games[0];
  const heroPictures = (featured?.homes ?? [])
    .map((gameHome) => gameHome.home.pictures.find((picture) => picture.kind === 'FRONT'))
    .filter((picture) => picture !== undefined)
    .slice(0, 3);

  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">
            <Trans>The house price game</Trans>
          </p>
          <h1 id="hero-title">
            <Trans>Think you know what a home is worth?</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              {name} shows you a home: its rooms, its street, drawings made from its facts. You guess the price. The
              closer you get, the more points you score, and the price stays secret until you have locked in your guess.
            </Trans>
          </p>
          {featured && <p className="muted">{featured.description}</p>}
          <div className="row">
            <Link className="button button--accent button--large" to={paths.gameStart(featured?.slug ?? featuredSlug)}>
              <Trans>Play now</Trans>
            </Link>
            <Link
              className="button button--secondary button--large"
              to={paths.leaderboard(featured?.slug ?? featuredSlug)}
            >
              <Trans>See the leaderboard</Trans>
            </Link>
          </div>
        </div>
        <div className="hero__art" aria-hidden="true">
          {heroPictures.length === 3 ? (
            heroPictures.map((picture, index) => (
              <img
                key={picture.url}
                className={`hero__card hero__card--${index + 1}`}
                src={picture.url}
                alt=""
                width={800}
                height={600}
              />
            ))
          ) : (
            <>
              <span className="hero__card hero__card--1 hero__card--placeholder" />
              <span className="hero__card hero__card--2 hero__card--placeholder" />
              <span className="hero__card hero__card--3 hero__card--placeholder" />
            </>
          )}
          <span className="hero__bubble">{t`£ ?`}</span>
        </div>
      </section>

      <section className="how-it-works" aria-labelledby="how-title">
        <h2 id="how-title" className="visually-hidden">
          <Trans>How it works</Trans>
        </h2>
        <ol className="steps">
          <li className="step">
            <span className="step__icon">
              <HouseIcon />
            </span>
            <h3>
              <Trans>Look around</Trans>
            </h3>
            <p className="muted">
              <Trans>Drawings, floor plan, bedrooms, area and where it is.</Trans>
            </p>
          </li>
          <li className="step">
            <span className="step__icon">
              <PriceTagIcon />
            </span>
            <h3>
              <Trans>Guess the price</Trans>
            </h3>
            <p className="muted">
              <Trans>Type it any way: 450k, 1.2m or £450,000.</Trans>
            </p>
          </li>
          <li className="step">
            <span className="step__icon">
              <TrophyIcon />
            </span>
            <h3>
              <Trans>Score and share</Trans>
            </h3>
            <p className="muted">
              <Trans>Up to 100 points a home. Share your emojis, never the prices.</Trans>
            </p>
          </li>
        </ol>
      </section>

      <section className="stack" aria-labelledby="challenges-title">
        <h2 id="challenges-title">
          <Trans>Challenges and parties</Trans>
        </h2>
        <ul className="challenge-links">
          <li className="card stack">
            <h3>
              <Link to={pagePath('dailyChallenge', {})}>
                <Trans>Today's challenge</Trans>
              </Link>
            </h3>
            <p className="muted">
              <Trans>Five homes, one try each day, the same for everyone. Keep your streak going.</Trans>
            </p>
          </li>
          <li className="card stack">
            <h3>
              <Link to={pagePath('weeklyChallenge', {})}>
                <Trans>This week's challenge</Trans>
              </Link>
            </h3>
            <p className="muted">
              <Trans>Ten homes, one try all week, on a board of its own.</Trans>
            </p>
          </li>
          <li className="card stack">
            <h3>
              <Link to={pagePath('party', {})}>
                <Trans>Play with friends</Trans>
              </Link>
            </h3>
            <p className="muted">
              <Trans>Up to 10 players, the same homes, one timer: host a room, or join one with its code.</Trans>
            </p>
          </li>
          <li className="card stack">
            <h3>
              <Link to={pagePath('createGame', {})}>
                <Trans>Make your own game</Trans>
              </Link>
            </h3>
            <p className="muted">
              <Trans>Paste a few listings, pick a format, and send the link to your friends or your class.</Trans>
            </p>
          </li>
        </ul>
      </section>

      <section className="stack" aria-labelledby="games-title">
        <div className="section-head">
          <h2 id="games-title">
            <Trans>Pick a game</Trans>
          </h2>
          {games.length > 0 && (
            <p className="muted">
              <Plural value={gameCount} one="# game to play" other="# games to play" />
            </p>
          )}
        </div>
        <QueryView
          query={query}
          select={(data) => (data.games.nodes.length > 0 ? data.games.nodes : null)}
          noun={t`the games`}
          headingLevel={2}
          loading={
            <LoadingState label={t`Loading games`}>
              <div className="game-grid" aria-hidden="true">
                {[0, 1, 2].map((key) => (
                  <div key={key} className="card stack">
                    <Skeleton height="9rem" radius="10px" />
                    <Skeleton height="1.5rem" width="60%" />
                    <Skeleton width="90%" />
                  </div>
                ))}
              </div>
            </LoadingState>
          }
          notFoundView={
            <EmptyState icon="🏚️" title={t`No games yet`}>
              <p className="muted">
                <Trans>Check back soon: new homes are on their way.</Trans>
              </p>
            </EmptyState>
          }
        >
          {(nodes) => (
            <ul className="game-grid">
              {nodes.map((game) => (
                <li key={game.id}>
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </section>
    </div>
  );
}

export function GameCard({ game }: { game: GameCardData }) {
  const { t } = useLingui();
  const { title, roundCount } = game;
  const playerCount = formatInteger(game.playerCount);
  const moreRegions = game.regions.length - 4;
  // Each game in its own variant's pages: a forum's thread list, a roundup's homes, a one-off's standings.
  const gamePages = gamePaths(variantOf(game.variant));
  const pictures = game.homes
    .map((gameHome) => gameHome.home.pictures.find((picture) => picture.kind === 'FRONT'))
    .filter((picture) => picture !== undefined)
    .slice(0, 3);
  const titleId = `game-${game.id}-title`;
  return (
    <article className="card game-card" aria-labelledby={titleId}>
      <div className={`game-card__art game-card__art--${Math.max(1, pictures.length)}`} aria-hidden="true">
        {pictures.map((picture) => (
          <img key={picture.url} src={picture.url} alt="" width={800} height={600} loading="lazy" decoding="async" />
        ))}
      </div>
      <div className="game-card__body">
        <h3 id={titleId} className="game-card__title">
          {game.title}
        </h3>
        <p className="muted">{game.description}</p>
        <ul className="chips" aria-label={t`Regions`}>
          {game.regions.slice(0, 4).map((region) => (
            <li key={region} className="chip">
              {region}
            </li>
          ))}
          {moreRegions > 0 && (
            <li className="chip chip--more">
              <Trans>+{moreRegions} more</Trans>
            </li>
          )}
        </ul>
        <p className="game-card__meta">
          <span>
            <Plural value={roundCount} one="# home" other="# homes" />
          </span>
          <span aria-hidden="true">·</span>
          {/* "0 players" tells a first visitor nothing to do; an invitation does. */}
          {game.playerCount === 0 ? (
            <span>
              <Trans>Be the first on the board</Trans>
            </span>
          ) : (
            <span>
              <Trans>
                <strong>{playerCount}</strong> on the board
              </Trans>
            </span>
          )}
          {game.scoringMode === 'LOG' && (
            <>
              <span aria-hidden="true">·</span>
              <span>
                <Trans>Half and double score alike</Trans>
              </span>
            </>
          )}
        </p>
      </div>
      <div className="game-card__actions">
        <Link className="button" to={gamePages.gameStart(game.slug)} aria-label={t`Play ${title}`}>
          <Trans>Play</Trans>
        </Link>
        {game.leaderboardEnabled && (
          <Link
            className="button button--secondary"
            to={gamePages.leaderboard(game.slug)}
            aria-label={t`Leaderboard of ${title}`}
          >
            <Trans>Leaderboard</Trans>
          </Link>
        )}
      </div>
    </article>
  );
}
