import GoogleMapReact from 'google-map-react';
import type { MapHome } from './map-types';

interface GoogleHomesMapProps {
  apiKey: string;
  homes: readonly MapHome[];
  height: number;
}

/** Google's map with one marker per home, fitted to the homes. Loaded lazily: only with an API key configured. */
export default function GoogleHomesMap({ apiKey, homes, height }: GoogleHomesMapProps) {
  const first = homes[0];
  if (!first) return null;
  return (
    <div className="google-map" style={{ height }}>
      <GoogleMapReact
        bootstrapURLKeys={{ key: apiKey }}
        defaultCenter={{ lat: first.latitude, lng: first.longitude }}
        defaultZoom={homes.length === 1 ? 11 : 5}
        options={{ fullscreenControl: false, streetViewControl: false, mapTypeControl: false, clickableIcons: false }}
        yesIWantToUseGoogleMapApiInternals
        onGoogleApiLoaded={({ map, maps }) => {
          if (homes.length < 2) return;
          const bounds = new maps.LatLngBounds();
          for (const home of homes) bounds.extend({ lat: home.latitude, lng: home.longitude });
          map.fitBounds(bounds, 48);
        }}
      >
        {homes.map((home) => (
          <GoogleMarker key={home.id} lat={home.latitude} lng={home.longitude} home={home} />
        ))}
      </GoogleMapReact>
    </div>
  );
}

function GoogleMarker({ home }: { lat: number; lng: number; home: MapHome }) {
  return (
    <div className="google-marker" title={`${home.title}, ${home.city}`}>
      <span className="google-marker__dot">{home.round ?? ''}</span>
      <span className="google-marker__label">{home.city}</span>
    </div>
  );
}
