import { Trans } from '@lingui/react/macro';
import './locales';

/** The host's word on a home, shown with its price once the viewer has guessed it; nothing where there is none. */
export function HostCommentary({ text }: { text: string | null | undefined }) {
  if (!text) return null;
  return (
    <section className="host-commentary" aria-labelledby="host-commentary-title">
      <h2 id="host-commentary-title">
        <Trans>Cameron's take</Trans>
      </h2>
      <blockquote>
        <p>{text}</p>
      </blockquote>
    </section>
  );
}
