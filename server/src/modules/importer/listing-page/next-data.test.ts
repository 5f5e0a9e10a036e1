import { expandJsonStrings, readNextData } from './next-data';
import { loadHtml } from './plain-text';

describe('readNextData', () => {
  it('parses the __NEXT_DATA__ script, and the JSON strings nested in it', () => {
    const cache = JSON.stringify({ 'Query{"id":"1"}': { property: { price: 100, tags: '["a","b"]' } } });
    const data = { props: { pageProps: { componentProps: { gdpClientCache: cache, note: '{not json}' } } } };
    const $ = loadHtml(
      `<html><body><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(data)}</script></body></html>`,
    );
    expect(readNextData($)).toEqual({
      props: {
        pageProps: {
          componentProps: {
            gdpClientCache: { 'Query{"id":"1"}': { property: { price: 100, tags: ['a', 'b'] } } },
            note: '{not json}',
          },
        },
      },
    });
  });

  it('reads nothing from a page without Next.js data, or with a broken one', () => {
    expect(readNextData(loadHtml('<html><body></body></html>'))).toBeUndefined();
    expect(readNextData(loadHtml('<script id="__NEXT_DATA__">{"props":</script>'))).toBeUndefined();
  });
});

describe('expandJsonStrings', () => {
  // { inner: "{\"inner\": ...}" }, `levels` strings deep.
  const nested = (levels: number): unknown =>
    levels === 0 ? { deep: true } : { inner: JSON.stringify(nested(levels - 1)) };

  it('parses JSON in strings three levels deep, no deeper', () => {
    expect(expandJsonStrings({ a: JSON.stringify(nested(2)) })).toEqual({ a: { inner: { inner: { deep: true } } } });
    expect(expandJsonStrings({ a: JSON.stringify(nested(3)) })).toEqual({
      a: { inner: { inner: { inner: JSON.stringify({ deep: true }) } } },
    });
  });
});
