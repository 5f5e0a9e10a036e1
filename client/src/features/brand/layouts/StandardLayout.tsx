import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import { BrandMark } from '../BrandMark';

/** The site's own layout: a brand bar, the page, a footer line. */
export function StandardLayout({ children }: { children: ReactNode }) {
  const { brand, messages } = useBrand();
  const location = useLocation();
  return (
    <div className="site" data-layout="SiteLayout">
      <header className="site-header">
        <BrandMark size={32} />
        {/* Site-wide links only: a game's own pages (its board, its map) are in the game bar. */}
        <nav aria-label="Main">
          <NavLink to={paths.home()} end>
            {messages.allGames}
          </NavLink>
          {/* A plain link: asking who is logged in on every page would cost the first screen a query and its code. */}
          <Link to={paths.login(location.pathname + location.search)}>{messages.account}</Link>
        </nav>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>{messages.footer(brand.displayName)}</p>
      </footer>
    </div>
  );
}
