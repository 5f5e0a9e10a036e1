import type { BrandLocale } from '@ballpark/common/brand-components';
import { DomainError } from '@ballpark/common/errors';
import { wordsIn } from '../i18n';
import { BRAND_POLICY, type BrandAction, type BrandSubject } from './brand';
import { GAME_POLICY, type GameAction, type GameSubject } from './game';
import type { PolicyRule } from './policy';
import type { Principal } from './principal';

/** The object an action is on, named by its kind: `{ game }` or `{ brand }`. */
type Subject = { game: GameSubject } | { brand: BrandSubject };

/**
 * Rules about one particular game or brand, in Outline's style (`server/policies`): services ask
 * `can(principal, 'update', { game })`, or `authorize(...)`, which throws the refusal. Who may call a root field at all
 * is `@Authorized` (graphql/authorization.ts); what they may do to this object is decided here, and only here.
 */
export function can(principal: Principal, action: GameAction, subject: { game: GameSubject }): boolean;
export function can(principal: Principal, action: BrandAction, subject: { brand: BrandSubject }): boolean;
export function can(principal: Principal, action: string, subject: Subject): boolean {
  const [rule, object] = ruleFor(action, subject);
  return rule.allows(principal, object);
}

/**
 * As `can`, but refuses in the locale of the request's brand: a guest is asked to log in (UNAUTHENTICATED), an account
 * that may not is FORBIDDEN.
 */
export function authorize(
  principal: Principal,
  action: GameAction,
  subject: { game: GameSubject },
  locale: BrandLocale,
): void;
export function authorize(
  principal: Principal,
  action: BrandAction,
  subject: { brand: BrandSubject },
  locale: BrandLocale,
): void;
export function authorize(principal: Principal, action: string, subject: Subject, locale: BrandLocale): void {
  const [rule, object] = ruleFor(action, subject);
  if (rule.allows(principal, object)) return;
  const words = wordsIn(locale).access;
  const refusal = words.rules[rule.refusal];
  if (!principal.account) throw new DomainError('UNAUTHENTICATED', words.logInFirst(refusal));
  throw new DomainError('FORBIDDEN', refusal);
}

/** The rule of an action on a subject, and the object it judges; the overloads above type each subject's actions. */
function ruleFor(action: string, subject: Subject): [PolicyRule<object>, object] {
  const [kind, policy, object]: [string, Record<string, PolicyRule<object>>, object] =
    'game' in subject ? ['game', GAME_POLICY, subject.game] : ['brand', BRAND_POLICY, subject.brand];
  const rule = policy[action];
  if (!rule) throw new Error(`No policy allows "${action}" on a ${kind}.`);
  return [rule, object];
}
