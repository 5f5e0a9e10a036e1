import { createContext, useContext } from 'react';
import { messagesFor, type Messages } from '../i18n/messages';
import type { CurrentBrand } from './brand-queries';

export interface BrandContextValue {
  brand: CurrentBrand;
  language: 'en' | 'es';
  messages: Messages;
}

export const BrandContext = createContext<BrandContextValue | null>(null);

/** The brand the site wears, with the words of its language; only inside BrandFrame. */
export function useBrand(): BrandContextValue {
  const value = useContext(BrandContext);
  if (!value) throw new Error('useBrand is used outside BrandFrame');
  return value;
}

/** The words of the brand's language; English outside BrandFrame (a component rendered on its own, as in its tests). */
export function useMessages(): Messages {
  return useContext(BrandContext)?.messages ?? messagesFor('en');
}
