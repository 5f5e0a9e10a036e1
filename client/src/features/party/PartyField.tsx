import { useId, type InputHTMLAttributes } from 'react';

/** A labelled text field of the party forms: its hint, and its problem announced when there is one. */
export function PartyField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint: string;
  error: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        {...input}
      />
      <span id={`${id}-hint`} className="field-hint">
        {hint}
      </span>
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}
