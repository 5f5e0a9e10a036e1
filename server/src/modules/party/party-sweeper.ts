import type { PartyClock } from './party-clock';

/** Often enough that a deadline feels exact to players; each tick is two indexed statements. */
export const SWEEP_INTERVAL_MS = 250;

/**
 * Fires party deadlines from every instance: no timer belongs to the instance that started a room, so a room keeps
 * running when that instance dies. The clock's conditional updates let one instance win each reveal.
 */
export function startPartySweeper(clock: PartyClock, log: (message: string) => void): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return; // a slow sweep (a busy database) is not stacked on
    running = clock
      .sweep()
      .catch((error: Error) => log(`party sweep: ${error.message}`))
      .finally(() => {
        running = null;
      });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
