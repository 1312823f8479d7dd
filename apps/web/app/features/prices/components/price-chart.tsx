import { DEFAULT_AMOUNT, formatPrice, formatQuantity, formatShortDate } from '@fuel/domain';
import { useId } from 'react';
import { Link } from 'react-router';
import { siteHref } from '../../../lib/site/site-links.util';
import { useSite } from '../../../lib/site/site-provider';
import { type ChartBox, type PricePoint, chartDateFormat, chartGeometry } from '../price-chart.util';
import { ChartGrid } from './chart-grid';
import {
  DEFAULT_PRICE_RANGE,
  PRICE_RANGE_LABELS,
  PRICE_RANGE_PARAM,
  PRICE_RANGES,
  type PriceRange,
} from '../price-range.constant';

const BOX: ChartBox = { width: 720, height: 300, left: 78, right: 16, top: 16, bottom: 34 };

interface PriceChartProps {
  readonly series: readonly PricePoint[];
  readonly range: PriceRange;
  /** The page's path (site path), for the range links. */
  readonly path: string;
  readonly where: string;
}

/**
 * The price history as server-rendered SVG; the ranges are plain links, so it works without JavaScript.
 * A line needs two days: with one stored day (a new county or place) a sentence stands in its place.
 */
export function PriceChart({ series, range, path, where }: PriceChartProps) {
  const site = useSite();
  const titleId = useId();
  const descId = useId();
  const country = site.code;
  const geometry = chartGeometry(series, BOX, {
    price: (cents) => formatPrice(cents, country),
    date: chartDateFormat(range, 'UTC'),
  });
  const first = series[0];
  const last = series.at(-1);
  const prices = series.map((p) => p.Price);
  return (
    <section className="price-chart section" aria-labelledby={`${titleId}-h`}>
      <h2 id={`${titleId}-h`}>Preisentwicklung {where}</h2>
      <nav className="price-chart__ranges" aria-label="Zeitraum">
        {PRICE_RANGES.map((r) => (
          <Link
            key={r}
            to={siteHref(site, r === DEFAULT_PRICE_RANGE ? path : `${path}?${PRICE_RANGE_PARAM}=${r}`)}
            aria-current={r === range ? 'page' : undefined}
            preventScrollReset
            rel="nofollow"
          >
            {PRICE_RANGE_LABELS[r]}
          </Link>
        ))}
      </nav>
      {series.length >= 2 && first && last ? (
        <svg
          className="price-chart__svg"
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
        >
          <title id={titleId}>{`Heizölpreis ${where}, ${PRICE_RANGE_LABELS[range]}`}</title>
          <desc id={descId}>
            {`Von ${formatShortDate(first.DateTime, country)} (${formatPrice(first.Price, country)}) bis ` +
              `${formatShortDate(last.DateTime, country)} (${formatPrice(last.Price, country)}) je 100 l; ` +
              `Tiefstwert ${formatPrice(Math.min(...prices), country)}, ` +
              `Höchstwert ${formatPrice(Math.max(...prices), country)}.`}
          </desc>
          <ChartGrid box={BOX} geometry={geometry} className="price-chart__grid" />
          <path className="price-chart__area" d={geometry.area} />
          <path className="price-chart__line" d={geometry.line} />
          {geometry.last && (
            <circle className="price-chart__dot" cx={geometry.last.x} cy={geometry.last.y} r={4} />
          )}
        </svg>
      ) : (
        <p className="price-chart__empty">
          {series.length === 0
            ? 'Für diesen Zeitraum liegen noch keine Preise vor.'
            : 'Der Preisverlauf erscheint, sobald wir hier an mehreren Tagen Preise erfasst haben.'}
        </p>
      )}
      {series.length >= 2 && (
        <p className="price-chart__note">{`Durchschnittspreis je 100 l bei ${formatQuantity(DEFAULT_AMOUNT, country)} l Abnahme, inkl. MwSt.`}</p>
      )}
    </section>
  );
}
