import { runtimeConfig } from '../../runtime-config';

/**
 * The Google Maps key: set on the server (GOOGLE_MAPS_API_KEY) or baked into a build (VITE_GOOGLE_MAPS_API_KEY).
 * Without one the built-in map is used (no internet needed).
 */
export function googleMapsApiKey(): string | null {
  const key = runtimeConfig()?.googleMapsApiKey ?? (import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined);
  return key && key.trim() ? key.trim() : null;
}
