import { Link } from 'react-router';
import { DEFAULT_GAME_SLUG } from '@ballpark/common/defaults';
import { useHomeGames } from '../features/game/game-queries';
import { usePageTitle } from '../features/page-title';
import { formatInteger, plural } from '../features/ui/format';
import { HouseIcon, PriceTagIcon, TrophyIcon } from '../features/ui/icons';
import { QueryView } from '../features/ui/QueryView';
import { EmptyState, LoadingState, Skeleton } from '../features/ui/StatusViews';
import type { HomeGamesQuery } from '../graphql/generated/graphql';
import { paths } from '../paths';

type GameCardData = HomeGamesQuery['games']['nodes'][number];

export function HomePage() {
  usePageTitle('Guess the price of homes');
  const query = useHomeGames();
  const games = query.data?.games.nodes ?? [];
  const featured = games.find((game) => game.slug === DEFAULT_GAME_SLUG) ?? games[0];
  const heroPictures = (featured?.homes ?? [])
    .map((gameHome) => gameHome.home.pictures.find((picture) => picture.kind === 'FRONT'))
    .filter((picture) => picture !== undefined)
    .slice(0, 3);

  return (
    <div className="home-page">
      <section className="hero" aria-labelledby="hero-title">
        <div className="hero__text">
          <p className="eyebrow">The house price game</p>
          <h1 id="hero-title">Think you know what a home is worth?</h1>
          <p className="hero__lead">
            Ballpark shows you a home: its rooms, its street, drawings made from its facts. You guess the price. The
            closer you get, the more points you score, and the price stays secret until you have locked in your guess.
            The American homes are real sales from King County's public records (Seattle and around, 2014-15), with
            their real prices; the British homes are illustrative, invented for the demo and labelled as such.
          </p>
          <div className="row">
            <Link className="button button--accent button--large" to={paths.gameStart(DEFAULT_GAME_SLUG)}>
              Play now
            </Link>
            <Link className="button button--secondary button--large" to={paths.leaderboard(DEFAULT_GAME_SLUG)}>
              See the leaderboard
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
          <span className="hero__bubble">£ ?</span>
        </div>
      </section>

      <section className="how-it-works" aria-labelledby="how-title">
        <h2 id="how-title" className="visually-hidden">
          How it works
        </h2>
        <ol className="steps">
          <li className="step">
            <span className="step__icon">
              <HouseIcon />
            </span>
            <h3>Look around</h3>
            <p className="muted">Drawings, floor plan, bedrooms, area and where it is.</p>
          </li>
          <li className="step">
            <span className="step__icon">
              <PriceTagIcon />
            </span>
            <h3>Guess the price</h3>
            <p className="muted">Type it any way: 450k, 1.2m or £450,000.</p>
          </li>
          <li className="step">
            <span className="step__icon">
              <TrophyIcon />
            </span>
            <h3>Score and share</h3>
            <p className="muted">Up to 100 points a home. Share your emojis, never the prices.</p>
          </li>
        </ol>
      </section>

      <section className="stack" aria-labelledby="games-title">
        <div className="section-head">
          <h2 id="games-title">Pick a game</h2>
          {games.length > 0 && <p className="muted">{plural(games.length, 'game')} to play</p>}
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

function GameCard({ game }: { game: GameCardData }) {
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
            <strong>{game.roundCount}</strong> homes
          </span>
          <span aria-hidden="true">·</span>
          {/* "0 players" tells a first visitor nothing to do; an invitation does. */}
          {game.playerCount === 0 ? (
            <span>Be the first to play</span>
          ) : (
            <span>
              <strong>{formatInteger(game.playerCount)}</strong> {game.playerCount === 1 ? 'player' : 'players'}
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
        <Link className="button" to={paths.gameStart(game.slug)} aria-label={`Play ${game.title}`}>
          Play
        </Link>
        {game.leaderboardEnabled && (
          <Link
            className="button button--secondary"
            to={paths.leaderboard(game.slug)}
            aria-label={`Leaderboard of ${game.title}`}
          >
            Leaderboard
          </Link>
        )}
      </div>
    </article>
  );
}
