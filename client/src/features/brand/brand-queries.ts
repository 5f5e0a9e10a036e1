import { useQuery } from '@apollo/client/react';
import { graphql } from '../../graphql/generated';
import type { CurrentBrandQuery } from '../../graphql/generated/graphql';

/** The brand of this host (the server picks it from the host name) and the locales the website supports. */
export const currentBrandQuery = graphql(`
  query CurrentBrand {
    currentBrand {
      id
      name
      displayName
      whitelabelName
      tagline
      description
      logoUrl
      homeUrl
      serviceEmail
      layoutComponent
      homePageComponent
      brandedGameSlug
      locale
      phone
      officePhone
      whatsapp
      company
      website
      agentName
      agentTitle
      specialties
      coverageAreas
      location
      address {
        line1
        line2
      }
      brandColors {
        primary
        secondary
        accent
      }
      socialMedia {
        network
        url
      }
    }
    website {
      supportedLocales {
        code
      }
    }
  }
`);

export type CurrentBrand = CurrentBrandQuery['currentBrand'];

/** Read once per page load; every layout, home page and title reads it from the cache. */
export function useCurrentBrand() {
  return useQuery(currentBrandQuery, { fetchPolicy: 'cache-first' });
}
