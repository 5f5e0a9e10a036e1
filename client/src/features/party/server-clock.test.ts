import { clockOffset, secondsLeft } from './server-clock';

describe("the party's server clock", () => {
  const serverNow = '2026-11-25T20:00:00.000Z';
  const deadline = '2026-11-25T20:00:30.000Z';

  it("counts down on the server's clock, whatever this browser's clock says", () => {
    // This browser's clock is two minutes behind the server's.
    const arrivedAt = Date.parse(serverNow) - 120_000;
    const offset = clockOffset(serverNow, arrivedAt);
    expect(offset).toBe(120_000);
    expect(secondsLeft(deadline, offset, arrivedAt)).toBe(30);
    expect(secondsLeft(deadline, offset, arrivedAt + 10_500)).toBe(20);
  });

  it('rounds a part second up and never goes below zero', () => {
    const offset = clockOffset(serverNow, Date.parse(serverNow));
    expect(secondsLeft(deadline, offset, Date.parse(serverNow) + 29_100)).toBe(1);
    expect(secondsLeft(deadline, offset, Date.parse(serverNow) + 30_000)).toBe(0);
    expect(secondsLeft(deadline, offset, Date.parse(serverNow) + 90_000)).toBe(0);
  });
});
