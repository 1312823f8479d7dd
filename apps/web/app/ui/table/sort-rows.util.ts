export type SortDirection = 'ascending' | 'descending';

export interface SortState {
  readonly column: string;
  readonly direction: SortDirection;
}

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** The rows ordered by one column's sort value; numbers by value, texts the German way (Ä beside A). */
export function sortRows<Row>(
  rows: readonly Row[],
  sortValue: (row: Row) => string | number | null | undefined,
  direction: SortDirection,
): Row[] {
  const factor = direction === 'ascending' ? 1 : -1;
  // Rows without a value go last in either direction.
  return [...rows].sort((a, b) => {
    const left = sortValue(a);
    const right = sortValue(b);
    if (left == null || right == null) return left == null ? (right == null ? 0 : 1) : -1;
    const order =
      typeof left === 'number' && typeof right === 'number'
        ? left - right
        : collator.compare(String(left), String(right));
    return order * factor;
  });
}
