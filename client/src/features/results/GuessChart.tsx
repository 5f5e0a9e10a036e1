import { ResponsiveBar } from '@nivo/bar';
import { formatPrice, formatPriceShort } from '@ballpark/common/price-input';
import { GUESS_CHART_COLOURS, GUESS_CHART_SERIES } from './GuessChartKey';

export interface GuessChartDatum {
  /** "R1", "R2": short labels for the axis. */
  round: string;
  /** Full label for tooltips, e.g. "Round 1: London". */
  label: string;
  price: number;
  guess: number;
  currency: string;
}

const compactNumber = new Intl.NumberFormat('en-GB', { notation: 'compact', maximumSignificantDigits: 3 });

/**
 * Each guess beside the home's price, round by round (nivo, loaded lazily with the detailed results page). A game may
 * mix currencies: each pair of bars is in its home's currency, and the axis then shows plain amounts.
 */
export default function GuessChart({ data }: { data: readonly GuessChartDatum[] }) {
  const currencies = new Set(data.map((datum) => datum.currency));
  const [currency] = currencies;
  const tick = (value: number) =>
    currencies.size === 1 && currency ? formatPriceShort(value, currency) : compactNumber.format(value);
  return (
    <ResponsiveBar
      data={data.map((datum) => ({ ...datum }))}
      keys={GUESS_CHART_SERIES.map((series) => series.key)}
      indexBy="round"
      groupMode="grouped"
      margin={{ top: 16, right: 12, bottom: 36, left: 64 }}
      padding={0.25}
      innerPadding={3}
      colors={({ id }) => GUESS_CHART_COLOURS[id as keyof typeof GUESS_CHART_COLOURS]}
      borderRadius={4}
      enableLabel={false}
      enableGridY
      axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value: number) => tick(value) }}
      axisBottom={{ tickSize: 0, tickPadding: 10 }}
      theme={{
        text: { fontFamily: 'inherit', fontSize: 13, fill: '#4a5551' },
        grid: { line: { stroke: '#e7e1d6' } },
      }}
      tooltip={({ id, value, data: datum }) => (
        <div className="chart-tooltip">
          <strong>{datum.label}</strong>: {id === 'price' ? 'price' : 'your guess'} {formatPrice(value, datum.currency)}
        </div>
      )}
      role="img"
      ariaLabel={`Your guesses beside the prices: ${data
        .map(
          (datum) =>
            `${datum.label}, price ${formatPrice(datum.price, datum.currency)}, your guess ${formatPrice(datum.guess, datum.currency)}`,
        )
        .join('; ')}`}
      animate={false}
    />
  );
}
