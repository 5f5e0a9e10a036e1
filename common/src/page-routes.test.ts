import { PAGE_ROUTES, pagePath } from './page-routes';

describe('pagePath', () => {
  it('fills in every param, encoded', () => {
    expect(pagePath('home', {})).toBe('/');
    expect(pagePath('leaderboard', { gameSlug: 'a b/c' })).toBe('/game/a%20b%2Fc/leaderboard');
    expect(pagePath('guesstimates', { gameSlug: 'g', gameHomeId: 'h' })).toBe('/game/g/property/h/guesstimates');
  });

  it('has one path per page, each under the site root', () => {
    const paths = Object.values(PAGE_ROUTES).map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\//);
  });
});
