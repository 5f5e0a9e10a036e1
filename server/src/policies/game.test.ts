import { DomainError } from '@ballpark/common/errors';
import { authorize, can } from './index';
import type { GameAction } from './game';
import type { HeldRole, Principal } from './principal';

const BRAND = '00000000-0000-4000-8000-00000000000b';
const OTHER_BRAND = '00000000-0000-4000-8000-00000000000c';
const CREATOR = '00000000-0000-4000-8000-0000000000c1';

const game = (creatorAccountId: string | null) => ({ game: { brandId: BRAND, creatorAccountId } });

const guest: Principal = { visitorId: 'v'.repeat(64), account: null, playerId: 'v'.repeat(64) };
const account = (id: string, ...roles: HeldRole[]): Principal => ({
  visitorId: null,
  account: { id, playerId: 'p'.repeat(64), roles },
  playerId: 'p'.repeat(64),
});
const creator = (id: string) => account(id, { role: 'creator', brandId: null });

describe('the game policy', () => {
  it.each(['update', 'manageGuesses'] as const)('lets the creator of the game %s it', (action) => {
    expect(can(creator(CREATOR), action, game(CREATOR))).toBe(true);
  });

  it('refuses a creator of another game, and one that no creator made', () => {
    expect(can(creator('00000000-0000-4000-8000-0000000000c2'), 'update', game(CREATOR))).toBe(false);
    expect(can(creator(CREATOR), 'update', game(null))).toBe(false);
  });

  it('refuses the account that created the game once it no longer holds the creator role', () => {
    expect(can(account(CREATOR), 'update', game(CREATOR))).toBe(false);
  });

  it("lets an admin of the game's brand, not another brand's", () => {
    expect(can(account('a', { role: 'brand_admin', brandId: BRAND }), 'manageGuesses', game(null))).toBe(true);
    expect(can(account('a', { role: 'brand_admin', brandId: OTHER_BRAND }), 'manageGuesses', game(null))).toBe(false);
  });

  it('lets a site admin', () => {
    expect(can(account('s', { role: 'site_admin', brandId: null }), 'update', game(CREATOR))).toBe(true);
  });

  it('refuses a guest and a player with no role', () => {
    expect(can(guest, 'update', game(CREATOR))).toBe(false);
    expect(can(account('x'), 'update', game(null))).toBe(false);
  });

  it('asks a guest to log in, and tells an account that may not why', () => {
    expect(() => authorize(guest, 'update', game(CREATOR), 'en')).toThrow(
      expect.objectContaining({ code: 'UNAUTHENTICATED', message: expect.stringMatching(/^Log in first\./) }),
    );
    expect(() => authorize(creator('other'), 'update', game(CREATOR), 'en')).toThrow(
      new DomainError(
        'FORBIDDEN',
        "Only this game's creator, an admin of its brand or a site admin may edit this game.",
      ),
    );
    expect(() => authorize(creator(CREATOR), 'update', game(CREATOR), 'en')).not.toThrow();
  });

  it("refuses to guess at an action the subject's policy does not have", () => {
    // 'manage' is a brand's action; a caller that slips it past the types gets an error, never a permission.
    expect(() => can(guest, 'manage' as GameAction, game(null))).toThrow(/No policy allows "manage" on a game/);
  });
});
