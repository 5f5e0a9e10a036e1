import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { paths } from '../../../paths';
import { useBrand } from '../brand-context';
import { BrandMark } from '../BrandMark';
import { AccountLink } from './AccountLink';
import './locales';

/** The site's own layout: a brand bar, the page, a footer line. */
export function StandardLayout({ children }: { children: ReactNode }) {
  const { brand } = useBrand();
  const { t } = useLingui();
  const name = brand.displayName;
  return (
    <div className="site" data-layout="SiteLayout">
      <header className="site-header">
        <BrandMark size={32} />
        {/* Site-wide links only: a game's own pages (its board, its map) are in the game bar. */}
        <nav aria-label="Main">
          <NavLink to={paths.home()} end>
            {t`All games`}
          </NavLink>
          <AccountLink />
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
