import { valueAt, valuesAt } from './json-path';

describe('valuesAt and valueAt', () => {
  const data = {
    cache: { 'Query{"id":1}': { property: { price: 5 } } },
    images: [{ url: 'a' }, { caption: 'no url' }, { url: 'b' }],
    empty: '',
    zero: 0,
  };

  it('follows keys and array indexes, with * for any of them', () => {
    expect(valueAt(data, 'cache.*.property.price')).toBe(5);
    expect(valuesAt(data, 'images.*.url')).toEqual(['a', 'b']);
    expect(valueAt(data, 'images.2.url')).toBe('b');
  });

  it('finds nothing where the path leads nowhere, and skips empty values but not zero', () => {
    expect(valueAt(data, 'cache.missing.price')).toBeUndefined();
    expect(valueAt(data, 'images.url.length')).toBeUndefined();
    expect(valueAt(data, 'empty')).toBeUndefined();
    expect(valueAt(data, 'zero')).toBe(0);
    expect(valueAt(null, 'a')).toBeUndefined();
  });
});
