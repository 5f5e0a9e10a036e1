import { randomUUID } from 'node:crypto';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
} from 'graphql';
import { createClient } from 'graphql-ws';
import { getMetadataStorage } from 'type-graphql';
import WebSocket from 'ws';
import { browserOf, type TestBrowser } from '../../test/browser';
import { startTestApp, type TestApp } from '../../test/test-app';
import { DEFAULT_BRAND_NAME } from '@ballpark/common/defaults';
import { SESSION_COOKIE } from '../policies/session-cookie';
import { createAppPubSub } from '../realtime/pubsub';
import type { Caller } from './authorization';
import { buildAppSchema, RESOLVERS } from '../schema';

/**
 * Walks every root field (query, mutation, subscription) as each kind of caller and checks the one authChecker
 * against what each field declares (`@Authorized`): a caller it does not name is refused, with the words of a refusal,
 * and one it names is not. Arguments are placeholders: what a field then does with them is not under test here.
 */
let app: TestApp;
let schema: GraphQLSchema;
const PASSWORD = 'correct horse battery';
/** The app's other brand: an admin of it is no admin of the default brand's requests. */
const OTHER_BRAND = 'thamesandfinch';

/** The callers each principal is, on the default brand's host. */
const PRINCIPALS: Record<string, Caller[]> = {
  'a guest without a visitor token': ['public'],
  'a guest player': ['public', 'visitor'],
  'an account with no role': ['public', 'visitor', 'account'],
  'a creator': ['public', 'visitor', 'account', 'creator'],
  'an admin of another brand': ['public', 'visitor', 'account'],
  'an admin of this brand': ['public', 'visitor', 'account', 'brand_admin'],
  'a site admin': ['public', 'visitor', 'account', 'site_admin'],
};
const browsers: Record<string, TestBrowser> = {};
const emails: Record<string, string> = {};

beforeAll(async () => {
  app = await startTestApp();
  schema = await buildAppSchema(createAppPubSub(null));
  browsers['a guest without a visitor token'] = browserOf(app, null);
  browsers['a guest player'] = browserOf(app);
  const roles: Record<string, { role: string; brand?: string } | null> = {
    'an account with no role': null,
    'a creator': { role: 'creator' },
    'an admin of another brand': { role: 'brand_admin', brand: OTHER_BRAND },
    'an admin of this brand': { role: 'brand_admin', brand: DEFAULT_BRAND_NAME },
    'a site admin': { role: 'site_admin' },
  };
  for (const [name, held] of Object.entries(roles)) {
    const browser = browserOf(app, null);
    const email = `walk.${name.replace(/\W+/g, '-')}@example.com`;
    const created = await browser.graphql(
      `mutation($input: CreateAccountInput!) { createAccount(input: $input) { id } }`,
      { input: { email, password: PASSWORD, displayName: name.slice(0, 40) } },
    );
    expect(created.errors).toBeUndefined();
    if (held)
      await app.database.dataSource.query(
        `INSERT INTO account_role ("accountId", role, "brandId")
         SELECT $1, $2, (SELECT id FROM brand WHERE name = $3)`,
        [created.data!.createAccount.id, held.role, held.brand ?? null],
      );
    browsers[name] = browser;
    emails[name] = email;
  }
});
afterAll(() => app?.close());

/** Every root field with the callers it declares, by its schema name. */
function declaredRootFields(): { kind: 'query' | 'mutation' | 'subscription'; name: string; callers: Caller[] }[] {
  const storage = getMetadataStorage();
  const kinds = [
    ['query', storage.queries],
    ['mutation', storage.mutations],
    ['subscription', storage.subscriptions],
  ] as const;
  return kinds.flatMap(([kind, fields]) =>
    fields
      .filter((field) => (RESOLVERS as readonly unknown[]).includes(field.target))
      .map((field) => ({
        kind,
        name: field.schemaName,
        callers: storage.authorizedFields.find(
          (authorized) => authorized.target === field.target && authorized.fieldName === field.methodName,
        )!.roles as Caller[],
      })),
  );
}

