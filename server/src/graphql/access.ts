import { createMethodMiddlewareDecorator } from 'type-graphql';
import { requireVisitor } from '../modules/visitor/visitor-token';
import type { RequestContext } from './context';

/**
 * Who may call a root field, stated on every one of them:
 * - `public`: anyone; what is returned may still depend on the visitor (prices stay hidden until guessed).
 * - `visitor`: the request must carry a visitor token; the field acts for that visitor only.
 */
export function Access(level: 'public' | 'visitor') {
  return createMethodMiddlewareDecorator<RequestContext>(async ({ context }, next) => {
    if (level === 'visitor') requireVisitor(context.visitorId);
    return next();
  });
}
