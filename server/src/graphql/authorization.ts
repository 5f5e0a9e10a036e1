import { Authorized as TypeGraphQLAuthorized, type AuthCheckerFn } from 'type-graphql';
import { DomainError } from '@ballpark/common/errors';
import { requirePlayer } from '../modules/visitor/visitor-token';
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

/** The roles' words in refusals. */
const WHO: Record<Exclude<Caller, 'public' | 'visitor' | 'account'>, string> = {
  creator: 'game creators',
  brand_admin: "this brand's admins",
  site_admin: 'site admins',
};

/** The one check behind every `@Authorized`: a refusal says what the caller lacks. */
export const authChecker: AuthCheckerFn<RequestContext, Caller> = ({ context }, callers) => {
  if (callers.some((caller) => isCaller(context, caller))) return true;
  if (callers.includes('visitor')) requirePlayer(context.playerId);
  const roles = callers.filter((caller) => caller in WHO).map((caller) => WHO[caller as keyof typeof WHO]);
  const only = roles.length > 0 ? ` This is for ${wordList(roles)}.` : '';
  if (!context.account) throw new DomainError('UNAUTHENTICATED', `Log in to do this.${only}`);
  throw new DomainError('FORBIDDEN', `Your account may not do this.${only}`);
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

function wordList(words: string[]): string {
  return words.length === 1 ? words[0] : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}
