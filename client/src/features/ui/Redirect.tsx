import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Replaces the page's address. React Router's <Navigate> would do, but no first screen uses it, and it would weigh on
 * every first screen (the router is in the entry): the hook is there already.
 */
export function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => void navigate(to, { replace: true }), [navigate, to]);
  return null;
}
