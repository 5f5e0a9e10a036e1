import { Authorized as TypeGraphQLAuthorized, type AuthChecker } from 'type-graphql';
import { requireVisitor } from '../modules/visitor/visitor-token';
import type { RequestContext } from './context';

/**
 * Who may call a root field; every Query, Mutation and Subscription field states it (a test walks them all):
 * - `public`: anyone; what is returned may still depend on the caller (prices stay hidden until guessed).
 * - `visitor`: the request carries a visitor token; the field acts for that player only.
 * Rules about one game, brand or session are policies, checked by the services.
 */
export type Caller = 'public' | 'visitor';

/** type-graphql's `@Authorized`, with the callers this API knows: any one of them may call the field. */
export function Authorized(...callers: [Caller, ...Caller[]]): MethodDecorator & PropertyDecorator {
  return TypeGraphQLAuthorized<Caller>(...callers);
}

/** The one check behind every `@Authorized`: a refusal says what the caller lacks. */
export const authChecker: AuthChecker<RequestContext, Caller> = ({ context }, callers) => {
  if (callers.includes('public')) return true;
  requireVisitor(context.visitorId);
  return true;
};
