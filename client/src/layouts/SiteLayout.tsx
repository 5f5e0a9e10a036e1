import { Link, NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { paths } from '../paths';

import { DEFAULT_GAME_SLUG } from '@ballpark/common/defaults';

/** Header, footer and the page; scroll goes back to the top on every navigation. */
export function SiteLayout() {
  const navigation = useNavigation();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to={paths.home()} className="brand-mark" aria-label="Ballpark home">
          <img src="/favicon.svg" alt="" width="32" height="32" />
          <span>Ballpark</span>
        </Link>
        <nav aria-label="Main">
          <NavLink to={paths.gameStart(DEFAULT_GAME_SLUG)} end>
            Play
          </NavLink>
          <NavLink to={paths.leaderboard(DEFAULT_GAME_SLUG)}>Leaderboard</NavLink>
        </nav>
      </header>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="site-main">
        <Outlet />
      </main>
      <footer className="site-footer">
        <p>Ballpark: guess the price of real homes. Prices stay hidden until you guess.</p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
