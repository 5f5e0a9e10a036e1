/** The Google Maps key baked in at build time; without it the built-in map is used (no internet needed). */
export function googleMapsApiKey(): string | null {
  const key = import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined;
  return key && key.trim() ? key.trim() : null;
}
