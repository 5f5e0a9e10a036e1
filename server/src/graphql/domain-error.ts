import { GraphQLError, type GraphQLFormattedError } from 'graphql';

export type DomainErrorCode =
  'BAD_USER_INPUT' | 'NOT_FOUND' | 'FORBIDDEN' | 'CONFLICT' | 'RATE_LIMITED' | 'UNAUTHENTICATED';

/** An error the user can act on; its message is shown as is, so it must never carry a secret. */
export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
  ) {
    super(message);
  }
}

const PASSED_THROUGH_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
]);

/**
 * The one place errors become GraphQL errors: domain errors keep their code and message; validation and parse
 * errors pass through; anything else is logged and answered with a generic message, never a stack trace.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) {
    return { message: original.message, path: formatted.path, extensions: { code: original.code } };
  }
  const code = formatted.extensions?.code;
  if (typeof code === 'string' && PASSED_THROUGH_CODES.has(code)) {
    return { message: formatted.message, locations: formatted.locations, path: formatted.path, extensions: { code } };
  }
  if (original instanceof GraphQLError && !original.originalError) {
    // Thrown by graphql-js or a protection plugin (depth, aliases, cost): safe, and the caller needs the reason.
    return { message: formatted.message, locations: formatted.locations, extensions: { code: code ?? 'BAD_REQUEST' } };
  }
  console.error('Unexpected error while resolving', formatted.path?.join('.'), original);
  return {
    message: 'Something went wrong on our side. Please try again.',
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}
