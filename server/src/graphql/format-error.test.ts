import { DOMAIN_ERROR_CODES, DomainError, INTERNAL_ERROR_MESSAGE } from '@ballpark/common/errors';
import { GraphQLError } from 'graphql';
import { formatError } from './format-error';

/** formatError as Apollo calls it: the formatted error, and the error thrown (wrapped when a resolver threw it). */
function format(error: GraphQLError) {
  return formatError(error.toJSON(), error);
}
const fromResolver = (thrown: Error) => new GraphQLError(thrown.message, { path: ['game'], originalError: thrown });

describe('formatError', () => {
  it.each(DOMAIN_ERROR_CODES)('answers a %s domain error with its code and its own message', (code) => {
    const answer = format(fromResolver(new DomainError(code, 'Plain words for the player.')));
    expect(answer).toEqual({ message: 'Plain words for the player.', path: ['game'], extensions: { code } });
  });

  it("carries a domain error's details beside its code, which they cannot replace", () => {
    const error = new DomainError('CONFLICT', 'You have played this.', { sessionId: 's-1', code: 'NOT_FOUND' });
    expect(format(fromResolver(error)).extensions).toEqual({ sessionId: 's-1', code: 'CONFLICT' });
  });

  it.each(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST'])(
    'passes a %s request error through with its locations',
    (code) => {
      const error = new GraphQLError('Cannot query field "x".', { extensions: { code } });
      expect(format(error)).toEqual({ message: 'Cannot query field "x".', extensions: { code } });
    },
  );

  it("answers a protection plugin's rejection with its reason, as a bad request when it names no code", () => {
    expect(format(new GraphQLError('Query Cost limit of 5000 exceeded.'))).toEqual({
      message: 'Query Cost limit of 5000 exceeded.',
      extensions: { code: 'BAD_REQUEST' },
    });
    expect(format(new GraphQLError('Too many aliases.', { extensions: { code: 'ALIAS_LIMIT' } }))).toEqual({
      message: 'Too many aliases.',
      extensions: { code: 'ALIAS_LIMIT' },
    });
  });

  it('logs anything unexpected and answers a generic message with no details', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const answer = format(fromResolver(new Error('relation "secret_table" does not exist')));
      expect(answer).toEqual({
        message: INTERNAL_ERROR_MESSAGE,
        path: ['game'],
        extensions: { code: 'INTERNAL_SERVER_ERROR' },
      });
      expect(JSON.stringify(answer)).not.toContain('secret_table');
      expect(logged).toHaveBeenCalledTimes(1);
    } finally {
      logged.mockRestore();
    }
  });
});
