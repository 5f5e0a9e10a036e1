import type { ReactNode } from 'react';
import { Link, NavLink, Outlet, ScrollRestoration, useNavigation } from 'react-router';
import { paths } from '../paths';
import { RouteError } from './RouteError';

/** Header, footer and the page; scroll goes back to the top on every navigation. */
export function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** The root route's errorElement: the route error inside the same header and footer, so the way home stays. */
export function SiteRouteError() {
  return (
    <SiteFrame>
      <RouteError />
    </SiteFrame>
  );
}

function SiteFrame({ children }: { children: ReactNode }) {
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
        {/* Site-wide links only: a game's own pages (its board, its map) are in the game bar, so no link here means
            one game in one place and another game in another. */}
        <nav aria-label="Main">
          <NavLink to={paths.home()} end>
            All games
          </NavLink>
        </nav>
      </header>
      {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>Ballpark: guess what homes sell for. Prices stay hidden until you guess.</p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
