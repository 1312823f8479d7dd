import type { PriceRange } from './price-range.constant';

export interface PricePoint {
  /** ISO date-time (UTC midnight of the day). */
  readonly DateTime: string;
  /** Cents/Rappen per 100 l. */
  readonly Price: number;
}

export interface ChartBox {
  readonly width: number;
  readonly height: number;
  /** Room for the axis labels: left for prices, bottom for dates. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

export interface ChartTick {
  readonly position: number;
  readonly label: string;
}

export interface ChartGeometry {
  /** SVG path of the line. */
  readonly line: string;
  /** The line closed to the bottom, for the filled area. */
  readonly area: string;
  readonly yTicks: readonly ChartTick[];
  readonly xTicks: readonly ChartTick[];
  readonly last: { readonly x: number; readonly y: number } | undefined;
}

const NICE_STEPS = [1, 2, 2.5, 5, 10];

/** A round step (1, 2, 2.5, 5 × 10ⁿ) that splits `span` into about `count` parts. */
export function niceStep(span: number, count: number): number {
  if (span <= 0) return 1;
  const raw = span / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = NICE_STEPS.find((s) => s * magnitude >= raw) ?? 10;
  return step * magnitude;
}

/** Evenly spread indices of `length` points, first and last included. */
export function spreadIndices(length: number, count: number): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  return Array.from({ length: count }, (_, i) => Math.round((i * (length - 1)) / (count - 1)));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Where the series goes inside the box: a line (and area) on a price axis with round ticks that encloses
 * every point, and a handful of date labels. Drawn on the server, so the page reads without JavaScript.
 */
export function chartGeometry(
  series: readonly PricePoint[],
  box: ChartBox,
  format: { readonly price: (cents: number) => string; readonly date: (iso: string) => string },
  tickCount = { y: 5, x: 6 },
): ChartGeometry {
  if (series.length === 0) return { line: '', area: '', yTicks: [], xTicks: [], last: undefined };
  const prices = series.map((p) => p.Price);
  const step = niceStep(Math.max(...prices) - Math.min(...prices), tickCount.y - 1);
  const min = Math.floor(Math.min(...prices) / step) * step;
  const max = Math.max(Math.ceil(Math.max(...prices) / step) * step, min + step);
  const plotWidth = box.width - box.left - box.right;
  const plotHeight = box.height - box.top - box.bottom;
  const xOf = (i: number) =>
    round1(box.left + (series.length === 1 ? plotWidth : (i * plotWidth) / (series.length - 1)));
  const yOf = (price: number) => round1(box.top + plotHeight - ((price - min) / (max - min)) * plotHeight);

  const points = series.map((p, i) => `${xOf(i)},${yOf(p.Price)}`);
  const line = `M${points.join('L')}`;
  const baseline = round1(box.top + plotHeight);
  const area = `${line}L${xOf(series.length - 1)},${baseline}L${xOf(0)},${baseline}Z`;
  const yTicks: ChartTick[] = [];
  for (let value = min; value <= max + step / 2; value += step) {
    yTicks.push({ position: yOf(value), label: format.price(Math.round(value)) });
  }
  const xTicks = spreadIndices(series.length, tickCount.x).map((i) => ({
    position: xOf(i),
    label: format.date(series[i]?.DateTime ?? ''),
  }));
  const lastPoint = series.at(-1);
  return {
    line,
    area,
    yTicks,
    xTicks,
    last: lastPoint ? { x: xOf(series.length - 1), y: yOf(lastPoint.Price) } : undefined,
  };
}

/** Date labels fit the range: days for a month, months for a year, years beyond. */
export function chartDateFormat(range: PriceRange, timeZone: string): (iso: string) => string {
  const options: Intl.DateTimeFormatOptions =
    range === '1m'
      ? { day: '2-digit', month: '2-digit' }
      : range === '1y'
        ? { month: 'short', year: '2-digit' }
        : { month: 'short', year: 'numeric' };
  const format = new Intl.DateTimeFormat('de-DE', { ...options, timeZone });
  return (iso) => format.format(new Date(iso));
}
