import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import { BrandMark } from '../BrandMark';
import './locales';

/** The site's own layout: a brand bar, the page, a footer line. */
export function StandardLayout({ children }: { children: ReactNode }) {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  const location = useLocation();
  return (
    <div className="site" data-layout="SiteLayout">
      <header className="site-header">
        <BrandMark size={32} />
        {/* Site-wide links only: a game's own pages (its board, its map) are in the game bar. */}
        <nav aria-label="Main">
          <NavLink to={paths.home()} end>
            {t`All games`}
          </NavLink>
          {/* A plain link: asking who is logged in on every page would cost the first screen a query and its code. */}
          <Link to={paths.login(location.pathname + location.search)}>{t`Account`}</Link>
        </nav>
      </header>
      <main id="main" className="site-main">
        {children}
      </main>
      <footer className="site-footer">
        <p>{t`${name}: guess what homes sell for. Prices stay hidden until you guess.`}</p>
      </footer>
    </div>
  );
}
