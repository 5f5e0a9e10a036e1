import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import './locales';

// The price in the game's green, the guess in its accent; both keep AA contrast against the white card.
export const GUESS_CHART_COLOURS = { price: '#1d6b45', guess: '#c2410c' } as const;
export const GUESS_CHART_SERIES = [
  { key: 'price', label: msg`Price` },
  { key: 'guess', label: msg`Your guess` },
] as const;

/**
 * The guess chart's key, as HTML beside it: kept out of the chart's module, which carries nivo and loads lazily.
 */
export function GuessChartKey() {
  const { i18n } = useLingui();
  return (
    <ul className="chart-key" aria-hidden="true">
      {GUESS_CHART_SERIES.map((series) => (
        <li key={series.key}>
          <span className="chart-key__swatch" style={{ background: GUESS_CHART_COLOURS[series.key] }} />
          {i18n._(series.label)}
        </li>
      ))}
    </ul>
  );
}
