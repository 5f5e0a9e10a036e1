import { Client } from 'pg';
import { PartyClock } from '../src/modules/party/party-clock';
import { PartyPresence } from '../src/modules/party/party-presence';

/**
 * Keeps the work every app does on its own timers (the party sweep and presence beat, a few statements every 250 ms)
 * from running in this process, so that counting a request's statements counts only the request's. Call it before
 * the app starts (its timers' first tick then finds them paused); the spies are restored with jest's.
 */
export function pauseTimerWork(): void {
  jest.spyOn(PartyClock.prototype, 'sweep').mockResolvedValue([]);
  jest.spyOn(PartyPresence.prototype, 'beat').mockResolvedValue();
}

/**
 * The SQL text of every statement this process sent PostgreSQL while `run` ran, from any connection (the app's pool,
 * prepared statements, a transaction's query runner), in order: what a request costs the database in round trips.
 * BEGIN and COMMIT count, as PostgreSQL sees them. With an app's timer work paused (`pauseTimerWork`), they are the
 * statements of what `run` asked.
 */
export async function statementsDuring(run: () => Promise<void>): Promise<string[]> {
  const statements: string[] = [];
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: string } | undefined)?.text;
    if (text) statements.push(text.replace(/\s+/g, ' ').trim());
    return query.apply(this, args);
  } as typeof Client.prototype.query);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return statements;
}
