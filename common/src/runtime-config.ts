/** Settings the server writes into each page as `window.__BALLPARK__`, read by the client at start. */
export interface RuntimeConfig {
  brand: { name: string; displayName: string };
  googleMapsApiKey: string | null;
}
