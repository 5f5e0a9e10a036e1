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

type GameCardData = HomeGamesQuery['games']['nodes'][number];

/** The site's own home page: what the game is, then every game of the brand. */
export function GamesHome() {
  const { brand, messages } = useBrand();
  usePageTitle(messages.homeTitle);
  const query = useHomeGames();
  const games = query.data?.games.nodes ?? [];
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
          <p className="eyebrow">{messages.heroEyebrow}</p>
          <h1 id="hero-title">{messages.heroTitle}</h1>
          <p className="hero__lead">{messages.heroLead(brand.displayName)}</p>
          {featured && <p className="muted">{featured.description}</p>}
          <div className="row">
            <Link className="button button--accent button--large" to={paths.gameStart(featured?.slug ?? featuredSlug)}>
              {messages.playNow}
            </Link>
            <Link
              className="button button--secondary button--large"
              to={paths.leaderboard(featured?.slug ?? featuredSlug)}
            >
              {messages.seeLeaderboard}
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
          <span className="hero__bubble">{messages.priceBubble}</span>
        </div>
      </section>

      <section className="how-it-works" aria-labelledby="how-title">
        <h2 id="how-title" className="visually-hidden">
          {messages.howItWorks}
        </h2>
        <ol className="steps">
          <li className="step">
            <span className="step__icon">
              <HouseIcon />
            </span>
            <h3>{messages.steps[0][0]}</h3>
            <p className="muted">{messages.steps[0][1]}</p>
          </li>
          <li className="step">
            <span className="step__icon">
              <PriceTagIcon />
            </span>
            <h3>{messages.steps[1][0]}</h3>
            <p className="muted">{messages.steps[1][1]}</p>
          </li>
          <li className="step">
            <span className="step__icon">
              <TrophyIcon />
            </span>
            <h3>{messages.steps[2][0]}</h3>
            <p className="muted">{messages.steps[2][1]}</p>
          </li>
        </ol>
      </section>

      <section className="stack" aria-labelledby="challenges-title">
        <h2 id="challenges-title">{messages.challenges}</h2>
        <ul className="challenge-links">
          <li className="card stack">
            <h3>
              <Link to={pagePath('dailyChallenge', {})}>{messages.dailyChallenge}</Link>
            </h3>
            <p className="muted">{messages.dailyChallengeLead}</p>
          </li>
          <li className="card stack">
            <h3>
              <Link to={pagePath('weeklyChallenge', {})}>{messages.weeklyChallenge}</Link>
            </h3>
            <p className="muted">{messages.weeklyChallengeLead}</p>
          </li>
          <li className="card stack">
            <h3>
              <Link to={pagePath('party', {})}>{messages.playWithFriends}</Link>
            </h3>
            <p className="muted">{messages.playWithFriendsLead}</p>
          </li>
          <li className="card stack">
            <h3>
              <Link to={pagePath('createGame', {})}>{messages.makeYourOwnGame}</Link>
            </h3>
            <p className="muted">{messages.makeYourOwnGameLead}</p>
          </li>
        </ul>
      </section>

      <section className="stack" aria-labelledby="games-title">
        <div className="section-head">
          <h2 id="games-title">{messages.pickGame}</h2>
          {games.length > 0 && <p className="muted">{messages.gamesToPlay(games.length)}</p>}
        </div>
        <QueryView
          query={query}
          select={(data) => (data.games.nodes.length > 0 ? data.games.nodes : null)}
          noun="the games"
          headingLevel={2}
          loading={
            <LoadingState label="Loading games">
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
            <EmptyState icon="🏚️" title="No games yet">
              <p className="muted">Check back soon: new homes are on their way.</p>
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
  const { messages } = useBrand();
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
        <ul className="chips" aria-label="Regions">
          {game.regions.slice(0, 4).map((region) => (
            <li key={region} className="chip">
              {region}
            </li>
          ))}
          {game.regions.length > 4 && <li className="chip chip--more">+{game.regions.length - 4} more</li>}
        </ul>
        <p className="game-card__meta">
          <span>
            <strong>{game.roundCount}</strong> {messages.homes}
          </span>
          <span aria-hidden="true">·</span>
          {/* "0 players" tells a first visitor nothing to do; an invitation does. */}
          {game.playerCount === 0 ? (
            <span>Be the first on the board</span>
          ) : (
            <span>
              <strong>{formatInteger(game.playerCount)}</strong> on the board
            </span>
          )}
          {game.scoringMode === 'LOG' && (
            <>
              <span aria-hidden="true">·</span>
              <span>Half and double score alike</span>
            </>
          )}
        </p>
      </div>
      <div className="game-card__actions">
        <Link className="button" to={gamePages.gameStart(game.slug)} aria-label={messages.playGame(game.title)}>
          {messages.play}
        </Link>
        {game.leaderboardEnabled && (
          <Link
            className="button button--secondary"
            to={gamePages.leaderboard(game.slug)}
            aria-label={messages.leaderboardOf(game.title)}
          >
            {messages.leaderboard}
          </Link>
        )}
      </div>
    </article>
  );
}
