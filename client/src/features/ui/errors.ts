import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { USER_FACING_ERROR_CODES } from '@ballpark/common/errors';

const GENERIC_MESSAGE = 'Something went wrong. Please try again.';
const OFFLINE_MESSAGE = "We couldn't reach Ballpark. Check your connection and try again.";

/** The code of the first GraphQL error (e.g. "FORBIDDEN", "CONFLICT"), or null for network and other errors. */
export function errorCode(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const code = error.errors[0]?.extensions?.code;
  return typeof code === 'string' ? code : null;
}

/** A message to show a player: the server's own words for domain errors, a plain sentence for anything else. */
export function errorMessage(error: unknown, fallback: string = GENERIC_MESSAGE): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = first?.extensions?.code;
    return first && typeof code === 'string' && USER_FACING_ERROR_CODES.has(code) ? first.message : fallback;
  }
  if (ServerError.is(error)) return error.statusCode === 429 ? 'Too many requests. Please wait a moment.' : fallback;
  if (error instanceof TypeError) return OFFLINE_MESSAGE;
  return fallback;
}
