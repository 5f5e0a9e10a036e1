import { drawHomes } from './draw-homes';

const pool = Array.from({ length: 12 }, (_, index) => `home-${index + 1}`);

describe('drawHomes', () => {
  it('plays a pool no larger than the round count whole, in its order', () => {
    expect(drawHomes(pool.slice(0, 5), 5, () => true)).toEqual(pool.slice(0, 5));
    expect(drawHomes(pool.slice(0, 3), 5, () => false)).toEqual(pool.slice(0, 3));
  });

  it('takes only unseen homes while the pool has enough, in the pool order', () => {
    const seen = new Set(pool.slice(0, 6));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const drawn = drawHomes(pool, 5, (home) => seen.has(home));
      expect(drawn).toHaveLength(5);
      expect(drawn.filter((home) => seen.has(home))).toEqual([]);
      expect(drawn).toEqual([...drawn].sort((a, b) => pool.indexOf(a) - pool.indexOf(b)));
    }
  });

  it('fills with seen homes when too few are unseen, keeping every unseen one', () => {
    const unseen = ['home-3', 'home-9'];
    const drawn = drawHomes(pool, 5, (home) => !unseen.includes(home));
    expect(drawn).toHaveLength(5);
    expect(drawn).toEqual(expect.arrayContaining(unseen));
    expect(new Set(drawn).size).toBe(5);
  });

  it('draws at random among the unseen homes', () => {
    const draws = new Set(Array.from({ length: 30 }, () => drawHomes(pool, 3, () => false).join()));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('draws homes in play in a party last: after unseen and seen ones', () => {
    const inPlay = new Set(pool.slice(0, 8));
    const seen = new Set(pool.slice(8, 11));
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const drawn = drawHomes(
        pool,
        5,
        (home) => seen.has(home),
        (home) => inPlay.has(home),
      );
      expect(drawn).toHaveLength(5);
      // 4 homes are not in play (home-12 unseen, three seen): all of them, and one in play.
      expect(drawn).toEqual(expect.arrayContaining(['home-9', 'home-10', 'home-11', 'home-12']));
      expect(drawn.filter((home) => inPlay.has(home))).toHaveLength(1);
      // ... and met last in the session, although it comes first in the pool.
      expect(inPlay.has(drawn.at(-1)!)).toBe(true);
    }
  });

  it('plays a pool no larger than the round count whole, in its order, but its homes in play last', () => {
    const small = ['a', 'b', 'c', 'd', 'e'];
    expect(drawHomes(small, 5, () => false)).toEqual(small);
    expect(
      drawHomes(
        small,
        5,
        () => false,
        (home) => home === 'a' || home === 'c',
      ),
    ).toEqual(['b', 'd', 'e', 'a', 'c']);
  });
});
