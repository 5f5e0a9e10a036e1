import { pagePath } from '@ballpark/common/page-routes';

/**
 * Where to go once logged in: the `return` of the page's query (`paths.login(returnTo)`) when it is a path of this
 * site and not an account page, else the home page. A full URL or a protocol-relative one (`//elsewhere`) is refused,
 * so a link cannot send a visitor off-site.
 */
export function returnPathFrom(search: string): string {
  const returnTo = new URLSearchParams(search).get('return');
  return returnTo && /^\/(?![/\\])/.test(returnTo) && !returnTo.startsWith('/auth/') ? returnTo : pagePath('home', {});
}
