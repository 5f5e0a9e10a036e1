import { useId, type InputHTMLAttributes } from 'react';
import { describedBy, FieldFrame } from './FieldFrame';

/**
 * A labelled text input of a form: its hint and its problem tied to it for screen readers, the problem announced
 * when there is one. Every other attribute goes to the input.
 */
export function TextField({
  label,
  hint,
  error,
  ...input
}: {
  label: string;
  hint?: string;
  /** What is wrong with the value, shown under it and announced. */
  error: string | null;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  const id = useId();
  const literal = input.type === 'email' || input.type === 'password';
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error}>
      <input
        id={id}
        type="text"
        // An address or a password is typed exactly: no capital put in, no spelling "corrected".
        autoCapitalize={literal ? 'none' : undefined}
        spellCheck={literal ? false : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        {...input}
      />
    </FieldFrame>
  );
}
