import { useMemo, type ReactNode } from 'react';
import { ScrollRestoration, useNavigation } from 'react-router';
import { I18nProvider } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { i18nFor } from '../i18n/catalogs';
import { pageLanguage } from '../i18n/page-language';
import { QueryView } from '../ui/QueryView';
import { LoadingState } from '../ui/StatusViews';
import { BrandContext, type BrandContextValue } from './brand-context';
import { type CurrentBrand, useCurrentBrand } from './brand-queries';
import { layoutFor } from './registry';
import './locales';

/** The site in its brand's clothes: the brand's layout around the page, its colours, its language. */
export function BrandFrame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  const query = useCurrentBrand();
  return (
    <QueryView
      query={query}
      select={(data) => ({ brand: data.currentBrand, supported: data.website.supportedLocales.map((l) => l.code) })}
      noun={t`this site`}
      loading={<LoadingState label={t`Loading`} />}
    >
      {({ brand, supported }) => (
        <BrandedSite brand={brand} supported={supported}>
          {children}
        </BrandedSite>
      )}
    </QueryView>
  );
}

function BrandedSite({
  brand,
  supported,
  children,
}: {
  brand: CurrentBrand;
  supported: string[];
  children: ReactNode;
}) {
  const navigation = useNavigation();
  const value = useMemo<BrandContextValue>(() => {
    return { brand, language: pageLanguage(brand.locale, supported) };
  }, [brand, supported]);
  const Layout = layoutFor(brand.layoutComponent);
  return (
    <BrandContext.Provider value={value}>
      <I18nProvider i18n={i18nFor(value.language)}>
        <a className="skip-link" href="#main">
          <Trans>Skip to content</Trans>
        </a>
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
        {/* No Suspense boundary of its own: main.tsx loads the layout first, and hydration would otherwise leave the
          pages inside for later, after they were meant to read the server's data. */}
        <Layout>{children}</Layout>
        <ScrollRestoration />
      </I18nProvider>
    </BrandContext.Provider>
  );
}
