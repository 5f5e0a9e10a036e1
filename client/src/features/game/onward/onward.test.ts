import { gamePaths } from '../../../paths';
import { i18nFor } from '../../i18n/catalogs';
import { onward, onwardPath } from './onward';

const next = { gameHome: { id: 'h2', redditSuffix: 'lake_view_condo' } };
const en = i18nFor('en');

describe('onward', () => {
  it('goes to the next home in order, then to the results of the session', () => {
    const paths = gamePaths('ultima');
    const game = { slug: 'g', variant: 'ULTIMA' } as const;
    expect(onward(paths, game, { id: 's', nextRound: next }, { i18n: en })).toEqual({
      to: '/ultima/v/g/property/h2?session=s',
      label: 'Next home →',
    });
    expect(onward(paths, game, { id: 's', nextRound: null }, { i18n: en })).toEqual({
      to: '/ultima/v/g/results/s',
      label: 'See your results →',
    });
  });

  it("goes to a forum thread at its title's path, in the caller's words", () => {
    const words = { next: 'Next thread →', results: 'See your results →' };
    const way = onward(
      gamePaths('community'),
      { slug: 'g', variant: 'COMMUNITY' },
      { id: 's', nextRound: next },
      { i18n: en, words },
    );
    expect(way).toEqual({ to: '/r/g/comments/h2/lake_view_condo?session=s', label: 'Next thread →' });
  });

  it('plays the home on the page the caller names', () => {
    const homePath = (slug: string, home: string, session: string) => `/${slug}/cameron/${home}/${session}`;
    const game = { slug: 'g', variant: 'KLAVO' } as const;
    const way = onward(gamePaths('klavo'), game, { id: 's', nextRound: next }, { i18n: en, homePath });
    expect(way.to).toBe('/g/cameron/h2/s');
    expect(onwardPath(gamePaths('klavo'), game, { id: 's', nextRound: next }, homePath)).toBe('/g/cameron/h2/s');
  });

  it('goes back to the start page where homes are picked in any order, and where each home has its own result', () => {
    const paths = gamePaths('roundup');
    const game = { slug: 'g', variant: 'ROUNDUP' } as const;
    expect(onward(paths, game, { id: 's', nextRound: next }, { i18n: en })).toEqual({
      to: '/roundup/v/g',
      label: 'Pick your next home →',
    });
    // A roundup has no results page of the whole session: its start page lists each home's result.
    expect(onward(paths, game, { id: 's', nextRound: null }, { i18n: en })).toEqual({
      to: '/roundup/v/g',
      label: 'See all your homes →',
    });
    expect(onwardPath(paths, game, { id: 's', nextRound: null })).toBe('/roundup/v/g');
  });

  it("says the way on in the page's language", () => {
    const es = i18nFor('es');
    const roundup = { slug: 'g', variant: 'ROUNDUP' } as const;
    const ultima = { slug: 'g', variant: 'ULTIMA' } as const;
    expect(onward(gamePaths('ultima'), ultima, { id: 's', nextRound: next }, { i18n: es }).label).toBe(
      'Siguiente casa →',
    );
    expect(onward(gamePaths('roundup'), roundup, { id: 's', nextRound: next }, { i18n: es }).label).toBe(
      'Elige tu siguiente casa →',
    );
    expect(onward(gamePaths('roundup'), roundup, { id: 's', nextRound: null }, { i18n: es }).label).toBe(
      'Ver todas tus casas →',
    );
  });
});
