import { pickChallengeHomes } from './challenge-homes';

const candidates = Array.from({ length: 40 }, (_, index) => `kc:${String(index).padStart(3, '0')}`);

describe('pickChallengeHomes', () => {
  it('picks the same homes, in the same order, for the same brand and period', () => {
    const first = pickChallengeHomes(candidates, 5, 'acme:daily-2026-11-25');
    expect(pickChallengeHomes([...candidates], 5, 'acme:daily-2026-11-25')).toEqual(first);
    expect(first).toHaveLength(5);
    expect(new Set(first).size).toBe(5);
    for (const home of first) expect(candidates).toContain(home);
  });

  it('picks other homes for another day, and for another brand the same day', () => {
    const today = pickChallengeHomes(candidates, 5, 'acme:daily-2026-11-25');
    expect(pickChallengeHomes(candidates, 5, 'acme:daily-2026-11-26')).not.toEqual(today);
    expect(pickChallengeHomes(candidates, 5, 'zenith:daily-2026-11-25')).not.toEqual(today);
  });

  it('takes every candidate when there are fewer than asked, and leaves the candidates as they were', () => {
    const few = candidates.slice(0, 3);
    expect([...pickChallengeHomes(few, 10, 'acme:weekly-2026-W48')].sort()).toEqual(few);
    expect(few).toEqual(['kc:000', 'kc:001', 'kc:002']);
  });
});
