/** An even split of the total over the points, in whole units; the first points take the remainder. */
export function splitAmount(total: number, points: number): number[] {
  const base = Math.floor(total / points);
  return Array.from({ length: points }, (_, i) => base + (i < total - base * points ? 1 : 0));
}

export type AmountsCheck =
  | { readonly kind: 'ok' }
  | { readonly kind: 'empty-point'; readonly point: number }
  | { readonly kind: 'under' | 'over'; readonly difference: number };

/** Whether the points' amounts are all above zero and add up to the ordered total exactly. */
export function checkAmounts(total: number, amounts: readonly number[]): AmountsCheck {
  const empty = amounts.findIndex((amount) => !(amount > 0));
  if (empty >= 0) return { kind: 'empty-point', point: empty + 1 };
  const remaining = total - amounts.reduce((sum, amount) => sum + amount, 0);
  if (remaining > 0) return { kind: 'under', difference: remaining };
  if (remaining < 0) return { kind: 'over', difference: -remaining };
  return { kind: 'ok' };
}
