import type { IncomingMessage } from 'node:http';

/**
 * The caller's address. Behind the compose proxy (`TRUST_PROXY=1`) it is the last X-Forwarded-For entry, the one
 * our proxy appended: earlier entries come from the client and can be anything.
 */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',').at(-1)!.trim();
  return request.socket.remoteAddress ?? 'unknown';
}
