import { getMetadataStorage } from 'type-graphql';
import type { DomainError } from '@ballpark/common/errors';
import type { HeldRole } from '../policies/principal';
import { authChecker, type Caller } from './authorization';
import { RESOLVERS } from '../schema';

/**
 * Every root field says who may call it (`@Authorized`), public ones included: a field added without it fails here,
 * before it can serve anyone by accident.
 */
describe('authorization of the root fields', () => {
  const storage = getMetadataStorage();
  const rootFields = [
    ...storage.queries.map((field) => ({ kind: 'Query', ...field })),
    ...storage.mutations.map((field) => ({ kind: 'Mutation', ...field })),
    ...storage.subscriptions.map((field) => ({ kind: 'Subscription', ...field })),
  ].filter((field) => (RESOLVERS as readonly unknown[]).includes(field.target));

  it('finds the resolvers of the schema', () => {
    expect(rootFields.length).toBeGreaterThan(20);
    expect(rootFields.map((field) => field.kind)).toEqual(
      expect.arrayContaining(['Query', 'Mutation', 'Subscription']),
    );
  });

  it('finds a declaration of who may call on every one of them', () => {
    const undeclared = rootFields
      .filter(
        (field) =>
          !storage.authorizedFields.some(
            (authorized) =>
              authorized.target === field.target &&
              authorized.fieldName === field.methodName &&
              authorized.roles.length > 0,
          ),
      )
      .map((field) => `${field.kind}.${field.schemaName}`);
    expect(undeclared).toEqual([]);
  });
});

describe('the authChecker', () => {
  const BRAND = { id: '00000000-0000-4000-8000-00000000000b', locale: 'en' };
  const OTHER_BRAND = '00000000-0000-4000-8000-00000000000c';
  const visitor = 'v'.repeat(64);
  const guestWithoutToken = { visitorId: null, account: null, playerId: null, brand: BRAND };
  const guest = { visitorId: visitor, account: null, playerId: visitor, brand: BRAND };
  const withRoles = (...roles: HeldRole[]) => ({
    visitorId: null,
    account: { id: 'a', playerId: 'p'.repeat(64), roles },
    playerId: 'p'.repeat(64),
    brand: BRAND,
  });
  const check = (context: object, ...callers: Caller[]) => {
    try {
      return authChecker({ context } as Parameters<typeof authChecker>[0], callers) ? 'OK' : 'REFUSED';
    } catch (error) {
      return `${(error as DomainError).code}: ${(error as DomainError).message}`;
    }
  };

  it('lets anyone call a public field', () => {
    expect(check(guestWithoutToken, 'public')).toBe('OK');
  });

  it('lets a player call a visitor field: a visitor token, or an account without one', () => {
    expect(check(guest, 'visitor')).toBe('OK');
    expect(check(withRoles(), 'visitor')).toBe('OK');
    expect(check(guestWithoutToken, 'visitor')).toMatch(
      /^UNAUTHENTICATED: Send an x-visitor-token header .* or log in, to play\.$/,
    );
  });

  it('asks a guest to log in, naming who the field is for', () => {
    expect(check(guest, 'account')).toBe('UNAUTHENTICATED: Log in to do this.');
    expect(check(guest, 'creator', 'site_admin')).toBe(
      'UNAUTHENTICATED: Log in to do this. This is for game creators and site admins.',
    );
  });

  it('refuses an account without the role, and a brand admin of another brand', () => {
    expect(check(withRoles(), 'account')).toBe('OK');
    expect(check(withRoles(), 'creator')).toBe('FORBIDDEN: Your account may not do this. This is for game creators.');
    expect(check(withRoles({ role: 'creator', brandId: null }), 'creator')).toBe('OK');
    expect(check(withRoles({ role: 'brand_admin', brandId: BRAND.id }), 'brand_admin')).toBe('OK');
    expect(check(withRoles({ role: 'brand_admin', brandId: OTHER_BRAND }), 'brand_admin', 'site_admin')).toBe(
      "FORBIDDEN: Your account may not do this. This is for this brand's admins and site admins.",
    );
    expect(check(withRoles({ role: 'site_admin', brandId: null }), 'brand_admin', 'site_admin')).toBe('OK');
    expect(check(withRoles({ role: 'site_admin', brandId: null }), 'creator', 'brand_admin')).toBe(
      "FORBIDDEN: Your account may not do this. This is for game creators and this brand's admins.",
    );
  });

  it("refuses in the brand's language", () => {
    const spanish = { locale: 'es' };
    expect(check({ ...guest, brand: { ...BRAND, ...spanish } }, 'creator', 'site_admin')).toBe(
      'UNAUTHENTICATED: Inicia sesión para hacer esto. Esto es para los creadores de juegos y los administradores del sitio.',
    );
    expect(check({ ...withRoles(), brand: { ...BRAND, ...spanish } }, 'creator')).toBe(
      'FORBIDDEN: Tu cuenta no puede hacer esto. Esto es para los creadores de juegos.',
    );
  });
});
