export function isoDay(date: string): string {
  return `${date}T00:00:00.000Z`;
}
