import { brandThemeVariables } from '@ballpark/common/brand-colors';
import { brandColourWarnings, type BrandProfileDraft } from '@ballpark/common/brand-profile';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CSSProperties } from 'react';
import { useBrand } from '../brand/brand-context';
import './locales';

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/**
 * The brand's site as the draft would dress it, before saving: its header bar in the main colour (with the text
 * colour the site would pick for it), its name, tagline and description on the surface colour, and a call to action
 * in the accent colour; the same colour tokens the server writes into every page (brandThemeVariables), scoped to
 * this box. Colours text would be hard to read on are named (WCAG contrast, @ballpark/common/brand-profile).
 */
export function BrandPreview({ draft, logoUrl }: { draft: BrandProfileDraft; logoUrl: string }) {
  const { t } = useLingui();
  const { language } = useBrand();
  const colours = draft.brandColors;
  const valid = [colours.primary, colours.secondary, colours.accent].every((colour) => HEX_COLOUR.test(colour.trim()));
  const warnings = brandColourWarnings(colours, language);
  const theme = valid
    ? (brandThemeVariables({
        primary: colours.primary.trim(),
        secondary: colours.secondary.trim(),
        accent: colours.accent.trim(),
      }) as CSSProperties)
    : undefined;
  const name = draft.displayName.trim() || t`Your brand`;
  return (
    <section className="card stack brand-preview" aria-labelledby="brand-preview-title">
      <h2 id="brand-preview-title">
        <Trans>Preview</Trans>
      </h2>
      {!valid && (
        <p className="muted">
          <Trans>The preview shows the site's current colours until every colour is #rrggbb.</Trans>
        </p>
      )}
      <div className="brand-preview__site" style={theme} data-testid="brand-preview">
        <div className="site-header">
          <span className="brand-mark">
            {logoUrl && <img src={logoUrl} alt="" width={28} height={28} />}
            <span>{name}</span>
          </span>
          <span className="brand-preview__nav">
            <Trans>All games</Trans>
          </span>
        </div>
        <div className="brand-preview__body">
          {draft.tagline.trim() && <p className="eyebrow">{draft.tagline}</p>}
          <p className="brand-preview__headline">{draft.whitelabelName.trim() || name}</p>
          {draft.description.trim() && <p>{draft.description}</p>}
          <span className="button button--accent">
            <Trans>Play now</Trans>
          </span>
        </div>
      </div>
      {warnings.length === 0 ? (
        <p className="muted">
          <Trans>Text reads clearly on these colours (WCAG AA contrast).</Trans>
        </p>
      ) : (
        <ul className="brand-preview__warnings" aria-label={t`Contrast warnings`}>
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
