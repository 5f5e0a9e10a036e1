import { brandLabelFromHost } from './brand-from-host';

describe('brandLabelFromHost', () => {
  describe('selects the first label', () => {
    it.each([
      ['acme.localhost', 'acme'],
      ['example.com', 'example'],
      ['www.acme.co.uk', 'www'],
      ['acme.ballpark.example.com', 'acme'],
      ['xn--caf-dma.example.com', 'xn--caf-dma'],
      ['my-brand.localhost', 'my-brand'],
      ['brand2.example.com', 'brand2'],
      ['1acme.example.com', '1acme'],
    ])('%s -> %s', (host, label) => {
      expect(brandLabelFromHost(host)).toBe(label);
    });
  });

  describe('strips a port', () => {
    it.each([
      ['acme.localhost:3000', 'acme'],
      ['example.com:443', 'example'],
      ['www.acme.co.uk:8080', 'www'],
      ['acme.localhost:', 'acme'],
    ])('%s -> %s', (host, label) => {
      expect(brandLabelFromHost(host)).toBe(label);
    });
  });

  describe('lower-cases and trims', () => {
    it.each([
      ['ACME.localhost', 'acme'],
      ['Acme.LocalHost:3000', 'acme'],
      ['WWW.Example.COM', 'www'],
      ['  acme.localhost  ', 'acme'],
    ])('%p -> %s', (host, label) => {
      expect(brandLabelFromHost(host)).toBe(label);
    });
  });

  describe('tolerates a trailing dot', () => {
    it.each([
      ['acme.localhost.', 'acme'],
      ['example.com.', 'example'],
      ['example.com.:3000', 'example'],
    ])('%s -> %s', (host, label) => {
      expect(brandLabelFromHost(host)).toBe(label);
    });

    it('still needs two labels', () => {
      expect(brandLabelFromHost('localhost.')).toBeNull();
    });
  });

  describe('selects nothing', () => {
    it.each([
      ['bare localhost', 'localhost'],
      ['bare localhost with a port', 'localhost:3000'],
      ['upper-case bare localhost', 'LOCALHOST'],
      ['a bare host name', 'myhost'],
      ['a bare host name with a port', 'myhost:8080'],
      ['IPv4', '127.0.0.1'],
      ['IPv4 with a port', '127.0.0.1:3000'],
      ['another IPv4', '192.168.1.20'],
      ['shortened IPv4', '127.1'],
      ['IPv6 loopback in brackets', '[::1]'],
      ['IPv6 loopback in brackets with a port', '[::1]:3000'],
      ['IPv6 in brackets', '[2001:db8::1]:443'],
      ['bare IPv6', '::1'],
      ['bare IPv6 address', '2001:db8::1'],
      ['a non-numeric port', 'acme.localhost:http'],
      ['an empty label', 'acme..com'],
      ['a leading dot', '.example.com'],
      ['a lone dot', '.'],
      ['a label with an underscore', 'my_brand.example.com'],
      ['a label starting with a hyphen', '-acme.example.com'],
      ['a label ending with a hyphen', 'acme-.example.com'],
      ['a label over 63 characters', `${'a'.repeat(64)}.example.com`],
      ['a label with a space', 'ac me.example.com'],
      ['a path', 'acme.example.com/path'],
      ['credentials', 'user@acme.example.com'],
      ['non-ASCII', 'café.example.com'],
      ['empty', ''],
      ['whitespace only', '   '],
      ['a port only', ':3000'],
    ])('for %s (%p)', (_case, host) => {
      expect(brandLabelFromHost(host)).toBeNull();
    });

    it('for undefined and null', () => {
      expect(brandLabelFromHost(undefined)).toBeNull();
      expect(brandLabelFromHost(null)).toBeNull();
    });
  });

  it('accepts a label of exactly 63 characters', () => {
    const label = 'a'.repeat(63);
    expect(brandLabelFromHost(`${label}.example.com`)).toBe(label);
  });
});
