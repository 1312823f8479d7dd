import { type CountryRef, toCountry } from './countries.constant.js';

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The last answer per time zone and minute: the calculator asks on every request. */
const lastAnswer = new Map<string, { minute: number; date: string }>();

/** The calendar date (YYYY-MM-DD) it is on a site at `now`: delivery days count from the site's today. */
export function siteToday(site: CountryRef, now: Date = new Date()): string {
  const { timeZone } = toCountry(site);
  const minute = Math.floor(now.getTime() / 60_000);
  const cached = lastAnswer.get(timeZone);
  if (cached?.minute === minute) return cached.date;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  const date = formatter.format(now);
  lastAnswer.set(timeZone, { minute, date });
  return date;
}

/** The calendar dates (YYYY-MM-DD) from `endDate` − days + 1 through `endDate`, oldest first. */
export function dailyDates(endDate: string, days: number): string[] {
  const end = Date.parse(`${endDate}T00:00:00Z`);
  if (Number.isNaN(end)) throw new RangeError(`endDate must be YYYY-MM-DD, got ${endDate}`);
  return Array.from({ length: days }, (_, i) =>
    new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
  );
}
