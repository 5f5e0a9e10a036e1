import { Trans, useLingui } from '@lingui/react/macro';
import { pagePath } from '@ballpark/common/page-routes';
import { useState } from 'react';
import './locales';

/** The absolute join link of a room (the room's own page: a visitor not seated there gets the join form). */
export function joinUrl(code: string): string {
  return new URL(pagePath('partyRoom', { partyCode: code }), location.origin).href;
}

/**
 * The room's shared screen: with its key (the host's), it shows the room on any device, seated or not, and goes on
 * when its host leaves; without, to a seated player only.
 */
export function screenPath(code: string, screenKey: string | null): string {
  const path = pagePath('partyScreen', { partyCode: code });
  return screenKey ? `${path}?${new URLSearchParams({ key: screenKey })}` : path;
}

/** The join link, to read out or copy. */
export function RoomLink({ code }: { code: string }) {
  const { t } = useLingui();
  const url = joinUrl(code);
  const [copied, setCopied] = useState(false);
  return (
    <p className="party-link">
      <span className="party-link__url">{url}</span>{' '}
      {'clipboard' in navigator && (
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() =>
            void navigator.clipboard.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? t`Copied` : <Trans>Copy the link</Trans>}
        </button>
      )}
      <span className="visually-hidden" aria-live="polite">
        {copied ? t`The join link is copied.` : ''}
      </span>
    </p>
  );
}
