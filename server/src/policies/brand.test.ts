import { DomainError } from '@ballpark/common/errors';
import { authorize, can } from './index';
import type { HeldRole, Principal } from './principal';

const brand = { id: '00000000-0000-4000-8000-00000000000b', isDefault: false };
const OTHER_BRAND = '00000000-0000-4000-8000-00000000000c';
const mainSite = { id: '00000000-0000-4000-8000-00000000000d', isDefault: true };
const as = (...roles: HeldRole[]): Principal => ({
  visitorId: null,
  account: { id: 'a', playerId: 'p'.repeat(64), roles },
  playerId: 'p'.repeat(64),
});
const guest: Principal = { visitorId: 'v'.repeat(64), account: null, playerId: 'v'.repeat(64) };

describe('the brand policy', () => {
  it('lets any account build games under it (its first game makes it a creator), and no guest', () => {
    expect(can(as(), 'createGame', { brand })).toBe(true);
    expect(can(as({ role: 'creator', brandId: null }), 'createGame', { brand })).toBe(true);
    expect(can(as({ role: 'brand_admin', brandId: OTHER_BRAND }), 'createGame', { brand })).toBe(true);
    expect(can(guest, 'createGame', { brand })).toBe(false);
  });

  it("lets only the brand's admins, the creators it invited and site admins build and publish on its own site", () => {
    expect(can(as({ role: 'brand_admin', brandId: brand.id }), 'publishGames', { brand })).toBe(true);
    expect(can(as({ role: 'creator', brandId: brand.id }), 'publishGames', { brand })).toBe(true);
    expect(can(as({ role: 'site_admin', brandId: null }), 'publishGames', { brand })).toBe(true);
    expect(can(as(), 'publishGames', { brand })).toBe(false);
    expect(can(as({ role: 'creator', brandId: null }), 'publishGames', { brand })).toBe(false);
    expect(can(as({ role: 'creator', brandId: OTHER_BRAND }), 'publishGames', { brand })).toBe(false);
    expect(can(as({ role: 'brand_admin', brandId: OTHER_BRAND }), 'publishGames', { brand })).toBe(false);
    expect(() => authorize(as(), 'publishGames', { brand }, 'en')).toThrow(
      new DomainError(
        'FORBIDDEN',
        "Only this brand's admins and the creators it has invited build and publish games on its site. Build yours on the main site.",
      ),
    );
  });

  it("refuses in the brand's language, asking a guest to log in first", () => {
    expect(() => authorize(as(), 'manage', { brand }, 'es')).toThrow(
      new DomainError(
        'FORBIDDEN',
        'Solo los administradores de esta marca y los del sitio pueden gestionar sus juegos.',
      ),
    );
    expect(() => authorize(guest, 'createGame', { brand }, 'es')).toThrow(
      new DomainError(
        'UNAUTHENTICATED',
        'Inicia sesión primero. Los juegos se crean con una cuenta: crea una o inicia sesión y luego crea tu juego.',
      ),
    );
  });

  it('lets any account build and publish on the main site', () => {
    expect(can(as(), 'publishGames', { brand: mainSite })).toBe(true);
    expect(can(as({ role: 'brand_admin', brandId: OTHER_BRAND }), 'publishGames', { brand: mainSite })).toBe(true);
  });

  it.each(['update', 'manage'] as const)('lets only admins of the brand and site admins %s it', (action) => {
    expect(can(as({ role: 'brand_admin', brandId: brand.id }), action, { brand })).toBe(true);
    expect(can(as({ role: 'site_admin', brandId: null }), action, { brand })).toBe(true);
    expect(can(as({ role: 'creator', brandId: null }), action, { brand })).toBe(false);
    expect(can(as({ role: 'brand_admin', brandId: OTHER_BRAND }), action, { brand })).toBe(false);
    expect(can(guest, action, { brand })).toBe(false);
  });
});
