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
