/**
 * The codes of errors a user can act on, in every transport: the server's services throw them as `DomainError`s, the
 * GraphQL layer answers them with their code, and the client shows their messages as they are.
 */
export const DOMAIN_ERROR_CODES = [
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'FORBIDDEN',
  'CONFLICT',
  'RATE_LIMITED',
  'UNAUTHENTICATED',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

/** What the server answers for anything unexpected: a generic message, written for players, and no details. */
export const INTERNAL_ERROR_CODE = 'INTERNAL_SERVER_ERROR';
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';

/**
 * An error the user can act on; its message is shown as is, so it must never carry a secret. `details` go along with
 * the code (GraphQL extensions), for a client to act on: the session a refused second attempt points at.
 */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    readonly details: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Codes whose messages are written for players and safe to show as they are. */
export const USER_FACING_ERROR_CODES: ReadonlySet<string> = new Set([...DOMAIN_ERROR_CODES, INTERNAL_ERROR_CODE]);
