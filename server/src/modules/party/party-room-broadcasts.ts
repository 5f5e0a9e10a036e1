import { randomBytes } from 'node:crypto';
import {
  defaultFieldResolver,
  execute,
  getNamedType,
  isLeafType,
  isObjectType,
  type DocumentNode,
  type ExecutionResult,
  type GraphQLFieldResolver,
  type GraphQLSchema,
} from 'graphql';
import type { Path } from 'graphql/jsutils/Path';
import type { RequestContext } from '../../graphql/context';
import type { LiveOperation } from '../../graphql/websocket';
import { TOPICS, type PartyRoomChangedEvent, type PubSub } from '../../realtime/pubsub';
import { PER_VIEWER_FIELDS, type PartyViews } from './party-view';
import type { PartyRoomType } from './party.types';

/** The subscription field whose events are broadcast (`PartyResolver.partyRoomChanged`). */
const ROOM_SUBSCRIPTION_FIELD = 'partyRoom';

/** One room subscription served by this instance. */
interface RoomSubscriber {
  context: RequestContext;
  live: LiveOperation;
  /** Subscribers with the same key get the same result but for their per-viewer fields. */
  resultKey: string;
  /** The room's screen key the subscription was opened with (a shared screen), else null. */
  screenKey: string | null;
  active: boolean;
}

/** The room subscriptions of one room on this instance, fed by one subscription to the room's topic. */
interface RoomAudience {
  subscribers: Set<RoomSubscriber>;
  events: AsyncIterator<PartyRoomChangedEvent>;
  /** When the reading of the last event delivered was made (`RoomReadingJson.readAtMicros`). */
  shownReadAtMicros: number;
}

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

/**
 * A room event's result as one subscriber got it, serialized once with a marker in place of each per-viewer field:
 * another subscriber's message is the text between the markers and its own values (`payloadFor`).
 */
interface SharedResult {
  view: PartyRoomType;
  /** The per-viewer fields, by marker number: where their source object is in the view, and their name. */
  sites: { sourcePath: (string | number)[]; fieldName: string; serialize: (value: unknown) => unknown }[];
  /** The result's JSON split at the markers: text, marker number, text, ..., text. */
  parts: string[];
}

const RECORDING = Symbol('party room event recording');
type RecordingContext = RequestContext & { [RECORDING]?: Recording };

/**
 * Delivers party room events to the room subscriptions of this instance. A reveal reaches every player of a room at
 * once, and a sweep reveals many rooms together, so the work is per room, not per socket: one subscription to the
 * room's topic per instance; each event carries the room's reading (`PartyViews.ofEvent`), the subscription is
 * executed by graphql-js once per document and variables and its result serialized once; every other subscriber gets
 * that text with its own per-viewer fields (`PER_VIEWER_FIELDS`, from its own view of the same reading, which refuses
 * a viewer no longer seated), written straight to its socket (`LiveOperation`). Safe because every field under
 * PartyRoom is a plain property of the view (no field resolver, no context): a test compares each subscriber's events
 * with its own query.
 *
 * graphql-ws keeps the rest: the handshake, checking the operation, the subscription's `subscribe` resolver (which
 * checks membership and calls `follow`), and completing it when the client or the socket ends it.
 */
export class PartyRoomBroadcasts {
  private readonly audiences = new Map<string, RoomAudience>();
  private readonly documentIds = new WeakMap<DocumentNode, number>();
  private nextDocumentId = 0;

  constructor(
    private readonly pubSub: PubSub,
    private readonly views: PartyViews,
    private readonly log: (message: string) => void,
  ) {}

