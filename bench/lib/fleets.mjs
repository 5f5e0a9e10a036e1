// The websocket clients of the party benchmarks: worker processes of bench/socket-fleet.mjs (two, one per core, so
// that receiving a thousand sockets' messages is not one event loop's queue), and what they received, by socket tag.
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { startWorker } from './processes.mjs';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'socket-fleet.mjs');

export class Fleets {
  static start(count = 2) {
    return new Fleets(
      Array.from({ length: count }, (_, index) => startWorker({ name: `socket fleet ${index + 1}`, script: SCRIPT })),
    );
  }

  constructor(workers) {
    this.workers = workers;
    /** tag -> every message summary pulled so far, in arrival order */
    this.events = new Map();
    /** `${tag}: problem` for every socket error or close the fleets saw */
    this.problems = [];
  }

  get pids() {
    return this.workers.map((worker) => worker.pid);
  }

  /**
   * Opens sockets, `plans[i]` ({ protocol, query?, specs: [{ tag, url, token?, variables? }] }) on worker i; fails
   * unless every one is ready.
   */
  async open(plans) {
    const answers = await Promise.all(
      plans.map((plan, index) => this.workers[index].request({ cmd: 'open', ...plan })),
    );
    const failures = answers.flatMap((answer) => answer.failures);
    if (failures.length) throw new Error(`sockets could not open: ${failures.join('; ')}`);
    for (const plan of plans) for (const spec of plan.specs) this.events.set(spec.tag, []);
    return answers.reduce((sum, answer) => sum + answer.ready, 0);
  }

  /** Messages received since the last pull (cheap: nothing is parsed, so it can be polled during a measurement). */
  async count() {
    const counts = await Promise.all(this.workers.map((worker) => worker.request({ cmd: 'count' })));
    return counts.reduce((sum, count) => sum + count, 0);
  }

  /** Takes the summaries of the messages received since the last pull into `events`. */
  async pull() {
    const answers = await Promise.all(this.workers.map((worker) => worker.request({ cmd: 'collect' })));
    for (const sockets of answers)
      for (const { tag, events, problems } of sockets) {
        this.events.get(tag)?.push(...events);
        this.problems.push(...problems.map((problem) => `${tag}: ${problem}`));
      }
  }

  /** Polls the message count until at least `expected` have arrived since the last pull. */
  async waitForCount(expected, timeoutMs, what) {
    const until = Date.now() + timeoutMs;
    let count = 0;
    while ((count = await this.count()) < expected) {
      if (Date.now() > until) throw new Error(`${what}: ${count} of ${expected} messages arrived in ${timeoutMs} ms`);
      await sleep(10);
    }
  }

  /** Pulls until `condition(events)` holds. */
  async waitUntil(condition, timeoutMs, what) {
    const until = Date.now() + timeoutMs;
    for (;;) {
      await this.pull();
      if (condition(this.events)) return;
      if (Date.now() > until) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
      await sleep(100);
    }
  }

  async closeSockets() {
    await Promise.all(this.workers.map((worker) => worker.request({ cmd: 'close' })));
    this.events.clear();
    this.problems = [];
  }

  async stop() {
    await Promise.all(this.workers.map((worker) => worker.stop()));
  }
}
