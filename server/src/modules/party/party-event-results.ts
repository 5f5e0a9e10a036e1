import {
  createSourceEventStream,
  defaultFieldResolver,
  execute,
  getNamedType,
  getOperationAST,
  isLeafType,
  isObjectType,
  type DocumentNode,
  type ExecutionArgs,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { ObjMap } from 'graphql/jsutils/ObjMap';
import type { Path } from 'graphql/jsutils/Path';
import { LRUCache } from 'lru-cache';
import type { RequestContext } from '../../graphql/context';
import type { PartyRoomChangedEvent } from '../../realtime/pubsub';
import { PER_VIEWER_FIELDS, type PartyViews } from './party-view';
import type { PartyRoomType } from './party.types';

/** The subscription field whose results are shared (`PartyResolver.partyRoomChanged`). */
const ROOM_SUBSCRIPTION_FIELD = 'partyRoom';

/**
 * Results kept per event, document and variables: only while the event is being delivered (its subscribers ask for it
 * within moments of each other), then dropped, so idle rooms hold no results. One asked for later is executed again.
 */
const SHARED_RESULTS = { max: 2_000, ttlMs: 1_000 } as const;

/** Where one execution put a per-viewer field: the response path and the view object it was read from. */
interface PerViewerSite {
  path: (string | number)[];
  source: object;
  fieldName: string;
  serialize: (value: unknown) => unknown;
}

/** What an execution of a room's subscription records while it runs: its room view and its per-viewer fields. */
interface Recording {
  view: PartyRoomType | null;
  sites: PerViewerSite[];
}

/** A room event's result as one subscriber got it, and what to change in it for another subscriber. */
interface SharedResult {
  result: ExecutionResult;
  view: PartyRoomType;
  /** The per-viewer fields: where they are in the result, and where their source object is in the view. */
  sites: (Omit<PerViewerSite, 'source'> & { sourcePath: (string | number)[] })[];
}

const RECORDING = Symbol('party room event recording');
type RecordingContext = RequestContext & { [RECORDING]?: Recording };

/**
 * A room event's subscription result is the same for every subscriber on an instance but for the few per-viewer fields
 * (`PER_VIEWER_FIELDS`: who "I" am, whether I have guessed, the server's clock): graphql-js runs the operation once
 * per event, document and variables, and each other subscriber gets a copy with those fields set from its own view of
 * the same room snapshot (`PartyViews.sameReadingFor`, which refuses a viewer no longer seated, as the resolver does).
 * Safe because every field under PartyRoom is a plain property read of the view (no field resolver, no context): a
 * test compares the shared results with each subscriber's own execution.
 *
 * Returns graphql-ws's `subscribe`: every other subscription is graphql-js's own `subscribe`.
 */
export function sharedPartyRoomSubscribe(schema: GraphQLSchema, partyViews: PartyViews) {
  recordPerViewerFields(schema);
  const documentIds = new WeakMap<DocumentNode, number>();
  let nextDocumentId = 0;
  const shared = new LRUCache<string, Promise<SharedResult | null>>({
    max: SHARED_RESULTS.max,
    ttl: SHARED_RESULTS.ttlMs,
    ttlAutopurge: true,
  });

  const keyOf = (args: ExecutionArgs, event: PartyRoomChangedEvent) => {
    let documentId = documentIds.get(args.document);
    if (documentId === undefined) documentIds.set(args.document, (documentId = nextDocumentId++));
    const context = args.contextValue as RequestContext;
    return JSON.stringify([
      event.eventId,
      documentId,
      args.operationName ?? null,
      args.variableValues ?? null,
      context.brand.id,
    ]);
  };

  /** The first subscriber's execution, recorded; kept for the others if it answered without errors. */
  const executeRecorded = async (args: ExecutionArgs, event: PartyRoomChangedEvent, key: string) => {
    const recording: Recording = { view: null, sites: [] };
    const contextValue: RecordingContext = { ...(args.contextValue as RequestContext), [RECORDING]: recording };
    const result = await execute({ ...args, rootValue: event, contextValue });
    const view = recording.view;
    const shareable: SharedResult | null = !result.errors && view ? sharedResult(result, view, recording.sites) : null;
    if (!shareable) shared.delete(key);
    return { result, shareable };
  };

  const resultFor = async (args: ExecutionArgs, event: PartyRoomChangedEvent): Promise<ExecutionResult> => {
    const key = keyOf(args, event);
    const pending = shared.get(key);
    if (!pending) {
      const recorded = executeRecorded(args, event, key);
      shared.set(
        key,
        recorded.then(({ shareable }) => shareable),
      );
      return (await recorded).result;
    }
    const first = await pending.catch(() => null);
    const playerId = (args.contextValue as RequestContext).playerId;
    let own: PartyRoomType | null = null;
    try {
      own = first && partyViews.sameReadingFor(first.view, playerId);
    } catch {
      // Refused (removed, left): the subscriber's own execution answers with the refusal, as it always has.
    }
    if (!first || !own) return execute({ ...args, rootValue: event });
    return withOwnFields(first, own);
  };

  return (args: ExecutionArgs) =>
    isRoomSubscription(args)
      ? subscribeMapped(args, (event) => resultFor(args, event as PartyRoomChangedEvent))
      : subscribeMapped(args, (event) => execute({ ...args, rootValue: event }));
}

function isRoomSubscription(args: ExecutionArgs): boolean {
  const operation = getOperationAST(args.document, args.operationName);
  if (operation?.operation !== 'subscription') return false;
  const [field] = operation.selectionSet.selections;
  return field?.kind === 'Field' && field.name.value === ROOM_SUBSCRIPTION_FIELD;
}

/** graphql-js's `subscribe`, each event mapped to its result by `resultOf`. */
async function subscribeMapped(
  args: ExecutionArgs,
  resultOf: (event: unknown) => Promise<ExecutionResult> | ExecutionResult,
): Promise<AsyncIterableIterator<ExecutionResult> | ExecutionResult> {
  const stream = await createSourceEventStream(args);
  if (!(Symbol.asyncIterator in stream)) return stream as ExecutionResult;
  const events = (stream as AsyncIterable<unknown>)[Symbol.asyncIterator]();
  const map = async (next: IteratorResult<unknown>): Promise<IteratorResult<ExecutionResult>> => {
    if (next.done) return next;
    try {
      return { value: await resultOf(next.value), done: false };
    } catch (error) {
      await events.return?.().catch(() => {});
      throw error;
    }
  };
  const mapped: AsyncIterableIterator<ExecutionResult> = {
    next: async () => map(await events.next()),
    return: async () => (events.return ? map(await events.return()) : { done: true, value: undefined }),
    throw: async (error?: unknown) => {
      if (events.throw) return map(await events.throw(error));
      await events.return?.().catch(() => {});
      throw error;
    },
    [Symbol.asyncIterator]() {
      return mapped;
    },
  };
  return mapped;
}

/**
 * Wraps the resolvers of the room subscription and of the per-viewer fields: while an execution records (its context
 * carries a Recording), the room view it resolved and the places it put per-viewer fields are written down. Other
 * executions only pay one property read.
 */
function recordPerViewerFields(schema: GraphQLSchema): void {
  const subscriptionField = schema.getSubscriptionType()?.getFields()[ROOM_SUBSCRIPTION_FIELD];
  if (!subscriptionField) throw new Error(`no Subscription.${ROOM_SUBSCRIPTION_FIELD} to share`);
  const resolveRoom = subscriptionField.resolve ?? defaultFieldResolver;
  subscriptionField.resolve = async (source, args, context: RecordingContext, info) => {
    const view = (await resolveRoom(source, args, context, info)) as PartyRoomType;
    const recording = context?.[RECORDING];
    if (recording) recording.view = view;
    return view;
  };
  for (const [typeName, fieldNames] of Object.entries(PER_VIEWER_FIELDS)) {
    const type = schema.getType(typeName);
    if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
    for (const fieldName of fieldNames) {
      const field = type.getFields()[fieldName];
      const leaf = field && getNamedType(field.type);
      if (!leaf || !isLeafType(leaf)) throw new Error(`${typeName}.${fieldName} is not a scalar field`);
      const resolve: GraphQLFieldResolver<unknown, RecordingContext> = field.resolve ?? defaultFieldResolver;
      const serialize = (value: unknown) => (value === null || value === undefined ? null : leaf.serialize(value));
      field.resolve = (source, args, context, info) => {
        context?.[RECORDING]?.sites.push({ path: keysOf(info.path), source: source as object, fieldName, serialize });
        return resolve(source, args, context, info);
      };
    }
  }
}

function keysOf(path: Path | undefined): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at = path; at; at = at.prev) keys.push(at.key);
  return keys.reverse();
}

