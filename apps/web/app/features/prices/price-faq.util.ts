import type { PricePoint } from './price-chart.util';

export interface PriceFaqFigures {
  readonly highDate: string;
  readonly highPrice: number;
  readonly lowDate: string;
  readonly lowPrice: number;
  readonly currentDate: string;
  readonly currentPrice: number;
  readonly averagePrice: number;
}

/**
 * The FAQ figures of a region from its three-year series (the site's come from the price-faq endpoint):
 * the earliest day of the high and of the low, the newest day and the mean.
 */
export function faqFiguresOf(series: readonly PricePoint[]): PriceFaqFigures | undefined {
  const current = series.at(-1);
  if (!current) return undefined;
  let high = current;
  let low = current;
  for (const point of series) {
    if (point.Price > high.Price || (point.Price === high.Price && point.DateTime < high.DateTime))
      high = point;
    if (point.Price < low.Price || (point.Price === low.Price && point.DateTime < low.DateTime)) low = point;
  }
  const sum = series.reduce((total, p) => total + p.Price, 0);
  return {
    highDate: high.DateTime,
    highPrice: high.Price,
    lowDate: low.DateTime,
    lowPrice: low.Price,
    currentDate: current.DateTime,
    currentPrice: current.Price,
    averagePrice: Math.round(sum / series.length),
  };
}
