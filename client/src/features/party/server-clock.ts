import { useEffect, useState } from 'react';

/**
 * The server is the party's only clock (GAME-RULES "Party mode"): a round's deadline is the server's time, and this
 * browser's clock may be minutes off. Each view of a room carries the server's time when it was made (`serverNow`);
 * the local time that view arrived gives the offset between the two clocks, and countdowns run on the local clock
 * plus that offset.
 */

/** The whole seconds left until `deadline`, read on the server's clock: `localNow + offset`; never below zero. */
export function secondsLeft(deadline: string, offset: number, localNow: number): number {
  return Math.max(0, Math.ceil((Date.parse(deadline) - (localNow + offset)) / 1000));
}

/** The server's clock minus this browser's, from a view made at `serverNow` that arrived at local time `arrivedAt`. */
export function clockOffset(serverNow: string, arrivedAt: number): number {
  return Date.parse(serverNow) - arrivedAt;
}

/** When this browser first saw each view (by its serverNow): a view read again from the cache keeps its arrival. */
const arrivals = new Map<string, number>();
const ARRIVALS_KEPT = 20;

function arrivalOf(serverNow: string): number {
  let arrivedAt = arrivals.get(serverNow);
  if (arrivedAt === undefined) {
    arrivedAt = Date.now();
    arrivals.set(serverNow, arrivedAt);
    // Only recent views are read again; a Map iterates in insertion order, so the first key is the oldest.
    if (arrivals.size > ARRIVALS_KEPT) arrivals.delete(arrivals.keys().next().value!);
  }
  return arrivedAt;
}

/**
 * The whole seconds left until `deadline` on the server's clock, as of the view made at `serverNow`, again four times
 * a second until it reaches zero.
 */
export function useSecondsLeft(deadline: string, serverNow: string): number {
  const offset = clockOffset(serverNow, arrivalOf(serverNow));
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(deadline, offset, now);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setInterval(() => setNow(Date.now()), 250);
    return () => window.clearInterval(timer);
  }, [left]);
  return left;
}
