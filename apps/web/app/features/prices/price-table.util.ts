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
  /** The day before (cents per 100 l); the per cent and the colour follow from it (changePercent, trendOf). */
  readonly open: number;
  /** Price − open in cents: the 'Differenz' column. */
  readonly difference: number;
}

export interface PriceTableRow {
  readonly groupTitle: string;
  /** Newest day (cents per 100 l). */
  readonly price: number;
  /** Undefined without a stored day before: the table shows a dash, not a change of 0. */
  readonly change: PriceTableChange | undefined;
  readonly link: string;
}

/**
 * The change against the day before in per cent, one decimal, rounded away from zero symmetrically (so
 * -0.05 % and +0.05 % are ±0.1 %) and never -0. 0 when there is no day-before price to compare with.
 */
export function changePercent(difference: number, open: number): number {
  if (open <= 0) return 0;
  const tenths = Math.round(Math.abs(difference / open) * 1000);
  return tenths === 0 ? 0 : (Math.sign(difference) * tenths) / 10;
}

/**
 * The neutral threshold: a change is shown as a rise or a fall only when it reaches 0.1 % in the table's
 * rounding; anything smaller (e.g. +0,02 € on 95 € per 100 l) reads '0,0 %' and is neutral, not red or
 * green, while its amount keeps its real sign ('+0,02 €'). A rise is bad news for a buyer (red).
 */
export function trendOf(difference: number, open: number): Trend {
  const percent = changePercent(difference, open);
  if (percent > 0) return 'up';
  if (percent < 0) return 'down';
  return 'same';
}

function changeOf(price: number, open: number | undefined): PriceTableChange | undefined {
  if (open === undefined) return undefined;
  const difference = price - open;
  return { open, difference };
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
