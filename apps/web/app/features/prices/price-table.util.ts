export interface PriceRowInput {
  readonly GroupTitle: string;
  readonly Price: number;
  /** The day before; absent when the area has no stored price that day (a new area). */
  readonly Open?: number;
  readonly Change?: number;
  readonly Link: string;
}

export type Trend = 'up' | 'down' | 'same';

/** The comparison with the day before, only where the API knows that day's price. */
export interface PriceTableChange {
  /** The day before (cents per 100 l). */
  readonly open: number;
  /** Per cent against the day before, one decimal. */
  readonly percent: number;
  /** Price − open in cents: the 'Differenz' column. */
  readonly difference: number;
  readonly trend: Trend;
}

export interface PriceTableRow {
  readonly groupTitle: string;
  /** Newest day (cents per 100 l). */
  readonly price: number;
  /** Undefined without a stored day before: the table shows a dash, not a change of 0. */
  readonly change: PriceTableChange | undefined;
  readonly link: string;
}

export function trendOf(difference: number): Trend {
  if (difference > 0) return 'up';
  if (difference < 0) return 'down';
  return 'same';
}

function changeOf(price: number, open: number | undefined): PriceTableChange | undefined {
  if (open === undefined) return undefined;
  const difference = price - open;
  return {
    open,
    percent: open > 0 ? Math.round((difference / open) * 1000) / 10 : 0,
    difference,
    trend: trendOf(difference),
  };
}

/** The table of the price range result (spec 2 §3): one row per area, by name. */
export function priceTableRows(rows: readonly PriceRowInput[]): PriceTableRow[] {
  return rows
    .map((row) => ({
      groupTitle: row.GroupTitle,
      price: row.Price,
      change: changeOf(row.Price, row.Open),
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
