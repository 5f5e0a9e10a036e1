import { BrandEntity } from '../modules/brand/brand.entity';
import { can } from './index';
import type { HeldRole, Principal } from './principal';

const brand = Object.assign(new BrandEntity(), { id: '00000000-0000-4000-8000-00000000000b' });
const OTHER_BRAND = '00000000-0000-4000-8000-00000000000c';
const as = (...roles: HeldRole[]): Principal => ({
  visitorId: null,
  account: { id: 'a', playerId: 'p'.repeat(64), roles },
  playerId: 'p'.repeat(64),
});
const guest: Principal = { visitorId: 'v'.repeat(64), account: null, playerId: 'v'.repeat(64) };

describe('the brand policy', () => {
  it('lets any account build games under it (its first game makes it a creator), and no guest', () => {
    expect(can(as(), 'createGame', brand)).toBe(true);
    expect(can(as({ role: 'creator', brandId: null }), 'createGame', brand)).toBe(true);
    expect(can(as({ role: 'brand_admin', brandId: OTHER_BRAND }), 'createGame', brand)).toBe(true);
    expect(can(guest, 'createGame', brand)).toBe(false);
  });

  it.each(['update', 'manage'] as const)('lets only admins of the brand and site admins %s it', (action) => {
    expect(can(as({ role: 'brand_admin', brandId: brand.id }), action, brand)).toBe(true);
    expect(can(as({ role: 'site_admin', brandId: null }), action, brand)).toBe(true);
    expect(can(as({ role: 'creator', brandId: null }), action, brand)).toBe(false);
    expect(can(as({ role: 'brand_admin', brandId: OTHER_BRAND }), action, brand)).toBe(false);
    expect(can(guest, action, brand)).toBe(false);
  });
});
