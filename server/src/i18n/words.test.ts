import { META_NAMES } from '@ballpark/common/page-meta';
import { BRAND_LOCALES } from '@ballpark/common/brand-components';
import { wordsIn } from '.';

describe('the server words', () => {
  it.each(BRAND_LOCALES)('name only registry pages in %s', (locale) => {
    const { sitePages, gamePages } = wordsIn(locale).heads;
    const variantPages = Object.entries(META_NAMES.variants).flatMap(([variant, pages]) =>
      Object.keys(pages ?? {}).flatMap((page) => [page, `${variant}.${page}`]),
    );
    expect(META_NAMES.site).toEqual(expect.arrayContaining(Object.keys(sitePages)));
    expect([...META_NAMES.game, ...variantPages]).toEqual(expect.arrayContaining(Object.keys(gamePages)));
  });

  it('words a challenge of any size', () => {
    expect(wordsIn('es').play.challengeDescription(5, 'daily')).toMatch(/^Cinco viviendas, .* hoy:/);
    expect(wordsIn('en').play.challengeDescription(10, 'weekly')).toMatch(/^Ten homes, .* this week:/);
    expect(wordsIn('es').play.challengeDescription(12, 'weekly')).toMatch(/^12 viviendas/);
  });
});
