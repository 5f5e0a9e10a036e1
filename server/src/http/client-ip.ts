import type { IncomingMessage } from 'node:http';

/** The caller's address; behind the compose proxy `TRUST_PROXY=1` makes the first X-Forwarded-For hop count. */
export function clientIp(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (trustProxy && typeof forwarded === 'string') return forwarded.split(',')[0]!.trim();
  return request.socket.remoteAddress ?? 'unknown';
}
