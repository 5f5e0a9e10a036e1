import { Trans } from '@lingui/react/macro';
import './locales';

/** The total as a ring filling up to the maximum. Decorative: the numbers are written next to it. */
export function ScoreRing({ total, max }: { total: number; max: number }) {
  const radius = 52;
  const circumference = 2 * Math.PI * radius;
  const share = max > 0 ? Math.min(1, Math.max(0, total / max)) : 0;
  return (
    <svg className="score-ring" viewBox="0 0 128 128" width="128" height="128" aria-hidden="true">
      <circle cx="64" cy="64" r={radius} className="score-ring__track" />
      <circle
        cx="64"
        cy="64"
        r={radius}
        className="score-ring__value"
        strokeDasharray={`${circumference * share} ${circumference}`}
        transform="rotate(-90 64 64)"
      />
      <text x="64" y="62" textAnchor="middle" className="score-ring__total">
        {total}
      </text>
      <text x="64" y="84" textAnchor="middle" className="score-ring__max">
        <Trans>of {max}</Trans>
      </text>
    </svg>
  );
}
