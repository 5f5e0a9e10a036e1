import type { GraphQLFormattedError } from 'graphql';

/** graphql-js ends messages about unknown fields, arguments, input fields, types and enum values with a guess. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * The message without graphql-js's "Did you mean ...?" guesses, which map the schema's hidden corners for a prober.
 * graphql-armor's own blocker misses enum values and variables, so production strips them from every error here.
 */
export function withoutSuggestions(error: GraphQLFormattedError): GraphQLFormattedError {
  return { ...error, message: error.message.replace(SUGGESTION, '') };
}
