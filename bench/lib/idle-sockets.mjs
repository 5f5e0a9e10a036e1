// Benchmark 6: memory per idle socket. 2,000 graphql-ws connections to one app instance (with Redis), each
// acknowledged and subscribed to its party room as a player waiting in a lobby is, each having received one event;
// the instance's resident memory after minus before, over the sockets. The app runs with `--inspect` on 127.0.0.1,
// so the bench can collect garbage in it (Chrome DevTools protocol, HeapProfiler.collectGarbage) before each reading.
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import WebSocket from 'ws';
import { startApp } from './app.mjs';
import { SEATS, insertRooms, newTokenPrefix, socketsOf, subscribeSockets } from './party-rooms.mjs';

const SOCKETS = 2_000;
/** Sockets opened and closed first, so that what any socket needs once (code, caches, pool connections) is there. */
const WARM_UP_SOCKETS = 200;

export async function runIdleSockets({ options, fleets, databaseUrl }) {
  const log = (message) => options.log(`idle sockets: ${message}`);
  const rooms = await insertRooms(databaseUrl, {
    count: (WARM_UP_SOCKETS + SOCKETS) / SEATS,
    prefix: newTokenPrefix('idle'),
    playing: false,
  });
  const warmUpRooms = rooms.slice(0, WARM_UP_SOCKETS / SEATS);
  const measuredRooms = rooms.slice(WARM_UP_SOCKETS / SEATS);
  const app = await startApp({
    name: 'app (idle sockets)',
    databaseUrl,
    redisUrl: options.redisUrl,
    nodeArgs: ['--inspect=127.0.0.1:0'],
  });
  const wsUrl = () => `${app.url.replace('http', 'ws')}/graphql`;
  let inspector = null;
  try {
    inspector = await Inspector.connect(app);
    const settle = async () => {
      await sleep(1_000);
      await inspector.collectGarbage();
      await sleep(1_000);
      await inspector.collectGarbage();
      return { rssKb: residentKb(app.pid), heapBytes: await inspector.heapUsed() };
    };
    await subscribeSockets(fleets, [app], socketsOf(warmUpRooms), wsUrl);
    await fleets.closeSockets();
    const before = await settle();
    const took = await subscribeSockets(fleets, [app], socketsOf(measuredRooms), wsUrl);
    log(`${SOCKETS} sockets ${took}`);
    const after = await settle();
    await fleets.closeSockets();
    const rssKbPerSocket = (after.rssKb - before.rssKb) / SOCKETS;
    const heapKbPerSocket = (after.heapBytes - before.heapBytes) / 1024 / SOCKETS;
    log(
      `RSS ${Math.round(before.rssKb / 1024)} -> ${Math.round(after.rssKb / 1024)} MB, ` +
        `JS heap ${Math.round(before.heapBytes / 2 ** 20)} -> ${Math.round(after.heapBytes / 2 ** 20)} MB`,
    );
    return {
      id: 'idle-sockets',
      name: `memory per idle graphql-ws socket with its room subscription: ${rssKbPerSocket.toFixed(1)} KB`,
      run: {
        connections: SOCKETS,
        requestsPerSecond: null,
        latencyMs: { p50: null, p99: null },
        socketErrors: 0,
        timeouts: 0,
        non2xx: 0,
        cpu: null,
      },
      errors: 0,
      ratio: null,
      budgets: [{ label: '<= 70 KB RSS per socket', pass: rssKbPerSocket <= 70 }],
      details: {
        sockets: SOCKETS,
        rssKbBefore: before.rssKb,
        rssKbAfter: after.rssKb,
        rssKbPerSocket: Math.round(rssKbPerSocket * 10) / 10,
        heapBytesBefore: before.heapBytes,
        heapBytesAfter: after.heapBytes,
        heapKbPerSocket: Math.round(heapKbPerSocket * 10) / 10,
      },
      notes: [
        `RSS ${Math.round(before.rssKb / 1024)} MB -> ${Math.round(after.rssKb / 1024)} MB for ${SOCKETS} sockets ` +
          `(${rssKbPerSocket.toFixed(1)} KB each), of which JS heap ${heapKbPerSocket.toFixed(1)} KB each; after GC`,
      ],
    };
  } finally {
    inspector?.close();
    await app.stop();
  }
}

function residentKb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)[1]);
}

/** A Chrome DevTools protocol session with the app (node --inspect prints its address on stderr). */
class Inspector {
  static async connect(app) {
    const until = Date.now() + 5_000;
    let match;
    while (!(match = /Debugger listening on (ws:\/\/\S+)/.exec(app.output()))) {
      if (Date.now() > until) throw new Error(`${app.name} printed no inspector address`);
      await sleep(50);
    }
    const socket = new WebSocket(match[1]);
    await new Promise((resolve, reject) => {
      socket.once('open', resolve);
      socket.once('error', reject);
    });
    return new Inspector(socket);
  }

  constructor(socket) {
    this.socket = socket;
    this.nextId = 0;
    this.pending = new Map();
    socket.on('message', (data) => {
      const message = JSON.parse(String(data));
      const waiting = this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id);
      if (message.error) waiting.reject(new Error(`inspector: ${message.error.message}`));
      else waiting.resolve(message.result);
    });
  }

  call(method, params = {}) {
    return new Promise((resolve, reject) => {
      const id = ++this.nextId;
      this.pending.set(id, { resolve, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  collectGarbage() {
    return this.call('HeapProfiler.collectGarbage');
  }

  async heapUsed() {
    return (await this.call('Runtime.getHeapUsage')).usedSize;
  }

  close() {
    this.socket.close();
  }
}
