import { Client } from 'pg';

/** A statement PostgreSQL refused: what its server log shows as an ERROR. */
export interface FailedStatement {
  /** The SQLSTATE: 23505 is a unique violation. */
  code: string;
  constraint?: string;
  message: string;
}

type QueryCallback = (error: Error | null, result?: unknown) => void;

/**
 * Every statement PostgreSQL refused while `run` ran, from any connection of this process (the app's pool, prepared
 * statements, a transaction's query runner): each is an ERROR in PostgreSQL's log and a failed query in TypeORM's,
 * whatever the API answered. Read where the driver hands PostgreSQL's answer back, so no logger has to be trusted.
 */
export async function failedStatementsDuring(run: () => Promise<void>): Promise<FailedStatement[]> {
  const failed: FailedStatement[] = [];
  const record = (error: unknown) => {
    const { code, constraint, message } = error as { code?: string; constraint?: string; message?: string };
    // PostgreSQL's errors carry a SQLSTATE; a connection that failed in the client does not.
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      failed.push({ code, constraint, message: message ?? '' });
  };
  const query = Client.prototype.query as (...args: unknown[]) => unknown;
  const spy = jest.spyOn(Client.prototype, 'query').mockImplementation(function (this: Client, ...args: unknown[]) {
    const callbackAt = args.findIndex((arg) => typeof arg === 'function');
    if (callbackAt >= 0) {
      const callback = args[callbackAt] as QueryCallback;
      args[callbackAt] = (error: Error | null, result?: unknown) => {
        if (error) record(error);
        callback(error, result);
      };
    }
    // A query config object may carry its own callback (pg's Query submits either).
    const config = args[0] as { callback?: QueryCallback } | undefined;
    if (config && typeof config === 'object' && typeof config.callback === 'function') {
      const callback = config.callback;
      config.callback = (error, result) => {
        if (error) record(error);
        callback(error, result);
      };
    }
    const result = query.apply(this, args);
    if (result instanceof Promise) result.catch(record);
    return result;
  } as never);
  try {
    await run();
  } finally {
    spy.mockRestore();
  }
  return failed;
}
