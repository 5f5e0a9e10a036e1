import { DomainError, INTERNAL_ERROR_CODE, INTERNAL_ERROR_MESSAGE } from '@ballpark/common/errors';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { loggableError } from '../platform/query-log';

/** Errors of the request itself, raised by graphql-js or Apollo before any resolver runs: the caller needs them. */
const REQUEST_ERROR_CODES = [
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'PERSISTED_QUERY_NOT_FOUND',
  'OPERATION_RESOLUTION_FAILURE',
] as const;
type RequestErrorCode = (typeof REQUEST_ERROR_CODES)[number];

/** How an error reaches the caller. Every kind is answered below: a kind left out fails to compile. */
type ErrorKind =
  | { kind: 'domain'; error: DomainError }
  | { kind: 'request'; code: RequestErrorCode }
  | { kind: 'protection'; code: string | undefined }
  | { kind: 'unexpected'; error: unknown };

/**
 * The one place errors become GraphQL errors: domain errors keep their code and message; request errors pass
 * through; anything else is logged and answered with a generic message, never a stack trace.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const classified = classify(formatted, error);
  switch (classified.kind) {
    case 'domain':
      return {
        message: classified.error.message,
        path: formatted.path,
        extensions: { ...classified.error.details, code: classified.error.code },
      };
    case 'request':
      return {
        message: formatted.message,
        locations: formatted.locations,
        path: formatted.path,
        extensions: { code: classified.code },
      };
    case 'protection':
      // Thrown by graphql-js or a protection plugin (depth, aliases, cost): safe, and the caller needs the reason.
      return {
        message: formatted.message,
        locations: formatted.locations,
        extensions: { code: classified.code ?? 'BAD_REQUEST' },
      };
    case 'unexpected':
      console.error('Unexpected error while resolving', formatted.path?.join('.'), loggableError(classified.error));
      return { message: INTERNAL_ERROR_MESSAGE, path: formatted.path, extensions: { code: INTERNAL_ERROR_CODE } };
    default:
      return unreachable(classified);
  }
}

function classify(formatted: GraphQLFormattedError, error: unknown): ErrorKind {
  const original = error instanceof GraphQLError ? (error.originalError ?? error) : error;
  if (original instanceof DomainError) return { kind: 'domain', error: original };
  const code = formatted.extensions?.code;
  if (isRequestErrorCode(code)) return { kind: 'request', code };
  if (original instanceof GraphQLError && !original.originalError) {
    return { kind: 'protection', code: typeof code === 'string' ? code : undefined };
  }
  return { kind: 'unexpected', error: original };
}

function isRequestErrorCode(code: unknown): code is RequestErrorCode {
  return REQUEST_ERROR_CODES.includes(code as RequestErrorCode);
}

function unreachable(value: never): never {
  throw new Error(`Unhandled error kind: ${JSON.stringify(value)}`);
}
