import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { USER_FACING_ERROR_CODES } from '@ballpark/common/errors';
import { i18nFor } from '../i18n/catalogs';
import './locales';

const GENERIC_MESSAGE = msg`Something went wrong. Please try again.`;
const OFFLINE_MESSAGE = msg`We couldn't reach Ballpark. Check your connection and try again.`;
const TOO_MANY_REQUESTS = msg`Too many requests. Please wait a moment.`;

/** The code of the first GraphQL error (e.g. "FORBIDDEN", "CONFLICT"), or null for network and other errors. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/**
 * A message to show a player: the server's own words for domain errors (written in the brand's language), the
 * caller's fallback or a plain sentence in the page's language (`i18n`) for anything else.
 */
export function errorMessage(error: unknown, fallback?: string, i18n: I18n = i18nFor('en')): string {
  const otherwise = fallback ?? i18n._(GENERIC_MESSAGE);
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return first && typeof code === 'string' && USER_FACING_ERROR_CODES.has(code) ? first.message : otherwise;
  }
  if (ServerError.is(error)) return error.statusCode === 429 ? i18n._(TOO_MANY_REQUESTS) : otherwise;
  if (error instanceof TypeError) return i18n._(OFFLINE_MESSAGE);
  return otherwise;
}