/** The result to share, or null if a per-viewer field's source is not part of the room view (then none is shared). */
function sharedResult(result: ExecutionResult, view: PartyRoomType, sites: PerViewerSite[]): SharedResult | null {
  const sourcePaths = objectPaths(view);
  const located: SharedResult['sites'] = [];
  for (const { source, ...site } of sites) {
    const sourcePath = sourcePaths.get(source);
    if (!sourcePath) return null;
    located.push({ ...site, sourcePath });
  }
  return { result, view, sites: located };
}

/** Every object and array of a view, by its path in it (Dates are values, not walked). */
function objectPaths(view: object): Map<object, (string | number)[]> {
  const paths = new Map<object, (string | number)[]>();
  const walk = (value: unknown, path: (string | number)[]) => {
    if (value === null || typeof value !== 'object' || value instanceof Date || paths.has(value)) return;
    paths.set(value, path);
    if (Array.isArray(value)) value.forEach((item, index) => walk(item, [...path, index]));
    else for (const [key, item] of Object.entries(value)) walk(item, [...path, key]);
  };
  walk(view, []);
  return paths;
}

/**
 * The first subscriber's result with the per-viewer fields set from `own`; the shared result is not changed, and only
 * the objects on the way to a field whose value differs are copied (most of a room's players' `isViewer` do not).
 */
function withOwnFields({ result, sites }: SharedResult, own: PartyRoomType): ExecutionResult {
  const copies = new Map<object, Record<string | number, unknown>>();
  const copyOf = (value: object) => {
    let copy = copies.get(value);
    if (!copy) {
      copy = (Array.isArray(value) ? [...value] : { ...value }) as Record<string | number, unknown>;
      copies.set(value, copy);
    }
    return copy;
  };
  let data: Record<string | number, unknown> | null = null;
  for (const { path, sourcePath, fieldName, serialize } of sites) {
    const value = serialize((valueAt(own, sourcePath) as Record<string, unknown>)[fieldName]);
    if (valueAt(result.data, path) === value) continue;
    data ??= copyOf(result.data as object);
    // path[0] is the subscription's response key, whose object is `data`'s.
    let target = data;
    let original: unknown = result.data;
    for (const key of path.slice(0, -1)) {
      original = (original as Record<string | number, unknown>)[key];
      const copy = copyOf(original as object);
      target[key] = copy;
      target = copy;
    }
    target[path.at(-1)!] = value;
  }
  return data ? { data: data as ObjMap<unknown> } : result;
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}
