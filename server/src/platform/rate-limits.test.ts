import { RATE_LIMITS, RateLimits } from './rate-limits';

/** Session starts from one address, each by a new throwaway visitor: what fishing for homes looks like. */
describe('session starts per IP', () => {
  const { perIp, perIpPerHour } = RATE_LIMITS.startSession;
  const start = (limits: RateLimits, visitor: number, locale: 'en' | 'es' = 'en') =>
    limits.consume('startSession', `visitor-${visitor}`, '203.0.113.9', { locale });

  beforeEach(() => jest.useFakeTimers({ now: new Date('2026-11-28T09:00:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('let a classroom of 30 behind one address start three games each in a minute', async () => {
    expect(perIp).toBeGreaterThanOrEqual(90);
    const limits = new RateLimits(null);
    for (let visitor = 0; visitor < 90; visitor += 1) await start(limits, visitor);
  });

  it('refuse hundreds of throwaway sessions a minute, in the brand’s language', async () => {
    const limits = new RateLimits(null);
    for (let visitor = 0; visitor < perIp; visitor += 1) await start(limits, visitor);
    await expect(start(limits, perIp)).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests: please wait \d+ s and try again\.$/),
    });
    await expect(start(limits, perIp + 1, 'es')).rejects.toMatchObject({
      message: expect.stringMatching(/^Demasiadas solicitudes: espera \d+ s y vuelve a intentarlo\.$/),
    });
  });

  it('refuse an address that keeps starting sessions at the minute limit all hour', async () => {
    expect(perIpPerHour).toBeLessThanOrEqual(1000);
    const limits = new RateLimits(null);
    let visitor = 0;
    for (let minute = 0; minute * perIp < perIpPerHour; minute += 1) {
      for (let started = 0; started < perIp; started += 1) await start(limits, (visitor += 1));
      jest.advanceTimersByTime(61_000);
    }
    await expect(start(limits, (visitor += 1))).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/please wait \d+ min/),
    });
  });
});
