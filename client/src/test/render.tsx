import { I18nProvider } from '@lingui/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { BrandContext } from '../features/brand/brand-context';
import type { CurrentBrand } from '../features/brand/brand-queries';
import { i18nFor } from '../features/i18n/catalogs';
import { TEST_BRAND } from './brand-client';

export * from '@testing-library/react';

/** A component as the app shows it: inside a brand (the default one unless told) and the words of its language. */
export function OnBrand({
  language = 'en',
  brand = { ...TEST_BRAND, locale: language },
  children,
}: {
  language?: BrandLocale;
  brand?: CurrentBrand;
  children: ReactNode;
}) {
  return (
    <BrandContext.Provider value={{ brand, language }}>
      <I18nProvider i18n={i18nFor(language)}>{children}</I18nProvider>
    </BrandContext.Provider>
  );
}

/** Testing Library's render, inside OnBrand: `{ language: 'es' }` renders the component on a Spanish brand. */
function renderOnBrand(
  ui: ReactElement,
  { language, brand, ...options }: RenderOptions & { language?: BrandLocale; brand?: CurrentBrand } = {},
) {
  return render(ui, {
    wrapper: ({ children }) => (
      <OnBrand language={language} brand={brand}>
        {children}
      </OnBrand>
    ),
    ...options,
  });
}

export { renderOnBrand as render };
