import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { FallbackMap } from './FallbackMap';
import { googleMapsApiKey } from './map-config';
import { describeHomes, type MapHome } from './map-types';
import { withWords } from '../i18n/catalogs';
import { useBrand } from '../brand/brand-context';
import './locales';

export type { MapHome } from './map-types';

// google-map-react stays out of the main bundle: it loads only when a key is configured and a map is shown.
const GoogleHomesMap = lazy(withWords(() => import('./GoogleHomesMap')));

interface HomesMapProps {
  homes: readonly MapHome[];
  /** A single home's small map (no list, a wider view). */
  compact?: boolean;
  /** Heading of the visible list of homes (multi-home maps), in the page's language: "The homes" if not given. */
  listTitle?: string;
}

/** Where the homes are: Google Maps when configured, otherwise the built-in map; always with a text list. */
export function HomesMap({ homes, compact = false, listTitle }: HomesMapProps) {
  const { t, i18n } = useLingui();
  const { language } = useBrand();
  // Said before each home's title in the list, for a screen reader (the badge beside it is hidden from it).
  const roundLabel = (number: number) => `${t`Round ${number}:`} `;
  const apiKey = googleMapsApiKey();
  if (homes.length === 0) return null;
  const fallback = <FallbackMap homes={homes} compact={compact} />;
  return (
    <figure className={`homes-map${compact ? ' homes-map--compact' : ''}`}>
      {apiKey ? (
        <div role="region" aria-label={describeHomes(homes, i18n, language)}>
          <Suspense fallback={fallback}>
            <GoogleHomesMap apiKey={apiKey} homes={homes} height={compact ? 220 : 420} />
          </Suspense>
        </div>
      ) : (
        fallback
      )}
      {compact ? (
        <figcaption className="homes-map__caption">
          <span aria-hidden="true">📍</span>{' '}
          {homes.map((home) => [home.city, home.region].filter(Boolean).join(', ')).join('; ')}
        </figcaption>
      ) : (
        <figcaption className="homes-map__list">
          <h3 className="homes-map__list-title">{listTitle ?? t`The homes`}</h3>
          <ol>
            {homes.map((home) => (
              <li key={home.id}>
                <span className="round-badge" aria-hidden="true">
                  {home.round ?? '•'}
                </span>
                <span>
                  <span className="visually-hidden">{home.round !== undefined ? roundLabel(home.round) : ''}</span>
                  <strong>{home.title}</strong>
                  <span className="muted">
                    {' '}
                    · {home.city}
                    {home.region && home.region !== home.city ? `, ${home.region}` : ''}
                  </span>
                </span>
              </li>
            ))}
          </ol>
        </figcaption>
      )}
    </figure>
  );
}
