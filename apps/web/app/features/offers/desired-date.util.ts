import { type CountryCode, siteToday } from '@fuel/domain';

/** Dealers need a little notice; a desired date starts this many days after today. */
const DESIRED_DATE_LEAD_DAYS = 2;

/** 'YYYY-MM-DD' plus whole days, as calendar arithmetic in UTC (no daylight-saving shifts). */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The earliest desired delivery date the calculator offers on a site. */
export function earliestDesiredDate(site: CountryCode, now: Date = new Date()): string {
  return addDays(siteToday(site, now), DESIRED_DATE_LEAD_DAYS);
}
