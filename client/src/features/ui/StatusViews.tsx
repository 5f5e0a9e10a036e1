import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { errorMessage } from './errors';
import './locales';

/** Placeholder blocks shaped like the content to come, so the page does not jump when it arrives. */
export function Skeleton({
  height = '1rem',
  width = '100%',
  radius,
}: {
  height?: string;
  width?: string;
  radius?: string;
}) {
  return <span className="skeleton" style={{ height, width, borderRadius: radius }} aria-hidden="true" />;
}

/** What a loading state is announced as: its `label`, or "Loading {noun}" (a noun phrase in the page's language). */
type LoadingStateProps = ({ label: string; noun?: never } | { noun: string; label?: never }) & { children?: ReactNode };

/** A loading state: skeleton lines by default, announced once to screen readers. */
export function LoadingState({ label, noun, children }: LoadingStateProps) {
  const { t } = useLingui();
  return (
    <div className="loading-state" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t`Loading ${noun}`}</span>
      {children ?? (
        <div className="stack" aria-hidden="true">
          <Skeleton height="2.2rem" width="55%" />
          <Skeleton width="90%" />
          <Skeleton width="75%" />
          <Skeleton height="12rem" radius="var(--radius)" />
        </div>
      )}
    </div>
  );
}

interface ErrorStateProps {
  title: string;
  error?: unknown;
  message?: string;
  onRetry?: () => void;
  children?: ReactNode;
  /** 1 when the error is the whole page. */
  headingLevel?: 1 | 2 | 3;
}

/** A failed load: what happened in plain words, a retry where it can help, and a way on. */
export function ErrorState({ title, error, message, onRetry, children, headingLevel = 2 }: ErrorStateProps) {
  const { t, i18n } = useLingui();
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1];
  return (
    <div className="state-panel state-panel--error" role="alert">
      <p className="state-panel__icon" aria-hidden="true">
        ⚠️
      </p>
      <Heading className="state-panel__title">{title}</Heading>
      <p className="muted">{message ?? errorMessage(error, undefined, i18n)}</p>
      <div className="row state-panel__actions">
        {onRetry && (
          <button type="button" className="button" onClick={() => onRetry()}>
            {t`Try again`}
          </button>
        )}
        {children}
      </div>
    </div>
  );
}

/** Nothing to show yet, with the next step. */
export function EmptyState({
  icon,
  title,
  children,
  headingLevel = 2,
}: {
  icon: string;
  title: string;
  children?: ReactNode;
  headingLevel?: 1 | 2 | 3;
}) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1];
  return (
    <div className="state-panel">
      <p className="state-panel__icon" aria-hidden="true">
        {icon}
      </p>
      <Heading className="state-panel__title">{title}</Heading>
      {children}
    </div>
  );
}
