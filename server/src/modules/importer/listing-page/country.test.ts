import { countryOfPage, roomsAreBedroomsIn } from './country';
import { loadHtml } from './plain-text';

const page = (lang?: string) => loadHtml(`<html${lang ? ` lang="${lang}"` : ''}><body></body></html>`);
const at = (url: string) => new URL(url);

describe('countryOfPage', () => {
  it('keeps the country a page names', () => {
    expect(countryOfPage({ country: 'FR', currency: 'USD' }, at('https://x.co.uk/'), page('en-GB'))).toBe('FR');
  });

  it('reads a country from the address first, then the currency, the domain and the language', () => {
    expect(countryOfPage({ postalCode: 'OX3 9AY' }, at('https://homes.example/'), page())).toBe('GB');
    expect(countryOfPage({ address: '1450 Post St, San Francisco, CA 94109' }, at('https://x.example/'), page())).toBe(
      'US',
    );
    expect(countryOfPage({ region: 'AZ', postalCode: '85251' }, at('https://x.example/'), page('es'))).toBe('US');
    expect(countryOfPage({ currency: 'GBP' }, at('https://x.example/'), page('en-US'))).toBe('GB');
    expect(countryOfPage({}, at('https://www.pisos.es/x'), page())).toBe('ES');
    expect(countryOfPage({}, at('https://x.example/'), page('en-US'))).toBe('US');
    expect(countryOfPage({ currency: 'EUR' }, at('https://x.example/'), page('es'))).toBe('ES');
  });

  it('guesses nothing the page does not support, nor what contradicts its currency', () => {
    expect(countryOfPage({}, at('https://x.example/'), page('en'))).toBeUndefined();
    expect(countryOfPage({}, at('https://x.example/'), page('es'))).toBeUndefined();
    expect(countryOfPage({ currency: 'USD' }, at('https://x.es/'), page('es-ES'))).toBe('US');
    expect(countryOfPage({ currency: 'MXN' }, at('https://x.example/'), page('es-ES'))).toBeUndefined();
  });

  it('reads a country named at the end of the address, whatever the language or currency', () => {
    const address = 'Partida Adsubia, 03730 Jávea, Alicante, Spain';
    expect(countryOfPage({ address, currency: 'EUR' }, at('https://x.example/'), page('en'))).toBe('ES');
    expect(countryOfPage({ address: 'Rua X, Porto, Portugal' }, at('https://x.example/'), page('en-GB'))).toBe('PT');
    // A US state's code is not a country.
    expect(countryOfPage({ address: 'Wilmington, DE' }, at('https://x.example/'), page())).toBeUndefined();
  });

  it('places German and Portuguese homes by postcode, domain and language', () => {
    expect(countryOfPage({ postalCode: '4050-180' }, at('https://x.example/'), page())).toBe('PT');
    expect(countryOfPage({ address: 'Rua do Pinhal 12, 2750-642 Cascais' }, at('https://x.example/'), page())).toBe(
      'PT',
    );
    expect(countryOfPage({ currency: 'EUR' }, at('https://www.immowelt.de/expose/1'), page('de'))).toBe('DE');
    expect(countryOfPage({}, at('https://www.imovirtual.pt/x'), page())).toBe('PT');
    expect(countryOfPage({ currency: 'EUR' }, at('https://x.example/'), page('pt'))).toBe('PT');
    expect(countryOfPage({}, at('https://x.example/'), page('de-DE'))).toBe('DE');
    // German in euros may be Austria's.
    expect(countryOfPage({ currency: 'EUR' }, at('https://x.example/'), page('de'))).toBeUndefined();
  });
});

describe('roomsAreBedroomsIn', () => {
  it('counts rooms as bedrooms in Spain and Portugal only', () => {
    expect(['ES', 'PT', 'DE', 'GB', 'US', undefined].map(roomsAreBedroomsIn)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
  });
});
