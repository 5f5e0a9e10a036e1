import { useEffect } from 'react';
import { useCurrentBrand } from './brand/brand-queries';

/** Keeps the tab title in step with client-side navigation (the server sends the first one in the HTML). */
export function usePageTitle(title: string | null | undefined) {
  const brandName = useCurrentBrand().data?.currentBrand.displayName;
  useEffect(() => {
    if (title && brandName) document.title = `${title} | ${brandName}`;
  }, [title, brandName]);
}
