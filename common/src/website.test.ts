import { chooseLocale, languageOf, supportedLocales } from './website';

describe('languageOf', () => {
  it.each([
    ['es-ES', 'es'],
    ['en_us', 'en'],
    ['EN', 'en'],
    [' pt-BR ', 'pt'],
    ['es-419', 'es'],
    ['', null],
    [null, null],
    ['english', null],
    ['es-ESP-x', null],
    ['e', null],
  ])('%p -> %p', (code, language) => {
    expect(languageOf(code)).toBe(language);
  });
});

describe('supportedLocales', () => {
  it('reduces each code to its language and maps it to the first variant listed and its label', () => {
    expect(supportedLocales(['en-GB', 'en-US', 'es-ES', 'fr'], { en: 'English', es: 'Español' })).toEqual([
      { code: 'en-GB', language: 'en', variant: 'en-GB', label: 'English' },
      { code: 'en-US', language: 'en', variant: 'en-GB', label: 'English' },
      { code: 'es-ES', language: 'es', variant: 'es-ES', label: 'Español' },
      { code: 'fr', language: 'fr', variant: 'fr', label: 'fr' },
    ]);
  });

  it('refuses a code that is not a locale', () => {
    expect(() => supportedLocales(['en-GB', 'nope!'])).toThrow('not a locale code: nope!');
  });
});

describe('chooseLocale', () => {
  it.each([
    [['es', 'en-GB'], 'es'],
    [[null, 'es-MX', 'en'], 'es'],
    [[undefined, 'fr-FR', 'en-US'], 'en'],
    [[null, 'fr-FR', 'de'], 'en'],
    [[], 'en'],
    [['en', 'es-ES'], 'en'],
  ] as const)('%p -> %p', (candidates, language) => {
    expect(chooseLocale(candidates, ['en-GB', 'es-ES'])).toBe(language);
  });
});
