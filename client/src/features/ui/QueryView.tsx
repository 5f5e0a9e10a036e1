import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorCode } from './errors';
import { useHydratedQuery } from './hydration';
import { EmptyState, ErrorState, LoadingState } from './StatusViews';
import './locales';

/** What QueryView reads of a useQuery result; Apollo's own result is one. */
export interface QueryResultLike<TData> {
  data?: TData;
  loading: boolean;
  error?: unknown;
  refetch: () => Promise<unknown>;
}

export interface QueryViewProps<TData, T> {
  /** The page's query, as useQuery returned it. */
  query: QueryResultLike<TData>;
  /** The thing the page shows, picked out of the data: null or undefined when there is none. */
  select: (data: TData) => T | null | undefined;
  /**
   * The thing, as a noun phrase in the page's language ("these results", "this game"): the failed state says "We
   * couldn't load {noun}", the not-found panel "We couldn't find {noun}", and the default skeleton is announced as
   * "Loading {noun}".
   */
  noun: string;
  /** The page's skeleton (a LoadingState shaped like the page); else skeleton lines. */
  loading?: ReactNode;
  /** The page's next step when there is no such thing (a sentence, a link), in the "We couldn't find" panel. */
  notFound?: ReactNode;
  /** A whole view of the page's own instead of that panel: an empty list's EmptyState, Page Not Found. */
  notFoundView?: ReactNode;
  /** Error codes that mean "not there" rather than "failed" (the server refuses an id it cannot have: NOT_FOUND). */
  notFoundCodes?: readonly string[];
  /** 1 when the states stand for the whole page (the default), 2 when for one section of it. */
  headingLevel?: 1 | 2;
  /** The page's content. */
  children: (thing: T) => ReactNode;
}

/**
 * The one shape of a page's query: its content when the data is there (also while cache-and-network refetches it),
 * else its skeleton while loading, a failed state with a retry, or not found with the page's next step.
 */
export function QueryView<TData, T>({
  query,
  select,
  noun,
  loading: skeleton,
  notFound,
  notFoundView,
  notFoundCodes = [],
  headingLevel = 1,
  children,
}: QueryViewProps<TData, T>) {
  const { t } = useLingui();
  const { data, loading, error, refetch } = useHydratedQuery(query);
  const thing = data === undefined ? undefined : select(data);
  if (thing !== null && thing !== undefined) return <>{children(thing)}</>;
  if (loading) return <>{skeleton ?? <LoadingState noun={noun} />}</>;
  const code = errorCode(error);
  if (error && !(code && notFoundCodes.includes(code))) {
    return (
      <ErrorState
        headingLevel={headingLevel}
        title={t`We couldn't load ${noun}`}
        error={error}
        onRetry={() => void refetch().catch(() => {})}
      />
    );
  }
  if (notFoundView !== undefined) return <>{notFoundView}</>;
  const panel = (
    <EmptyState icon="🔍" title={t`We couldn't find ${noun}`} headingLevel={headingLevel}>
      {notFound}
    </EmptyState>
  );
  return headingLevel === 1 ? <div className="page--narrow">{panel}</div> : panel;
}
