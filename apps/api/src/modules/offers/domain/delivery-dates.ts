/**
 * Delivery dates in whole calendar days. A date is an `EpochDay`, the number of days since
 * 1970-01-01, derived from the 'YYYY-MM-DD' string through UTC: no clock, no time zone, no DST.
 * Working days are Monday to Friday minus holidays; a branch delivers on the weekdays of its bitmask.
 */
export type EpochDay = number;

/** Holiday seam: true when no work and no delivery happens on that day. */
export type IsHoliday = (day: EpochDay) => boolean;

export type DeliveryMode = 'standard' | 'express48' | 'express24' | 'desiredDate';

export interface DeliverySchedule {
  /** Working days from the order to the earliest standard delivery. */
  readonly leadTimeDays: number;
  /** Bit 0 = Monday … bit 6 = Sunday. */
  readonly deliveryWeekdays: number;
}

export interface DeliveryRequest {
  readonly mode: DeliveryMode;
  readonly today: EpochDay;
  /** Only for mode 'desiredDate'; null when missing or not a real date. */
  readonly desiredDate?: EpochDay | null;
}

export type DeliveryWindowResult =
  | { readonly ok: true; readonly earliest: EpochDay; readonly latest: EpochDay }
  | { readonly ok: false; readonly reason: 'NO_DELIVERY_DATE' | 'DESIRED_DATE_NOT_POSSIBLE' };

/** The standard window dealers commit to: earliest date plus this many working days. */
export const STANDARD_WINDOW_WORKING_DAYS = 3;
export const EXPRESS_48_WORKING_DAYS = 2;
export const EXPRESS_24_WORKING_DAYS = 1;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ALL_WEEKDAYS_MASK = 0b111_1111;
/** A search for a working or delivery day that runs longer than this means the branch cannot deliver. */
const MAX_SEARCH_DAYS = 366;

const NO_DELIVERY_DATE: DeliveryWindowResult = { ok: false, reason: 'NO_DELIVERY_DATE' };
const DESIRED_DATE_NOT_POSSIBLE: DeliveryWindowResult = { ok: false, reason: 'DESIRED_DATE_NOT_POSSIBLE' };

/** 'YYYY-MM-DD' to an EpochDay; null for anything that is not a real calendar date. */
export function parseIsoDate(isoDate: string): EpochDay | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  const day = Number(match[3]);
  const utc = new Date(Date.UTC(year, monthIndex, day));
  // Date.UTC rolls 02-30 over into March and maps years 0–99 to 19xx: a round trip catches both.
  if (utc.getUTCFullYear() !== year || utc.getUTCMonth() !== monthIndex || utc.getUTCDate() !== day) {
    return null;
  }
  return utc.getTime() / MS_PER_DAY;
}

const twoDigits = (value: number): string => (value < 10 ? `0${value}` : `${value}`);

/** EpochDay to 'YYYY-MM-DD' (years 1000–9999); three times faster than toISOString().slice(0, 10). */
export function formatIsoDate(day: EpochDay): string {
  const utc = new Date(day * MS_PER_DAY);
  return `${utc.getUTCFullYear()}-${twoDigits(utc.getUTCMonth() + 1)}-${twoDigits(utc.getUTCDate())}`;
}

/** 0 = Monday … 6 = Sunday, the bit order of `deliveryWeekdays`. 1970-01-01 was a Thursday. */
export function weekdayIndex(day: EpochDay): number {
  return (((day + 3) % 7) + 7) % 7;
}

export function isWorkingDay(day: EpochDay, isHoliday?: IsHoliday): boolean {
  return weekdayIndex(day) < 5 && !isHoliday?.(day);
}

export function isDeliveryDay(day: EpochDay, deliveryWeekdays: number, isHoliday?: IsHoliday): boolean {
  return ((deliveryWeekdays >> weekdayIndex(day)) & 1) === 1 && !isHoliday?.(day);
}

/** The day `workingDays` working days after `from` (`from` itself when 0); null past the search limit. */
export function addWorkingDays(from: EpochDay, workingDays: number, isHoliday?: IsHoliday): EpochDay | null {
  let day = from;
  let remaining = workingDays;
  while (remaining > 0) {
    day += 1;
    if (day - from > MAX_SEARCH_DAYS) return null;
    if (isWorkingDay(day, isHoliday)) remaining -= 1;
  }
  return day;
}

/** `from` itself when the branch delivers that day, otherwise its next delivery day. */
export function nextDeliveryDay(
  from: EpochDay,
  deliveryWeekdays: number,
  isHoliday?: IsHoliday,
): EpochDay | null {
  if ((deliveryWeekdays & ALL_WEEKDAYS_MASK) === 0) return null;
  for (let day = from; day - from <= MAX_SEARCH_DAYS; day += 1) {
    if (isDeliveryDay(day, deliveryWeekdays, isHoliday)) return day;
  }
  return null;
}

function deliveryDayAfter(
  schedule: DeliverySchedule,
  today: EpochDay,
  workingDays: number,
  isHoliday: IsHoliday | undefined,
): EpochDay | null {
  const start = addWorkingDays(today, workingDays, isHoliday);
  return start === null ? null : nextDeliveryDay(start, schedule.deliveryWeekdays, isHoliday);
}

function fixedDay(day: EpochDay | null): DeliveryWindowResult {
  return day === null ? NO_DELIVERY_DATE : { ok: true, earliest: day, latest: day };
}

/**
 * - standard: earliest = `leadTimeDays` working days after today, moved to the next delivery day;
 *   latest = earliest + 3 working days;
 * - express 48 h / 24 h: one fixed day, 2 or 1 working days after today, moved to the next delivery day;
 * - desired date: that day, if it is a delivery day no earlier than express 48 h would deliver.
 */
export function deliveryWindow(
  schedule: DeliverySchedule,
  request: DeliveryRequest,
  isHoliday?: IsHoliday,
): DeliveryWindowResult {
  switch (request.mode) {
    case 'express48':
      return fixedDay(deliveryDayAfter(schedule, request.today, EXPRESS_48_WORKING_DAYS, isHoliday));
    case 'express24':
      return fixedDay(deliveryDayAfter(schedule, request.today, EXPRESS_24_WORKING_DAYS, isHoliday));
    case 'desiredDate': {
      const first = deliveryDayAfter(schedule, request.today, EXPRESS_48_WORKING_DAYS, isHoliday);
      if (first === null) return NO_DELIVERY_DATE;
      const desired = request.desiredDate ?? null;
      if (desired === null || desired < first) return DESIRED_DATE_NOT_POSSIBLE;
      if (!isDeliveryDay(desired, schedule.deliveryWeekdays, isHoliday)) return DESIRED_DATE_NOT_POSSIBLE;
      return { ok: true, earliest: desired, latest: desired };
    }
    case 'standard': {
      const earliest = deliveryDayAfter(schedule, request.today, schedule.leadTimeDays, isHoliday);
      if (earliest === null) return NO_DELIVERY_DATE;
      const latest = addWorkingDays(earliest, STANDARD_WINDOW_WORKING_DAYS, isHoliday);
      return latest === null ? NO_DELIVERY_DATE : { ok: true, earliest, latest };
    }
  }
}
