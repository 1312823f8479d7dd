export interface PriceRowInput {
  readonly GroupTitle: string;
  readonly Price: number;
  readonly Open: number;
  readonly Change: number;
  readonly Link: string;
}

export type Trend = 'up' | 'down' | 'same';

export interface PriceTableRow {
  readonly groupTitle: string;
  /** Newest day (cents per 100 l). */
  readonly price: number;
  /** The day before. */
  readonly open: number;
  /** Per cent against the day before, one decimal. */
  readonly change: number;
  /** Price − open in cents: the 'Differenz' column. */
  readonly difference: number;
  readonly trend: Trend;
  readonly link: string;
}

export function trendOf(difference: number): Trend {
  if (difference > 0) return 'up';
  if (difference < 0) return 'down';
  return 'same';
}

/** The table of the price range result (spec 2 §3): one row per area, by name. */
export function priceTableRows(rows: readonly PriceRowInput[]): PriceTableRow[] {
  return rows
    .map((row) => ({
      groupTitle: row.GroupTitle,
      price: row.Price,
      open: row.Open,
      change: row.Open > 0 ? Math.round(((row.Price - row.Open) / row.Open) * 1000) / 10 : 0,
      difference: row.Price - row.Open,
      trend: trendOf(row.Price - row.Open),
      link: row.Link,
    }))
    .sort((a, b) => a.groupTitle.localeCompare(b.groupTitle, 'de'));
}

/** Lowest and highest newest price of the rows (the range a region's offers span); undefined when empty. */
export function priceSpan(rows: readonly Pick<PriceRowInput, 'Price'>[]) {
  if (rows.length === 0) return undefined;
  const prices = rows.map((r) => r.Price);
  return { low: Math.min(...prices), high: Math.max(...prices), count: rows.length };
}