  /**
   * Wraps the resolvers of the room subscription and of the per-viewer fields so that an execution can record its room
   * view and where it put per-viewer fields; executions that do not record only pay one property read. Once per schema.
   */
  static recordPerViewerFields(schema: GraphQLSchema): void {
    const subscriptionField = schema.getSubscriptionType()?.getFields()[ROOM_SUBSCRIPTION_FIELD];
    if (!subscriptionField) throw new Error(`no Subscription.${ROOM_SUBSCRIPTION_FIELD} to broadcast`);
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

  /**
   * Sends this subscription each event of the room from now on. The iterator returned yields nothing (the events go
   * straight to the socket); graphql-ws ends the subscription with its `return()`.
   */
  follow(roomId: string, context: RequestContext, screenKey: string | null = null): AsyncIterableIterator<never> {
    const { live } = context;
    if (!live) throw new Error('Party rooms are followed over the websocket.');
    const subscriber: RoomSubscriber = {
      context,
      live,
      resultKey: this.resultKeyOf(context),
      screenKey,
      active: true,
    };
    this.add(roomId, subscriber);
    let finish!: () => void;
    const ended = new Promise<IteratorResult<never>>((resolve) => {
      finish = () => resolve({ done: true, value: undefined });
    });
    const end = () => {
      this.remove(roomId, subscriber);
      finish();
      return ended;
    };
    return {
      next: () => ended,
      return: end,
      throw: async (error?: unknown) => {
        await end();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
  }

  private add(roomId: string, subscriber: RoomSubscriber): void {
    let audience = this.audiences.get(roomId);
    if (!audience) {
      const events = this.pubSub.subscribe(TOPICS.partyRoomChanged, roomId)[Symbol.asyncIterator]();
      audience = { subscribers: new Set(), events, shownReadAtMicros: 0 };
      this.audiences.set(roomId, audience);
      void this.relay(audience);
    }
    audience.subscribers.add(subscriber);
  }

  private remove(roomId: string, subscriber: RoomSubscriber): void {
    subscriber.active = false;
    const audience = this.audiences.get(roomId);
    if (!audience?.subscribers.delete(subscriber) || audience.subscribers.size > 0) return;
    this.audiences.delete(roomId);
    void audience.events.return?.();
  }

  /**
   * A room's events, one after the other, to its subscribers then. Two changes committed on two instances may be
   * published in the other order than they were read: a reading older than the one shown is dropped.
   */
  private async relay(audience: RoomAudience): Promise<void> {
    for (let next = await audience.events.next(); !next.done; next = await audience.events.next()) {
      const event = next.value;
      try {
        const { readAtMicros } = event.reading;
        if (readAtMicros < audience.shownReadAtMicros) continue;
        audience.shownReadAtMicros = readAtMicros;
        const groups = new Map<string, RoomSubscriber[]>();
        for (const subscriber of audience.subscribers) {
          const group = groups.get(subscriber.resultKey);
          if (group) group.push(subscriber);
          else groups.set(subscriber.resultKey, [subscriber]);
        }
        // Each group's failure is its own; the room's next event waits for every group.
        await Promise.all(
          [...groups.values()].map((group) => this.deliver(event, group).catch(this.notDelivered(event))),
        );
      } catch (error) {
        // An event this instance cannot read (from an instance of another version during a deploy, say) is skipped.
        this.notDelivered(event)(error);
      }
    }
  }

  private notDelivered(event: PartyRoomChangedEvent): (error: unknown) => void {
    return (error) => this.log(`party room ${event.roomId}: event not delivered: ${(error as Error).message}`);
  }

  /**
   * One event to subscribers of one document and variables: the first executes and records its result; each other gets
   * that result with its own per-viewer fields, or executes alone when refused (removed, left) or nothing is shareable.
   */
  private async deliver(event: PartyRoomChangedEvent, subscribers: RoomSubscriber[]): Promise<void> {
    let shared: SharedResult | null = null;
    for (const subscriber of subscribers) {
      const own = shared && this.ownView(shared, subscriber);
      if (shared && own) {
        sendPayload(subscriber, payloadFor(shared, own));
        continue;
      }
      const executed = await this.executeRecorded(event, subscriber);
      if ('result' in executed) {
        if (subscriber.active) subscriber.live.next(executed.result);
        continue;
      }
      shared ??= executed.shared;
      sendPayload(subscriber, payloadFor(executed.shared, executed.shared.view));
    }
  }

  /**
   * The subscriber's own execution of the event, recorded: its result to share, or its plain result when it has errors
   * (a refusal) or a per-viewer field that cannot be located.
   */
  private async executeRecorded(
    event: PartyRoomChangedEvent,
    { context, live: { args } }: RoomSubscriber,
  ): Promise<{ shared: SharedResult } | { result: ExecutionResult }> {
    const recording: Recording = { view: null, sites: [] };
    const contextValue: RecordingContext = { ...context, [RECORDING]: recording };
    const result = await execute({ ...args, rootValue: event, contextValue });
    const shared = !result.errors && recording.view && sharedResult(result, recording.view, recording.sites);
    return shared ? { shared } : { result };
  }

  /** The subscriber's view of the reading the shared result was made from; null if refused to them. */
  private ownView(shared: SharedResult, subscriber: RoomSubscriber): PartyRoomType | null {
    try {
      return this.views.sameReadingFor(
        shared.view,
        subscriber.context.playerId,
        subscriber.context.brand.locale,
        subscriber.screenKey,
      );
    } catch {
      // Refused (removed, left): its own execution answers with the refusal, as a query would.
      return null;
    }
  }

  private resultKeyOf(context: RequestContext): string {
    const { document, operationName, variableValues } = context.live!.args;
    let documentId = this.documentIds.get(document);
    if (documentId === undefined) this.documentIds.set(document, (documentId = this.nextDocumentId++));
    return JSON.stringify([documentId, operationName ?? null, variableValues ?? null, context.brand.id]);
  }
}

/** Only to a subscription still open: one that ended while its event was being made is not sent it. */
function sendPayload(subscriber: RoomSubscriber, payload: string): void {
  if (subscriber.active) subscriber.live.sendPayload(payload);
}

function keysOf(path: Path | undefined): (string | number)[] {
  const keys: (string | number)[] = [];
  for (let at = path; at; at = at.prev) keys.push(at.key);
  return keys.reverse();
}

/**
 * Marks a per-viewer field in the serialized result. The nonce is this process's own, so no text a player types (a
 * name) can pass for a marker.
 */
const MARKER = `pv${randomBytes(12).toString('hex')}_`;
const MARKERS = new RegExp(`"${MARKER}(\\d+)"`);

/** The result to share, or null if a per-viewer field's source is not part of the room view (then none is shared). */
function sharedResult(result: ExecutionResult, view: PartyRoomType, sites: PerViewerSite[]): SharedResult | null {
  const sourcePaths = pathsIn(view, new Set(sites.map((site) => site.source)));
  const located: SharedResult['sites'] = [];
  for (const { source, fieldName, serialize } of sites) {
    const sourcePath = sourcePaths.get(source);
    if (!sourcePath) return null;
    located.push({ sourcePath, fieldName, serialize });
  }
  // The result is this execution's own, used for nothing else: the markers are written into it.
  sites.forEach(({ path }, index) => {
    const parent = valueAt(result.data, path.slice(0, -1)) as Record<string | number, unknown>;
    parent[path.at(-1)!] = `${MARKER}${index}`;
  });
  return { view, sites: located, parts: JSON.stringify({ data: result.data }).split(MARKERS) };
}

/** The shared result's JSON with this viewer's own values in place of the markers. */
function payloadFor({ parts, sites }: SharedResult, own: PartyRoomType): string {
  let payload = parts[0];
  for (let at = 1; at < parts.length; at += 2) {
    const { sourcePath, fieldName, serialize } = sites[Number(parts[at])];
    const value = serialize((valueAt(own, sourcePath) as Record<string, unknown>)[fieldName]);
    payload += JSON.stringify(value) + parts[at + 1];
  }
  return payload;
}

/** Where these objects are in the view, by path (a view is a tree; Dates are values, not walked). */
function pathsIn(view: object, objects: Set<object>): Map<object, (string | number)[]> {
  const paths = new Map<object, (string | number)[]>();
  const walk = (value: object, path: (string | number)[]) => {
    if (objects.has(value)) paths.set(value, path);
    const keys: (string | number)[] = Array.isArray(value) ? [...value.keys()] : Object.keys(value);
    for (const key of keys) {
      const item = (value as Record<string | number, unknown>)[key];
      if (item !== null && typeof item === 'object' && !(item instanceof Date)) walk(item, [...path, key]);
    }
  };
  walk(view, []);
  return paths;
}

function valueAt(root: unknown, path: (string | number)[]): unknown {
  let value = root;
  for (const key of path) value = (value as Record<string | number, unknown>)[key];
  return value;
}