/** The words of the authChecker's refusals (authorization.ts and requirePlayer). */
const REFUSAL = /^(Log in to do this\.|Your account may not do this\.|Send an x-visitor-token header)/;

function operationFor(kind: string, field: GraphQLField<unknown, unknown>): string {
  const args = field.args.filter((arg) => isNonNullType(arg.type));
  const declared = args.map((arg) => `$${arg.name}: ${arg.type.toString()}`).join(', ');
  const passed = args.map((arg) => `${arg.name}: $${arg.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  return `${kind}${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`;
}

/** A placeholder of the type: enough to get past validation to the authChecker. */
function placeholder(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return placeholder(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type))
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((field) => isNonNullType(field.type))
        .map((field) => [field.name, placeholder(field.type)]),
    );
  const name = getNamedType(type).name;
  if (name === 'Int' || name === 'Float') return 1;
  if (name === 'Boolean') return true;
  if (name === 'ID') return randomUUID();
  return 'BCDF';
}

function variablesFor(field: GraphQLField<unknown, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    field.args.filter((arg) => isNonNullType(arg.type)).map((arg) => [arg.name, placeholder(arg.type)]),
  );
}

/** The first error a subscription answers with (a placeholder finds nothing to watch), or null. */
async function subscriptionError(browser: TestBrowser, query: string, variables: Record<string, unknown>) {
  const client = createClient({
    url: `${app.baseUrl.replace('http', 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        const cookie = browser.sessionCookie ? { cookie: `${SESSION_COOKIE}=${browser.sessionCookie}` } : {};
        super(url, protocols, { headers: cookie });
      }
    },
    connectionParams: browser.visitorToken ? { visitorToken: browser.visitorToken } : {},
    lazy: false,
    retryAttempts: 0,
  });
  try {
    return await new Promise<string | null>((resolve) => {
      const timer = setTimeout(() => resolve(null), 2_000);
      client.subscribe(
        { query, variables },
        {
          next: (event) => {
            clearTimeout(timer);
            resolve(event.errors?.[0]?.message ?? null);
          },
          error: (errors) => {
            clearTimeout(timer);
            resolve((errors as { message: string }[])[0]?.message ?? String(errors));
          },
          complete: () => {},
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

describe('the authorization walk', () => {
  it('has, for every caller a field declares, a principal that is that caller and one that is not', () => {
    const declared = declaredRootFields();
    expect(declared.length).toBeGreaterThan(30);
    const principals = Object.values(PRINCIPALS);
    const uncovered = [...new Set(declared.flatMap((field) => field.callers))].filter((caller) => {
      const holders = principals.filter((callers) => callers.includes(caller)).length;
      return caller !== 'public' && (holders === 0 || holders === principals.length);
    });
    expect(uncovered).toEqual([]);
  });

  it.each(Object.keys(PRINCIPALS))('refuses %s exactly the root fields that do not name them', async (principal) => {
    const callers = PRINCIPALS[principal];
    const browser = browsers[principal];
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const { kind, name, callers: declared } of declaredRootFields()) {
      const root =
        kind === 'query'
          ? schema.getQueryType()
          : kind === 'mutation'
            ? schema.getMutationType()
            : schema.getSubscriptionType();
      const field = root!.getFields()[name];
      const query = operationFor(kind, field);
      const variables = variablesFor(field);
      const message =
        kind === 'subscription'
          ? await subscriptionError(browser, query, variables)
          : ((await browser.graphql(query, variables)).errors?.[0]?.message ?? null);
      outcomes.push(`${kind} ${name}: ${message !== null && REFUSAL.test(message) ? 'refused' : 'let through'}`);
      // The walk's logOut logged the account out: it logs in again for the fields after.
      if (emails[principal] && browser.sessionCookie === null)
        await browser.graphql(
          `mutation($email: String!, $password: String!) { logIn(email: $email, password: $password) { id } }`,
          {
            email: emails[principal],
            password: PASSWORD,
          },
        );
      const allowed = declared.some((caller) => callers.includes(caller));
      expected.push(`${kind} ${name}: ${allowed ? 'let through' : 'refused'}`);
    }
    expect(outcomes).toEqual(expected);
  });
});
