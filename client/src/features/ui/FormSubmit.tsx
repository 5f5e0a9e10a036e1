/**
 * The end of a form: the server's refusal, announced, and the submit button, which says what is happening while the
 * request is out and waits for the page's script (a form sent before hydration would be a plain GET).
 */
export function FormSubmit({
  label,
  busyLabel,
  busy,
  hydrated,
  refusal,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  hydrated: boolean;
  refusal: string | null;
}) {
  return (
    <>
      {refusal && (
        <p className="field-error" role="alert">
          {refusal}
        </p>
      )}
      <button type="submit" className="button button--accent button--large" disabled={busy || !hydrated}>
        {busy ? busyLabel : label}
      </button>
    </>
  );
}
