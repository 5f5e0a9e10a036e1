import { Authorized as TypeGraphQLAuthorized, type AuthCheckerFn } from 'type-graphql';
import { DomainError } from '@ballpark/common/errors';
import { wordsIn, type ServerWords } from '../i18n';
import { requirePlayer } from '../policies/visitor-token';
import { isBrandAdmin, isCreator, isSiteAdmin, type Principal } from '../policies/principal';
import type { RequestContext } from './context';

/**
 * Who may call a root field; every Query, Mutation and Subscription field states it (a test walks them all):
 * - `public`: anyone; what is returned may still depend on the caller (prices stay hidden until guessed).
 * - `visitor`: a player: the request carries a visitor token, or is logged in; the field acts for that player only.
 * - `account`: logged in.
 * - `creator`: logged in with the creator role.
 * - `brand_admin`: logged in as an admin of the request's brand (the host's).
 * - `site_admin`: logged in as a site admin.
 * Rules about one game, brand or session are policies (server/src/policies), checked by the services.
 */
export type Caller = 'public' | 'visitor' | 'account' | 'creator' | 'brand_admin' | 'site_admin';

/** type-graphql's `@Authorized`, with the callers this API knows: any one of them may call the field. */
export function Authorized(...callers: [Caller, ...Caller[]]): MethodDecorator & PropertyDecorator {
  return TypeGraphQLAuthorized<Caller>(...callers);
}

type Role = keyof ServerWords['access']['roles'];

/** The callers a refusal names as the ones a field is for. */
const isRole = (caller: Caller): caller is Role => caller in wordsIn('en').access.roles;

/** The one check behind every `@Authorized`: a refusal says what the caller lacks, in the brand's locale. */
export const authChecker: AuthCheckerFn<RequestContext, Caller> = ({ context }, callers) => {
  if (callers.some((caller) => isCaller(context, caller))) return true;
  if (callers.includes('visitor')) requirePlayer(context.playerId);
  const words = wordsIn(context.brand.locale);
  const roles = callers.filter(isRole).map((role) => words.access.roles[role]);
  const sentences = (first: string) => (roles.length > 0 ? [first, words.access.onlyFor(words.list(roles))] : [first]);
  if (!context.account) throw new DomainError('UNAUTHENTICATED', sentences(words.access.logIn).join(' '));
  throw new DomainError('FORBIDDEN', sentences(words.access.notAllowed).join(' '));
};

/** Whether the request is this kind of caller; a brand admin is one of the request's brand. */
export function isCaller(context: Principal & { brand: { id: string } }, caller: Caller): boolean {
  switch (caller) {
    case 'public':
      return true;
    case 'visitor':
      return context.playerId !== null;
    case 'account':
      return context.account !== null;
    case 'creator':
      return isCreator(context);
    case 'brand_admin':
      return isBrandAdmin(context, context.brand.id);
    case 'site_admin':
      return isSiteAdmin(context);
  }
}
