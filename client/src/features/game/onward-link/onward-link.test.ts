import { gamePaths } from '../../../paths';
import { i18nFor } from '../../i18n/catalogs';
import { onwardLink } from './onward-link';

const next = { gameHome: { id: 'h2', redditSuffix: 'lake_view_condo' } };
const ULTIMA = { slug: 'g', variant: 'ULTIMA' } as const;
const ROUNDUP = { slug: 'g', variant: 'ROUNDUP' } as const;

describe('onwardLink', () => {
  const en = i18nFor('en');

  it('labels the way to the next home and to the results', () => {
    const paths = gamePaths('ultima');
    expect(onwardLink(paths, ULTIMA, { id: 's', nextRound: next }, { i18n: en })).toEqual({
      to: '/ultima/v/g/property/h2?session=s',
      label: 'Next home →',
    });
    expect(onwardLink(paths, ULTIMA, { id: 's', nextRound: null }, { i18n: en })).toEqual({
      to: '/ultima/v/g/results/s',
      label: 'See your results →',
    });
  });

  it("says a forum's way on in the caller's words", () => {
    const words = { next: 'Next thread →', results: 'See your results →' };
    const game = { slug: 'g', variant: 'COMMUNITY' } as const;
    const way = onwardLink(gamePaths('community'), game, { id: 's', nextRound: next }, { i18n: en, words });
    expect(way).toEqual({ to: '/r/g/comments/h2/lake_view_condo?session=s', label: 'Next thread →' });
  });

  it('labels the way back to the start page where homes are picked in any order', () => {
    const paths = gamePaths('roundup');
    expect(onwardLink(paths, ROUNDUP, { id: 's', nextRound: next }, { i18n: en }).label).toBe('Pick your next home →');
    expect(onwardLink(paths, ROUNDUP, { id: 's', nextRound: null }, { i18n: en }).label).toBe('See all your homes →');
  });

  it("says the way on in the page's language", () => {
    const es = i18nFor('es');
    const [ultima, roundup] = [gamePaths('ultima'), gamePaths('roundup')];
    expect(onwardLink(ultima, ULTIMA, { id: 's', nextRound: next }, { i18n: es }).label).toBe('Siguiente casa →');
    expect(onwardLink(ultima, ULTIMA, { id: 's', nextRound: null }, { i18n: es }).label).toBe('Ver tus resultados →');
    expect(onwardLink(roundup, ROUNDUP, { id: 's', nextRound: next }, { i18n: es }).label).toBe(
      'Elige tu siguiente casa →',
    );
    expect(onwardLink(roundup, ROUNDUP, { id: 's', nextRound: null }, { i18n: es }).label).toBe(
      'Ver todas tus casas →',
    );
  });
});
