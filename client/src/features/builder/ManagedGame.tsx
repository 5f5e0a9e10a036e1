import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { AccessErrorPage } from '../../pages/site/AccessErrorPage';
import { paths } from '../../paths';
import { errorMessage } from '../ui/errors';
import { Redirect } from '../ui/Redirect';
import { builderGameBySlugQuery } from './builder-queries';
import type { BuilderGame } from './builder-types';
import './locales';

/**
 * A game as its manager edits it (the superbee pages): a logged-out visitor is sent to log in and back; anyone else
 * the server refuses sees the access error, never the game.
 */
export function ManagedGame({ slug, children }: { slug: string; children(game: BuilderGame): ReactNode }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const { data, loading, error } = useQuery(builderGameBySlugQuery, {
    variables: { slug },
    fetchPolicy: 'cache-and-network',
  });
  if (data?.builderGameBySlug) return children(data.builderGameBySlug);
  if (loading)
    return (
      <p className="muted">
        <Trans>Loading the game…</Trans>
      </p>
    );
  const code = CombinedGraphQLErrors.is(error) ? error.errors[0]?.extensions?.code : null;
  if (code === 'UNAUTHENTICATED') return <Redirect to={paths.login(location.pathname)} />;
  if (code === 'FORBIDDEN' || code === 'NOT_FOUND') return <AccessErrorPage />;
  return <p className="field-error">{errorMessage(error, t`We couldn't load this game.`, i18n)}</p>;
}
