import { countryOfPage } from './country';
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
});
