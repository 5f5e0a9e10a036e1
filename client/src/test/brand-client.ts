import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { currentBrandQuery, type CurrentBrand } from '../features/brand/brand-queries';

/** The default brand as the API answers currentBrand (the seed's profile). */
export const TEST_BRAND: CurrentBrand = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'ballpark',
  displayName: 'Ballpark',
  whitelabelName: 'Ballpark',
  tagline: 'How well do you know house prices?',
  description: 'Guess the prices of homes.',
  logoUrl: '/media/brand/ballpark/logo.svg',
  homeUrl: 'https://ballpark.example/',
  serviceEmail: 'hello@ballpark.example',
  layoutComponent: 'SiteLayout',
  homePageComponent: 'GamesHome',
  brandedGameSlug: null,
  locale: 'en',
  phone: null,
  officePhone: null,
  whatsapp: null,
  company: null,
  website: null,
  agentName: null,
  agentTitle: null,
  specialties: [],
  coverageAreas: [],
  location: null,
  address: null,
  brandColors: {
    primary: '#0f5132',
    secondary: '#f4efe6',
    accent: '#c2410c',
  },
  socialMedia: [],
};

/** An Apollo client that knows the site's brand already and reaches no server. */
export function clientWithBrand(brand: CurrentBrand = TEST_BRAND): ApolloClient {
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  client.writeQuery({
    query: currentBrandQuery,
    data: {
      currentBrand: brand,
      website: {
        supportedLocales: [{ code: 'en-GB' }, { code: 'es-ES' }],
      },
    },
  });
  return client;
}
