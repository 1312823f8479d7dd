import { type CountryRef, toCountry } from '@fuel/domain';

/** `YYYY-MM-DDTHH:mm`, the value of an `<input type="datetime-local">`. */
const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall-clock time in `timeZone` at `instant`, as UTC milliseconds of the same digits. */
function wallClock(instant: number, timeZone: string): number {
  const parts = formatterFor(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
}

/**
 * An instant (ISO, UTC) as the value of a datetime-local field in the site's time zone (Europe/Berlin,
 * Vienna, Zurich): what the editor sees is the site's clock, not the server's or the browser's.
 */
export function toSiteLocalInput(iso: string, site: CountryRef): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) return '';
  return new Date(wallClock(instant, toCountry(site).timeZone)).toISOString().slice(0, 16);
}

/**
 * A datetime-local value read as the site's wall clock → the instant (ISO, UTC); null for anything that is
 * no such value or no date (2026-02-30). A time the clocks skip in spring (02:30 on the last Sunday of
 * March) is taken an hour later, as the clock shows it then.
 */
export function fromSiteLocalInput(value: string, site: CountryRef): string | null {
  const match = LOCAL_DATE_TIME.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wanted);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  const { timeZone } = toCountry(site);
  // Two passes find the offset in force at that wall time (it differs from the guess's around a change).
  const first = wanted - (wallClock(wanted, timeZone) - wanted);
  const offset = wallClock(first, timeZone) - first;
  return new Date(wanted - offset).toISOString();
}
