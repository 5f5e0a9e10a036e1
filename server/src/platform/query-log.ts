import type { Logger } from 'typeorm';
import { QueryFailedError } from 'typeorm';

/**
 * TypeORM's log without the statements' parameters or PostgreSQL's error details: those carry what the statements
 * write (emails, password hashes, token hashes, guesses), and a detail names the values of a violated key
 * ("Key (lower(email))=(ana@example.com) already exists"). A failed statement is logged as its SQLSTATE, the
 * constraint, table or column it names, and its SQL text (placeholders only).
 */
export class ParameterFreeLogger implements Logger {
  logQuery(): void {}

  logQueryError(error: string | Error, query: string): void {
    console.error(`query failed: ${describeQueryError(error)} -- ${oneLine(query)}`);
  }

  logQuerySlow(time: number, query: string): void {
    console.warn(`query slow (${time} ms): ${oneLine(query)}`);
  }

  logSchemaBuild(): void {}

  logMigration(message: string): void {
    console.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    if (level === 'warn') console.warn(message);
  }
}

/**
 * What may be logged of a database error. PostgreSQL's message can quote a value too ('invalid input syntax for type
 * uuid: "..."'), so only its code and the names it points at are kept.
 */
export function describeQueryError(error: unknown): string {
  if (!(error instanceof QueryFailedError) && !isDriverError(error))
    return error instanceof Error ? error.message : String(error);
  const driverError = (error instanceof QueryFailedError ? error.driverError : error) as DriverError;
  const names = (['constraint', 'table', 'column'] as const)
    .filter((name) => driverError[name])
    .map((name) => `${name} ${driverError[name]}`);
  return [`SQLSTATE ${driverError.code ?? 'unknown'}`, ...names].join(', ');
}

/** A database error as a log line and its stack's frames (its message may quote a value); anything else as it is. */
export function loggableError(error: unknown): unknown {
  if (!(error instanceof QueryFailedError)) return error;
  const frames = (error.stack ?? '').split('\n').slice(1).join('\n');
  return `QueryFailedError (${describeQueryError(error)}) -- ${oneLine(error.query)}\n${frames}`;
}

interface DriverError {
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

function isDriverError(error: unknown): boolean {
  // node-postgres's DatabaseError: a five-character SQLSTATE and a severity.
  return error instanceof Error && 'severity' in error && typeof (error as DriverError).code === 'string';
}

function oneLine(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim();
}
