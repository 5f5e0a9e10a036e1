import type { BrandLocale } from '@ballpark/common/brand-components';
import { DomainError } from '@ballpark/common/errors';
import { wordsIn } from '../i18n';
import { BrandEntity } from '../modules/brand/brand.entity';
import { GameEntity } from '../modules/game/game.entity';
import { BRAND_POLICY, type BrandAction } from './brand';
import { GAME_POLICY, type GameAction } from './game';
import type { PolicyRule } from './policy';
import type { Principal } from './principal';

/**
 * Rules about one particular game or brand, in Outline's style (`server/policies`): services ask
 * `can(principal, 'update', game)`, or `authorize(...)`, which throws the refusal. Who may call a root field at all is
 * `@Authorized` (graphql/authorization.ts); what they may do to this object is decided here, and only here.
 */
export function can(principal: Principal, action: GameAction, game: GameEntity): boolean;
export function can(principal: Principal, action: BrandAction, brand: BrandEntity): boolean;
export function can(principal: Principal, action: string, subject: object): boolean {
  return ruleFor(action, subject).allows(principal, subject);
}

/**
 * As `can`, but refuses in the locale of the request's brand: a guest is asked to log in (UNAUTHENTICATED), an account
 * that may not is FORBIDDEN.
 */
export function authorize(principal: Principal, action: GameAction, game: GameEntity, locale: BrandLocale): void;
export function authorize(principal: Principal, action: BrandAction, brand: BrandEntity, locale: BrandLocale): void;
export function authorize(principal: Principal, action: string, subject: object, locale: BrandLocale): void {
  const rule = ruleFor(action, subject);
  if (rule.allows(principal, subject)) return;
  const words = wordsIn(locale).access;
  const refusal = words.rules[rule.refusal];
  if (!principal.account) throw new DomainError('UNAUTHENTICATED', words.logInFirst(refusal));
  throw new DomainError('FORBIDDEN', refusal);
}

/** The rule of an action on a subject; the overloads above type each subject's actions. */
function ruleFor(action: string, subject: object): PolicyRule<object> {
  const policy: Record<string, PolicyRule<object>> | null =
    subject instanceof GameEntity ? GAME_POLICY : subject instanceof BrandEntity ? BRAND_POLICY : null;
  const rule = policy?.[action];
  if (!rule) throw new Error(`No policy allows "${action}" on ${subject.constructor.name}.`);
  return rule;
}
