import { brandLabelFromHost } from './brand-from-host';
import { brandOrigin, brandOriginTemplateFor, brandOriginTemplateProblem } from './brand-origin';

const acme = { name: 'acme', isDefault: false };
const ballpark = { name: 'ballpark', isDefault: true };

describe('brandOrigin', () => {
  it.each([
    [ballpark, 'http://localhost:3000', 'http://{brand}.localhost:3000', 'http://localhost:3000'],
    [acme, 'http://localhost:3000', 'http://{brand}.localhost:3000', 'http://acme.localhost:3000'],
    [ballpark, 'https://ballpark.example', 'https://{brand}.example.org', 'https://ballpark.example'],
    [acme, 'https://ballpark.example', 'https://{brand}.example.org', 'https://acme.example.org'],
    [acme, 'https://ballpark.example', 'https://{brand}.homes.example/play', 'https://acme.homes.example/play'],
  ])('%o of %s with %s -> %s', (brand, publicUrl, template, origin) => {
    expect(brandOrigin(brand, { publicUrl, template })).toBe(origin);
  });
});

describe('brandOriginTemplateFor (the default template)', () => {
  it.each([
    ['http://localhost:3000', 'http://{brand}.localhost:3000'],
    ['https://ballpark.example', 'https://{brand}.ballpark.example'],
    ['http://localhost:8080/ballpark', 'http://{brand}.localhost:8080/ballpark'],
  ])('%s -> %s', (publicUrl, template) => {
    expect(brandOriginTemplateFor(publicUrl)).toBe(template);
  });

  it('gives a brand an origin whose host selects that brand', () => {
    const origin = brandOrigin(acme, {
      publicUrl: 'http://localhost:3000',
      template: brandOriginTemplateFor('http://localhost:3000'),
    });
    expect(brandLabelFromHost(origin.replace(/^https?:\/\//, ''))).toBe('acme');
  });
});

describe('brandOriginTemplateProblem', () => {
  it.each(['https://{brand}.example.org', 'http://{brand}.localhost:3000', 'https://{brand}.homes.example/play'])(
    'accepts %s',
    (template) => {
      expect(brandOriginTemplateProblem(template)).toBeNull();
    },
  );

  it.each([
    ['ftp://{brand}.example.org', /http/],
    ['https://example.org', /\{brand\}/],
    ['https://www.{brand}.example.org', /first in a host name/],
    ['https://example.org/{brand}', /first in a host name/],
    ['http://{brand}:3000', /first in a host name/],
    ['http://{brand}.127.0.0.1', /first in a host name/],
    ['https://{brand}:x', /first in a host name/],
  ])('refuses %s', (template, problem) => {
    expect(brandOriginTemplateProblem(template)).toMatch(problem);
  });
});
