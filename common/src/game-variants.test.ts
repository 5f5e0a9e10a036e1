import { challengeVariant, isClosed, redditSuffix, scoringModeOf, variantRules } from './game-variants';

describe('scoringModeOf', () => {
  it('makes ultima score on the log scale whatever the game was created with', () => {
    expect(scoringModeOf({ variant: 'ultima', scoringMode: 'bands' })).toBe('log');
    expect(scoringModeOf({ variant: 'public', scoringMode: 'bands' })).toBe('bands');
    expect(scoringModeOf({ variant: 'public', scoringMode: 'log' })).toBe('log');
  });
});

describe('isClosed', () => {
  const now = new Date('2026-11-26T12:00:00Z');
  const past = new Date('2026-11-26T11:59:59Z');

  it('closes a one-off once its end time has passed', () => {
    expect(isClosed({ variant: 'one_off', endsAt: past }, now)).toBe(true);
    expect(isClosed({ variant: 'one_off', endsAt: new Date('2026-11-27T00:00:00Z') }, now)).toBe(false);
    expect(isClosed({ variant: 'one_off', endsAt: null }, now)).toBe(false);
  });

  it('never closes a variant that cannot close', () => {
    expect(isClosed({ variant: 'public', endsAt: past }, now)).toBe(false);
  });
});

describe('redditSuffix', () => {
  it('turns a title into a forum slug', () => {
    expect(redditSuffix('3 bed semi-detached house')).toBe('3_bed_semidetached_house');
    expect(redditSuffix('  Café on Main St. — 2 beds!  ')).toBe('cafe_on_main_st_2_beds');
    expect(redditSuffix("Owner's cottage")).toBe('owners_cottage');
  });

  it('keeps the suffix short and never empty', () => {
    expect(redditSuffix('word '.repeat(40)).length).toBeLessThanOrEqual(60);
    expect(redditSuffix('word '.repeat(40))).not.toMatch(/_$/);
    expect(redditSuffix('★★★')).toBe('home');
  });
});

describe('challenge variants', () => {
  it("are each period's challenge: played once a player, closed after their period, kept out of game lists", () => {
    expect(challengeVariant('daily')).toBe('daily_challenge');
    expect(challengeVariant('weekly')).toBe('weekly_challenge');
    for (const variant of ['daily_challenge', 'weekly_challenge'] as const)
      expect(variantRules(variant)).toMatchObject({ oneAttempt: true, canClose: true, listed: false });
    expect(variantRules('public')).toMatchObject({ oneAttempt: false, listed: true, challengePeriod: null });
    expect(
      isClosed(
        { variant: 'daily_challenge', endsAt: new Date('2026-11-26T00:00:00Z') },
        new Date('2026-11-26T00:00:00Z'),
      ),
    ).toBe(true);
  });
});
