import { useLingui } from '@lingui/react/macro';
import type { BrandLocale } from '@ballpark/common/brand-components';
import { ResponsiveBar } from '@nivo/bar';
import { formatPrice } from '@ballpark/common/price-format';
import { GUESS_CHART_COLOURS, GUESS_CHART_SERIES } from './GuessChartKey';
import { guessChartScale } from './guess-chart-scale';
import './locales';

export interface GuessChartDatum {
  /** "R1", "R2": short labels for the axis. */
  round: string;
  /** Full label for tooltips, e.g. "Round 1: London". */
  label: string;
  price: number;
  guess: number;
  currency: string;
}

/**
 * Each guess beside the home's price, round by round (nivo, loaded lazily with the detailed results page). A game
 * that mixes currencies draws each guess as a percentage of its home's price (guessChartScale); tooltips and the
 * description always give the amounts.
 */
export default function GuessChart({ data }: { data: readonly GuessChartDatum[] }) {
  const { t, i18n } = useLingui();
  const language = i18n.locale as BrandLocale;
  const scale = guessChartScale(data, language);
  const price = (amount: number, currency: string) => formatPrice(amount, currency, language);
  const description = data
    .map((datum) => {
      const { label } = datum;
      const actual = price(datum.price, datum.currency);
      const guess = price(datum.guess, datum.currency);
      return t`${label}, price ${actual}, your guess ${guess}`;
    })
    .join('; ');
  return (
    <ResponsiveBar
      data={data.map((datum, index) => ({
        ...datum,
        priceAmount: datum.price,
        guessAmount: datum.guess,
        ...scale.bars[index],
      }))}
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
      axisLeft={{ tickSize: 0, tickPadding: 8, tickValues: 5, format: (value: number) => scale.tick(value) }}
      axisBottom={{ tickSize: 0, tickPadding: 10 }}
      theme={{
        text: { fontFamily: 'inherit', fontSize: 13, fill: '#4a5551' },
        grid: { line: { stroke: '#e7e1d6' } },
      }}
      tooltip={({ id, data: datum }) => (
        <div className="chart-tooltip">
          <strong>{datum.label}</strong>: {id === 'price' ? t`price` : t`your guess`}{' '}
          {price(id === 'price' ? datum.priceAmount : datum.guessAmount, datum.currency)}
        </div>
      )}
      role="img"
      ariaLabel={
        scale.axis === 'percent-of-price'
          ? t`Your guesses beside the prices (each as a percentage of its price): ${description}`
          : t`Your guesses beside the prices: ${description}`
      }
      animate={false}
    />
  );
}
