import type { ServerWords } from '../i18n';
import type { Principal } from './principal';

/** One action's rule on one kind of subject, and what a refused principal is told. */
export interface PolicyRule<Subject> {
  // A method, so that `can` may hold any subject's rule as one of `object` (method parameters are bivariant).
  allows(principal: Principal, subject: Subject): boolean;
  /**
   * The refusal (its words in the brand's locale) shown as is to a logged-in principal who may not (FORBIDDEN); a guest
   * is asked to log in first.
   */
  refusal: keyof ServerWords['access']['rules'];
}

/** A subject's policy: a rule per action. */
export type Policy<Subject> = Record<string, PolicyRule<Subject>>;
