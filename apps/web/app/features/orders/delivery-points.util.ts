/** An even split of the total over the points, in whole units; the first points take the remainder. */
export function splitAmount(total: number, points: number): number[] {
  const base = Math.floor(total / points);
  return Array.from({ length: points }, (_, i) => base + (i < total - base * points ? 1 : 0));
}
