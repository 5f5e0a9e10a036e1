import type express from 'express';
import { DomainError } from '@ballpark/common/errors';

/** A lookup whose "not found" is an answer (null); any other failure is thrown on. */
export async function unlessNotFound<T>(lookup: Promise<T>): Promise<T | null> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof DomainError && error.code === 'NOT_FOUND') return null;
    throw error;
  }
}

/**
 * A page or picture that could not be looked up (the database away): 503 with a hint to retry, so crawlers come back
 * rather than drop the page. One log line, without the stack or the query's parameters.
 */
export function unavailable(request: express.Request, response: express.Response, error: unknown, html?: string) {
  console.error(`${request.method} ${request.path.slice(0, 200)} unavailable: ${(error as Error)?.message}`);
  response.status(503).set('Retry-After', '30');
  if (html) response.type('html').send(html);
  else response.type('text').send('Temporarily unavailable: please try again in a minute.');
}
