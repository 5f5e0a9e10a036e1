// Websocket clients of the party benchmarks, in a child process of the bench (`startWorker`), so that a thousand
// sockets' messages are received on an event loop of their own, neither the bench's nor a server's. Driven over IPC:
// `open` connects clients (graphql-ws: connection_init with the visitor token, then one subscription; raw: nothing),
// `count` says how many messages arrived since the last `collect`, `collect` hands over their summaries, `close`.
//
// Each message is stamped with Date.now() the moment it arrives, before it is parsed (parsing waits for `collect`,
// after the measurement), so the stamps are as early as this process can see the message. Date.now(): the servers
// and PostgreSQL stamp with the same system clock, to the millisecond at worst.
import process from 'node:process';
import WebSocket from 'ws';

const OPEN_TIMEOUT_MS = 30_000;
/** Connections being opened at once: more would only queue in the server's accept backlog. */
const OPENING_AT_ONCE = 50;

/** { tag, socket, arrivals: [stamp, Buffer][], problems: string[] } */
const clients = [];

process.on('message', (message) => {
  handle(message).then(
    (result) => process.send({ id: message.id, result }),
    (error) => process.send({ id: message.id, error: String(error?.stack ?? error) }),
  );
});
process.on('disconnect', () => process.exit(0));

async function handle({ cmd, ...args }) {
  if (cmd === 'open') return open(args);
  if (cmd === 'count') return clients.reduce((sum, client) => sum + client.arrivals.length, 0);
  if (cmd === 'collect') return collect();
  if (cmd === 'close') return close();
  throw new Error(`unknown command ${cmd}`);
}

/**
 * Opens `specs` ({ tag, url, token?, variables? }), OPENING_AT_ONCE at a time; with `protocol: 'graphql-ws'` each
 * sends connection_init { visitorToken: token } and, once acknowledged, subscribes `query` with its variables.
 * Resolves with how many are ready and the first problems of those that are not.
 */
async function open({ protocol, query, specs }) {
  let next = 0;
  const failures = [];
  const worker = async () => {
    while (next < specs.length) {
      const spec = specs[next++];
      try {
        await openOne(protocol, query, spec);
      } catch (error) {
        failures.push(`${spec.tag}: ${error.message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: OPENING_AT_ONCE }, worker));
  return { ready: specs.length - failures.length, failures: failures.slice(0, 5) };
}

function openOne(protocol, query, spec) {
  return new Promise((resolve, reject) => {
    const graphqlWs = protocol === 'graphql-ws';
    const socket = new WebSocket(spec.url, graphqlWs ? 'graphql-transport-ws' : undefined, {
      perMessageDeflate: false,
    });
    const client = { tag: spec.tag, socket, arrivals: [], problems: [] };
    let ready = false;
    const timer = setTimeout(() => fail(new Error('not ready in time')), OPEN_TIMEOUT_MS);
    const fail = (error) => {
      clearTimeout(timer);
      socket.terminate();
      reject(error);
    };
    const becomeReady = () => {
      ready = true;
      clearTimeout(timer);
      clients.push(client);
      resolve();
    };
    socket.on('open', () => {
      if (!graphqlWs) return becomeReady();
      socket.send(JSON.stringify({ type: 'connection_init', payload: { visitorToken: spec.token } }));
    });
    socket.on('message', (data) => {
      const stamp = Date.now();
      if (ready) {
        client.arrivals.push([stamp, data]);
        return;
      }
      const message = JSON.parse(String(data));
      if (message.type !== 'connection_ack') return fail(new Error(`answered ${String(data).slice(0, 200)}`));
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query, variables: spec.variables } }));
      becomeReady();
    });
    socket.on('error', (error) => (ready ? client.problems.push(error.message) : fail(error)));
    socket.on('close', (code, reason) => {
      if (ready) client.problems.push(`closed ${code} ${String(reason)}`);
      else fail(new Error(`closed ${code} ${String(reason)}`));
    });
  });
}

/** The messages since the last collect, summarised, by socket tag; and each socket's problems (errors, closes). */
function collect() {
  const bySocket = [];
  for (const client of clients) {
    bySocket.push({
      tag: client.tag,
      events: client.arrivals.map(([stamp, data]) => summarise(stamp, data)),
      problems: client.problems,
    });
    client.arrivals = [];
    client.problems = [];
  }
  return bySocket;
}

/**
 * What the bench checks of a message: for a party room view (graphql-ws `next`), its round and reveal (the seats and
 * amounts of the revealed guesses) and whether a price or an amount appears anywhere while nothing is revealed; for
 * the raw broadcast, the time it was sent.
 */
function summarise(stamp, data) {
  const text = String(data);
  const message = JSON.parse(text);
  const summary = { at: stamp, bytes: data.length };
  if (message.sentAt !== undefined) return { ...summary, sentAt: message.sentAt };
  summary.type = message.type;
  if (message.type !== 'next') return { ...summary, text: text.slice(0, 300) };
  if (message.payload?.errors) summary.errors = message.payload.errors.map((error) => error.message);
  const room = message.payload?.data?.partyRoom;
  if (!room) return summary;
  const round = room.round;
  const reveal = round?.reveal ?? null;
  return {
    ...summary,
    status: room.status,
    round: round?.number ?? null,
    guessCount: round?.guessCount ?? null,
    viewerHasGuessed: round?.viewerHasGuessed ?? null,
    reveal: reveal && reveal.guesses.map((guess) => [guess.seat, guess.amount]),
    sealedShown: !reveal && (text.includes('"amount"') || text.includes('"actualPrice"')),
  };
}

async function close() {
  const closing = clients.map(
    (client) =>
      new Promise((resolve) => {
        if (client.socket.readyState === WebSocket.CLOSED) return resolve();
        client.socket.removeAllListeners('close');
        client.socket.once('close', resolve);
        client.socket.close(1000);
        setTimeout(() => (client.socket.terminate(), resolve()), 2_000).unref();
      }),
  );
  clients.length = 0;
  await Promise.all(closing);
  return true;
}
