import type { PartyClock } from './party-clock';
import { PRESENCE_TIMES, type PartyPresence } from './party-presence';

/** Often enough that a deadline feels exact to players; each tick is two indexed statements. */
export const SWEEP_INTERVAL_MS = 250;

/**
 * Fires party deadlines from every instance: no timer belongs to the instance that started a room, so a room keeps
 * running when that instance dies. The clock's conditional updates let one instance win each reveal. The presence
 * beat runs beside it, less often.
 */
export function startPartySweeper(
  clock: PartyClock,
  presence: PartyPresence,
  log: (message: string) => void,
): { stop(): Promise<void> } {
  const sweeps = every(SWEEP_INTERVAL_MS, () => clock.sweep(), 'party sweep', log);
  const beats = every(PRESENCE_TIMES.heartbeatMs, () => presence.beat(), 'party presence', log);
  return {
    async stop() {
      await Promise.all([sweeps.stop(), beats.stop()]);
    },
  };
}

/** Runs the task on an unref'd timer; a slow run (a busy database) is not stacked on. */
function every(
  intervalMs: number,
  task: () => Promise<unknown>,
  name: string,
  log: (message: string) => void,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = task()
      .catch((error: Error) => log(`${name}: ${error.message}`))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
