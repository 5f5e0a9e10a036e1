import { gamePaths } from '../../paths';
import { onward, type HomePath } from './onward';

const next = { gameHome: { id: 'h2', redditSuffix: 'lake_view_condo' } };

describe('onward', () => {
  it('goes to the next home in order, then to the results of the session', () => {
    const paths = gamePaths('ultima');
    const game = { slug: 'g', variant: 'ULTIMA' } as const;
    expect(onward(paths, game, { id: 's', nextRound: next })).toEqual({
      to: '/ultima/v/g/property/h2?session=s',
      way: 'next',
    });
    expect(onward(paths, game, { id: 's', nextRound: null })).toEqual({ to: '/ultima/v/g/results/s', way: 'results' });
  });

  it("goes to a forum thread at its title's path", () => {
    const way = onward(gamePaths('community'), { slug: 'g', variant: 'COMMUNITY' }, { id: 's', nextRound: next });
    expect(way).toEqual({ to: '/r/g/comments/h2/lake_view_condo?session=s', way: 'next' });
  });

  it('plays the home on the page the caller names', () => {
    const homePath: HomePath = ({ gameSlug, gameHomeId, sessionId }) =>
      `/${gameSlug}/cameron/${gameHomeId}/${sessionId}`;
    const way = onward(gamePaths('klavo'), { slug: 'g', variant: 'KLAVO' }, { id: 's', nextRound: next }, homePath);
    expect(way.to).toBe('/g/cameron/h2/s');
  });

  it('goes back to the start page where homes are picked in any order, and where each home has its own result', () => {
    const paths = gamePaths('roundup');
    const game = { slug: 'g', variant: 'ROUNDUP' } as const;
    expect(onward(paths, game, { id: 's', nextRound: next })).toEqual({ to: '/roundup/v/g', way: 'pickNext' });
    // A roundup has no results page of the whole session: its start page lists each home's result.
    expect(onward(paths, game, { id: 's', nextRound: null })).toEqual({ to: '/roundup/v/g', way: 'allHomes' });
  });
});
