import { pagePath } from '@ballpark/common/page-routes';
import { redirect } from 'react-router';
import type { PageLoader } from '../../pages/page-components';
import { threadOf, threadQuery } from './community-queries';

/**
 * The thread page's loader: a thread's path ends with its home's title as a slug, and a wrong or missing one
 * redirects to the right one, keeping the query (`?session=`); on the server that is an HTTP redirect. It fetches the
 * page's own query, which the page then reads from the cache. A home that cannot be read, or of another game, is left
 * to the page to say.
 */
export const threadSuffixRedirect: PageLoader = async (client, { params, request }) => {
  const { gameSlug, gameHomeId, redditSuffix } = params;
  if (!gameSlug || !gameHomeId) return null;
  const result = await client.query({ query: threadQuery, variables: { id: gameHomeId, gameSlug } }).catch(() => null);
  const suffix = result?.data && threadOf(result.data)?.redditSuffix;
  if (!suffix || suffix === redditSuffix) return null;
  const path = pagePath('community.property', { gameSlug, gameHomeId, redditSuffix: suffix });
  return redirect(path + new URL(request.url).search);
};
