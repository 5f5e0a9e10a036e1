import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { META_NAMES } from '@ballpark/common/page-meta';
import { BRAND_LOCALES } from '@ballpark/common/brand-components';
import { wordsIn } from '.';

/** Every word of a locale by its path ("party.hostOnly.start"); a page head registry is a record, not words to match. */
function wordsByPath(locale: (typeof BRAND_LOCALES)[number]): Map<string, unknown> {
  const walk = (value: unknown, path: string[]): [string, unknown][] =>
    value && typeof value === 'object' && !['sitePages', 'gamePages'].includes(path.at(-1)!)
      ? Object.entries(value).flatMap(([key, inner]) => walk(inner, [...path, key]))
      : [[path.join('.'), value]];
  return new Map(walk(wordsIn(locale), []));
}

describe('the server words', () => {
  it.each(BRAND_LOCALES)('name only registry pages in %s', (locale) => {
    const { sitePages, gamePages } = wordsIn(locale).heads;
    const variantPages = Object.entries(META_NAMES.variants).flatMap(([variant, pages]) =>
      Object.keys(pages ?? {}).flatMap((page) => [page, `${variant}.${page}`]),
    );
    expect(META_NAMES.site).toEqual(expect.arrayContaining(Object.keys(sitePages)));
    expect([...META_NAMES.game, ...variantPages]).toEqual(expect.arrayContaining(Object.keys(gamePages)));
  });

  it.each(BRAND_LOCALES)('has every word in %s, each a sentence or a function of the same arguments', (locale) => {
    const english = wordsByPath('en');
    const words = wordsByPath(locale);
    expect([...words.keys()]).toEqual([...english.keys()]);
    for (const [path, word] of words) {
      const expected = english.get(path);
      expect([path, typeof word]).toEqual([path, typeof expected]);
      if (typeof word === 'string') expect([path, word.trim().length > 0]).toEqual([path, true]);
      if (typeof word === 'function') expect([path, word.length]).toEqual([path, (expected as () => string).length]);
    }
  });

  it('writes every Spanish sentence in Spanish, none left as the English one', () => {
    const english = wordsByPath('en');
    const untranslated = [...wordsByPath('es')].filter(
      ([path, word]) => typeof word === 'string' && word === english.get(path),
    );
    expect(untranslated).toEqual([]);
  });

  it('lists words the way each language does', () => {
    expect(wordsIn('en').list(['price', 'floor area', 'photos'])).toBe('price, floor area and photos');
    expect(wordsIn('es').list(['el precio', 'la superficie'])).toBe('el precio y la superficie');
    expect(wordsIn('es').importer.missing.some(['el precio'])).toBe(
      'Esta página no indica el precio: rellena a mano lo que falta.',
    );
  });

  it('words a challenge of any size', () => {
    expect(wordsIn('es').play.challengeDescription(5, 'daily')).toMatch(/^Cinco casas, .* hoy:/);
    expect(wordsIn('en').play.challengeDescription(10, 'weekly')).toMatch(/^Ten homes, .* this week:/);
    expect(wordsIn('es').play.challengeDescription(12, 'weekly')).toMatch(/^12 casas/);
  });
});

/** Every Spanish sentence a player can read: the server's words and the client's catalogs. */
function spanishSentences(): string[] {
  const server = [...wordsByPath('es').values()].filter((word): word is string => typeof word === 'string');
  const clientSource = path.resolve(__dirname, '../../../client/src');
  const catalogs = readdirSync(clientSource, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith(`locales${path.sep}es.po`),
  );
  const client = catalogs.flatMap((file) =>
    [...readFileSync(path.join(clientSource, file), 'utf8').matchAll(/^msgstr "(.+)"$/gm)].map((match) => match[1]),
  );
  expect(catalogs.length).toBeGreaterThan(10);
  return [...server, ...client];
}

describe('the Spanish glossary', () => {
  it('calls the game\'s home "casa": "vivienda" only in the market\'s fixed terms', () => {
    const fixedTerms = /tipo de vivienda|vivienda unifamiliar|precios? de viviendas?|valor de una vivienda/gi;
    const offGlossary = spanishSentences().filter((sentence) => /vivienda/i.test(sentence.replace(fixedTerms, '')));
    expect(offGlossary).toEqual([]);
  });
});
