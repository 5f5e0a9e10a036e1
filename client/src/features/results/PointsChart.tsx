import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { ResponsiveBar } from '@nivo/bar';
import { MAX_POINTS_PER_GUESS } from '@ballpark/common/scoring';
import './locales';

export interface PointsChartDatum {
  /** "R1", "R2": short labels for the axis. */
  round: string;
  points: number;
  /** Full label for tooltips, e.g. "Round 1: London". */
  label: string;
}

// Each colour keeps the white value labels at AA contrast.
const COLOURS = { great: '#0f5132', good: '#2f7a4f', ok: '#b45309', low: '#b42318' };

function colourFor(points: number): string {
  if (points >= 90) return COLOURS.great;
  if (points >= 70) return COLOURS.good;
  if (points >= 40) return COLOURS.ok;
  return COLOURS.low;
}

/** Points per round as bars (nivo; this module is loaded lazily so only the detailed results page pays for it). */
export default function PointsChart({ data }: { data: readonly PointsChartDatum[] }) {
  const { t } = useLingui();
  const description = data.map((datum) => `${datum.label} ${datum.points}`).join(', ');
  return (
    <ResponsiveBar
      data={data.map((datum) => ({ ...datum }))}
      keys={['points']}
      indexBy="round"
      valueScale={{ type: 'linear', min: 0, max: MAX_POINTS_PER_GUESS }}
      margin={{ top: 16, right: 12, bottom: 36, left: 44 }}
      padding={0.3}
      colors={({ data: datum }) => colourFor(Number(datum.points))}
      borderRadius={6}
      enableGridY
      gridYValues={[0, 25, 50, 75, 100]}
      axisLeft={{ tickValues: [0, 25, 50, 75, 100], tickSize: 0, tickPadding: 8 }}
      axisBottom={{ tickSize: 0, tickPadding: 10 }}
      labelTextColor="#ffffff"
      labelSkipHeight={18}
      theme={{
        text: { fontFamily: 'inherit', fontSize: 13, fill: '#4a5551' },
        grid: { line: { stroke: '#e7e1d6' } },
        labels: { text: { fontWeight: 700 } },
      }}
      tooltip={({ data: datum }) => {
        const points = Number(datum.points);
        return (
          <div className="chart-tooltip">
            <strong>{String(datum.label)}</strong>: {t`${plural(points, { one: '# point', other: '# points' })}`}
          </div>
        );
      }}
      role="img"
      ariaLabel={t`Points per round: ${description}`}
      animate={false}
    />
  );
}
