import type { ReactNode } from 'react';

/**
 * A form field's label, control, hint and problem: the control (an input, a textarea, a select) is given the `id`
 * and `aria-describedby={describedBy(...)}`, so screen readers read its hint and problem with it; the problem is
 * announced when there is one.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: string;
  hint?: string;
  /** What is wrong with the value, shown under it and announced. */
  error: string | null;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The ids of a field's hint and problem, for its control's `aria-describedby`. */
export function describedBy(id: string, hint: string | undefined, error: string | null): string | undefined {
  return [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}
