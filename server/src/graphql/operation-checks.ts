import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, visit, type DocumentNode, type GraphQLSchema } from 'graphql';
import { getComplexity, type ComplexityEstimator } from 'graphql-query-complexity';

/** Names of the arguments that size a list: the cost of what the field returns is multiplied by them. */
const LIST_SIZE_ARGUMENTS = ['first', 'last', 'limit'] as const;

/**
 * graphql-armor's cost formula (an object 2, a scalar 1, children weighted 1.5 per level), except that a list's size
 * is read from the argument values after variables and defaults apply: armor reads literals only, so
 * `games(first: $n)` used to cost as much as a single game.
 */
const costEstimator: ComplexityEstimator = ({ field, node, args, childComplexity }) => {
  // Introspection is for integrators and bounded by the depth limit (armor ignored it too).
  if (field.name === '__schema' || field.name === '__type') return 0;
  const own = node.selectionSet ? 2 + 1.5 * childComplexity : 1;
  const size = LIST_SIZE_ARGUMENTS.map((name) => args[name]).find((value) => typeof value === 'number');
  return own * Math.max(1, size ?? 1);
};

/** With the `u` flag a surrogate pair is one code point, so this matches lone surrogates only: invalid Unicode. */
const LONE_SURROGATE = /\p{Cs}/u;

/** Whether PostgreSQL can store the string as UTF-8 text: no NUL, no lone surrogate. */
export function isStorableString(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/**
 * How deep variables may nest lists and objects, the variables' own object being level 1. The schema's inputs need a
 * few levels; graphql-js's coercion and hasUnstorableString walk values recursively, and a few thousand levels (a
 * 10 KB body) overflow the stack.
 */
export const MAX_VARIABLES_DEPTH = 16;

/** Whether a value nests lists and objects deeper than `maxDepth` levels: walked with a stack of its own, not recursion. */
export function nestsDeeperThan(value: unknown, maxDepth: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 1 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (!next.value || typeof next.value !== 'object') continue;
    if (next.depth > maxDepth) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

function hasUnstorableString(value: unknown): boolean {
  if (typeof value === 'string') return !isStorableString(value);
  if (Array.isArray(value)) return value.some(hasUnstorableString);
  if (value && typeof value === 'object') return Object.values(value).some(hasUnstorableString);
  return false;
}

/** What the checks need of a document alone, worked out once per parsed document. */
interface DocumentFacts {
  unstorableLiteral: boolean;
  /**
   * Whether the cost must be worked out with each request's variables and operation name: a list size or a
   * directive (`@include`, `@skip`) takes a variable, or the document holds several operations (each costs
   * differently).
   */
  costVaries: boolean;
  /** The cost, once known, when it does not depend on the variables. */
  cost?: number;
}

/**
 * Apollo keeps one parsed document per query text, so a query sent again (every guess, every board read) reuses
 * its facts instead of walking the document twice more.
 */
const factsByDocument = new WeakMap<DocumentNode, DocumentFacts>();

function documentFacts(document: DocumentNode): DocumentFacts {
  let facts = factsByDocument.get(document);
  if (!facts) {
    const operations = document.definitions.filter((definition) => definition.kind === Kind.OPERATION_DEFINITION);
    const found: DocumentFacts = { unstorableLiteral: false, costVaries: operations.length !== 1 };
    visit(document, {
      StringValue(node) {
        if (!isStorableString(node.value)) found.unstorableLiteral = true;
      },
      Argument(node) {
        const sizesList = (LIST_SIZE_ARGUMENTS as readonly string[]).includes(node.name.value);
        if (sizesList && node.value.kind === Kind.VARIABLE) found.costVaries = true;
      },
      // `@include(if: $x)` and `@skip(if: $x)` decide which fields count.
      Directive(node) {
        if (node.arguments?.some((argument) => argument.value.kind === Kind.VARIABLE)) found.costVaries = true;
      },
    });
    facts = found;
    factsByDocument.set(document, facts);
  }
  return facts;
}

export interface OperationToCheck {
  schema: GraphQLSchema;
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | null | undefined;
  maxCost: number;
}

/**
 * Checks that need the variables, so they run after validation and before execution, over HTTP and the websocket:
 * variables nested too deeply to walk safely, first; strings the database cannot store, refused here, once, instead of
 * failing in PostgreSQL; and the cost limit.
 */
export function checkOperation({
  schema,
  document,
  variables,
  operationName,
  maxCost,
}: OperationToCheck): GraphQLError | null {
  if (nestsDeeperThan(variables, MAX_VARIABLES_DEPTH))
    return clientError(
      `Variables must not nest lists and objects more than ${MAX_VARIABLES_DEPTH} levels deep.`,
      'BAD_USER_INPUT',
    );
  const facts = documentFacts(document);
  if (facts.unstorableLiteral || hasUnstorableString(variables))
    return clientError('Text arguments must not contain NUL characters or invalid Unicode.', 'BAD_USER_INPUT');
  let cost = facts.costVaries ? undefined : facts.cost;
  if (cost === undefined) {
    try {
      cost = getComplexity({
        schema,
        query: document,
        variables: variables ?? {},
        operationName: operationName ?? undefined,
        estimators: [costEstimator],
      });
    } catch {
      // Variables that do not fit their types: execution refuses them with a precise message.
      return null;
    }
    if (!facts.costVaries) facts.cost = cost;
  }
  return cost > maxCost
    ? clientError(`Query cost limit of ${maxCost} exceeded, found ${Math.round(cost)}.`, 'GRAPHQL_VALIDATION_FAILED')
    : null;
}

function clientError(message: string, code: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code, http: { status: 400 } } });
}

export function operationChecksPlugin<Context extends object>(maxCost: number): ApolloServerPlugin<Context> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ schema, document, request, operationName }) {
          const error = checkOperation({ schema, document, variables: request.variables, operationName, maxCost });
          if (error) throw error;
        },
      };
    },
  };
}
