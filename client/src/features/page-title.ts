import { useEffect } from 'react';

/** Keeps the tab title in step with client-side navigation (the server sends the first one in the HTML). */
export function usePageTitle(title: string | null | undefined) {
  useEffect(() => {
    if (title) document.title = `${title} | Ballpark`;
  }, [title]);
}
