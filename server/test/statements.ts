import { Client } from 'pg';

/**
 * The SQL text of every statement this process sent PostgreSQL while `run` ran, from any connection (the app's pool,
 * prepared statements, a transaction's query runner), in order: what a request costs the database in round trips.
 * BEGIN and COMMIT count, as PostgreSQL sees them.
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
