import { challengeName, challengeWindow, currentChallengeWords } from './challenge';

const utc = (iso: string) => new Date(iso);

describe('challengeWindow', () => {
  it('gives a UTC day its own daily challenge, from midnight to midnight', () => {
    expect(challengeWindow('daily', utc('2026-11-25T15:42:17Z'))).toEqual({
      period: 'daily',
      key: '2026-11-25',
      slug: 'daily-2026-11-25',
      startsAt: utc('2026-11-25T00:00:00Z'),
      endsAt: utc('2026-11-26T00:00:00Z'),
    });
    expect(challengeWindow('daily', utc('2026-11-25T23:59:59.999Z')).slug).toBe('daily-2026-11-25');
    expect(challengeWindow('daily', utc('2026-11-26T00:00:00Z')).slug).toBe('daily-2026-11-26');
    // A local evening east of UTC is still the UTC day before.
    expect(challengeWindow('daily', utc('2026-11-26T00:30:00+01:00')).slug).toBe('daily-2026-11-25');
  });

  it('gives an ISO week its weekly challenge, Monday to Monday', () => {
    expect(challengeWindow('weekly', utc('2026-11-25T15:42:17Z'))).toEqual({
      period: 'weekly',
      key: '2026-W48',
      slug: 'weekly-2026-W48',
      startsAt: utc('2026-11-23T00:00:00Z'),
      endsAt: utc('2026-11-30T00:00:00Z'),
    });
    expect(challengeWindow('weekly', utc('2026-11-29T23:59:59.999Z')).key).toBe('2026-W48');
    expect(challengeWindow('weekly', utc('2026-11-30T00:00:00Z')).key).toBe('2026-W49');
  });

  it('keeps the week across a year boundary: 2026-12-31 and 2027-01-01 are both in 2026-W53', () => {
    const thursday = challengeWindow('weekly', utc('2026-12-31T12:00:00Z'));
    const friday = challengeWindow('weekly', utc('2027-01-01T12:00:00Z'));
    expect(friday).toEqual(thursday);
    expect(thursday).toMatchObject({
      key: '2026-W53',
      startsAt: utc('2026-12-28T00:00:00Z'),
      endsAt: utc('2027-01-04T00:00:00Z'),
    });
    expect(challengeWindow('weekly', utc('2027-01-04T00:00:00Z')).key).toBe('2027-W01');
    // Week 1 can start in December: 2024-12-30 opens 2025-W01.
    expect(challengeWindow('weekly', utc('2024-12-31T08:00:00Z'))).toMatchObject({
      key: '2025-W01',
      startsAt: utc('2024-12-30T00:00:00Z'),
    });
  });

  it('ends each period where the next one starts: the countdown target', () => {
    for (const period of ['daily', 'weekly'] as const) {
      const now = challengeWindow(period, utc('2026-12-31T23:00:00Z'));
      const next = challengeWindow(period, now.endsAt);
      expect(next.startsAt).toEqual(now.endsAt);
      expect(next.key).not.toBe(now.key);
    }
    expect(challengeWindow('daily', utc('2026-12-31T23:00:00Z')).endsAt).toEqual(utc('2027-01-01T00:00:00Z'));
  });

  it('throws a RangeError for an invalid date', () => {
    expect(() => challengeWindow('daily', new Date('not a date'))).toThrow(RangeError);
  });
});

describe('challengeName', () => {
  it('says which day or week the challenge was', () => {
    expect(challengeName('daily', utc('2026-11-25T00:00:00Z'), 'en')).toBe('Daily challenge, 25 November 2026');
    expect(challengeName('weekly', utc('2026-12-28T00:00:00Z'), 'en')).toBe(
      'Weekly challenge, week of 28 December 2026',
    );
    expect(challengeName('daily', utc('2026-11-25T00:00:00Z'), 'es')).toBe('Reto diario, 25 de noviembre de 2026');
    expect(challengeName('weekly', utc('2026-12-28T00:00:00Z'), 'es')).toBe(
      'Reto semanal, semana del 28 de diciembre de 2026',
    );
  });
});

describe('currentChallengeWords', () => {
  it("names the period's current challenge", () => {
    expect(currentChallengeWords('daily', 'en')).toBe("today's challenge");
    expect(currentChallengeWords('weekly', 'en')).toBe("this week's challenge");
    expect(currentChallengeWords('weekly', 'es')).toBe('el reto de esta semana');
  });
});
