import type { PeriodRowOutput } from '@fuel/api-client';
import { type CountryId, formatPrice, formatShortDate } from '@fuel/domain';
import { useId } from 'react';
import { type ChartBox, ChartGrid, chartGeometry } from '../../prices';
import { GROUPING_LABELS, type StatisticGrouping } from '../statistic-filter.util';
import styles from './statistic-chart.module.css';

/** Wider on the left than the price chart: revenue labels run to millions. */
const BOX: ChartBox = { width: 720, height: 280, left: 112, right: 16, top: 16, bottom: 34 };

const DATE_LABELS: Readonly<Record<StatisticGrouping, Intl.DateTimeFormatOptions>> = {
  day: { day: '2-digit', month: '2-digit' },
  week: { day: '2-digit', month: '2-digit', year: '2-digit' },
  month: { month: 'short', year: '2-digit' },
};

interface StatisticChartProps {
  readonly rows: readonly PeriodRowOutput[];
  readonly grouping: StatisticGrouping;
  /** The site whose currency the revenue is in. */
  readonly countryId: CountryId;
}

/**
 * Revenue per period as server-rendered SVG, drawn by the price pages' chart geometry: it reads without
 * JavaScript. A line needs two periods; with fewer a sentence stands in its place.
 */
export function StatisticChart({ rows, grouping, countryId }: StatisticChartProps) {
  const titleId = useId();
  const descId = useId();
  const first = rows[0];
  const last = rows.at(-1);
  if (rows.length < 2 || !first || !last) {
    return (
      <p className={styles.empty}>
        Der Verlauf erscheint, sobald der Zeitraum zwei Abschnitte mit Bestellungen hat.
      </p>
    );
  }
  const dateFormat = new Intl.DateTimeFormat('de-DE', { ...DATE_LABELS[grouping], timeZone: 'UTC' });
  const geometry = chartGeometry(
    rows.map((row) => ({ DateTime: `${row.Period}T00:00:00Z`, Price: row.Revenue })),
    BOX,
    { price: (cents) => formatPrice(cents, countryId), date: (iso) => dateFormat.format(new Date(iso)) },
  );
  const revenues = rows.map((row) => row.Revenue);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${BOX.width} ${BOX.height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
    >
      <title id={titleId}>{`Umsatz je ${GROUPING_LABELS[grouping]}`}</title>
      <desc id={descId}>
        {`Von ${formatShortDate(first.Period, countryId)} bis ${formatShortDate(last.Period, countryId)}; ` +
          `niedrigster Umsatz ${formatPrice(Math.min(...revenues), countryId)}, ` +
          `höchster ${formatPrice(Math.max(...revenues), countryId)}.`}
      </desc>
      <ChartGrid box={BOX} geometry={geometry} className={styles.grid} />
      <path className={styles.area} d={geometry.area} />
      <path className={styles.line} d={geometry.line} />
    </svg>
  );
}
