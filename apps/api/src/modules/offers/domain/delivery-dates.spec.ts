import { describe, expect, it } from '@jest/globals';

import {
  addWorkingDays,
  deliveryWindow,
  formatIsoDate,
  isDeliveryDay,
  nextDeliveryDay,
  parseIsoDate,
  weekdayIndex,
  type DeliveryMode,
  type EpochDay,
  type IsHoliday,
} from './delivery-dates.js';
import {
  FRIDAY,
  MONDAY,
  NEXT_MONDAY,
  SATURDAY,
  THURSDAY,
  TUESDAY,
  WEDNESDAY,
  WEEKDAYS_MON_FRI,
  WEEKDAYS_TUE_THU_SAT,
} from './offers.fixture.js';

const WEEKDAYS_TUE_THU = 0b000_1010;
const whitMonday: IsHoliday = (value) => formatIsoDate(value) === NEXT_MONDAY;

function day(isoDate: string): EpochDay {
  const parsed = parseIsoDate(isoDate);
  if (parsed === null) throw new Error(`bad test date ${isoDate}`);
  return parsed;
}

function iso(value: EpochDay | null): string | null {
  return value === null ? null : formatIsoDate(value);
}

function windowFor(
  schedule: { leadTimeDays?: number; deliveryWeekdays?: number },
  mode: DeliveryMode,
  today: string,
  options: { desiredDate?: string; isHoliday?: IsHoliday } = {},
) {
  const result = deliveryWindow(
    {
      leadTimeDays: schedule.leadTimeDays ?? 2,
      deliveryWeekdays: schedule.deliveryWeekdays ?? WEEKDAYS_MON_FRI,
    },
    {
      mode,
      today: day(today),
      desiredDate: options.desiredDate === undefined ? null : parseIsoDate(options.desiredDate),
    },
    options.isHoliday,
  );
  return result.ok ? { earliest: iso(result.earliest), latest: iso(result.latest) } : result.reason;
}

describe('calendar days', () => {
  it('parses YYYY-MM-DD to days since 1970-01-01 and formats them back', () => {
    expect(parseIsoDate('1970-01-01')).toBe(0);
    expect(parseIsoDate('1969-12-31')).toBe(-1);
    expect(parseIsoDate('2024-02-29')).toBe(19_782);
    for (const date of ['2024-02-29', '2025-12-31', '2026-01-01', MONDAY]) expect(iso(day(date))).toBe(date);
  });

  it('refuses strings that are not real dates', () => {
    for (const bad of [
      '2025-02-29',
      '2025-02-30',
      '2025-13-01',
      '2025-00-10',
      '2025-6-2',
      '',
      '0099-01-01',
    ]) {
      expect(parseIsoDate(bad)).toBeNull();
    }
    expect(parseIsoDate('2025-06-02T00:00:00Z')).toBeNull();
  });

  it('numbers weekdays from Monday = 0, also before 1970', () => {
    expect(weekdayIndex(day(MONDAY))).toBe(0);
    expect(weekdayIndex(day(FRIDAY))).toBe(4);
    expect(weekdayIndex(day(SATURDAY))).toBe(5);
    expect(weekdayIndex(day('1969-12-31'))).toBe(2);
  });

  it('reads the delivery bitmask with bit 0 = Monday', () => {
    expect(isDeliveryDay(day(SATURDAY), WEEKDAYS_TUE_THU_SAT)).toBe(true);
    expect(isDeliveryDay(day(SATURDAY), WEEKDAYS_MON_FRI)).toBe(false);
    expect(isDeliveryDay(day(MONDAY), WEEKDAYS_MON_FRI)).toBe(true);
    expect(isDeliveryDay(day('2025-06-08'), 0b100_0000)).toBe(true);
    expect(isDeliveryDay(day(NEXT_MONDAY), WEEKDAYS_MON_FRI, whitMonday)).toBe(false);
  });
});

describe('addWorkingDays', () => {
  it('skips the weekend', () => {
    expect(iso(addWorkingDays(day(THURSDAY), 2))).toBe(NEXT_MONDAY);
    expect(iso(addWorkingDays(day(FRIDAY), 1))).toBe(NEXT_MONDAY);
    expect(iso(addWorkingDays(day(SATURDAY), 1))).toBe(NEXT_MONDAY);
    expect(iso(addWorkingDays(day(MONDAY), 5))).toBe(NEXT_MONDAY);
  });

  it('returns the day itself for 0 working days', () => {
    expect(iso(addWorkingDays(day(SATURDAY), 0))).toBe(SATURDAY);
  });

  it('skips holidays through the seam', () => {
    expect(iso(addWorkingDays(day(THURSDAY), 2, whitMonday))).toBe('2025-06-10');
  });

  it('gives up instead of looping when every day is a holiday', () => {
    expect(addWorkingDays(day(MONDAY), 1, () => true)).toBeNull();
  });
});

describe('nextDeliveryDay', () => {
  it('keeps a delivery day and moves anything else forward', () => {
    expect(iso(nextDeliveryDay(day(THURSDAY), WEEKDAYS_TUE_THU_SAT))).toBe(THURSDAY);
    expect(iso(nextDeliveryDay(day(WEDNESDAY), WEEKDAYS_TUE_THU_SAT))).toBe(THURSDAY);
    expect(iso(nextDeliveryDay(day(FRIDAY), WEEKDAYS_TUE_THU_SAT))).toBe(SATURDAY);
    expect(iso(nextDeliveryDay(day(SATURDAY), WEEKDAYS_MON_FRI))).toBe(NEXT_MONDAY);
    expect(iso(nextDeliveryDay(day(SATURDAY), WEEKDAYS_MON_FRI, whitMonday))).toBe('2025-06-10');
  });

  it('finds none for a branch without delivery weekdays', () => {
    expect(nextDeliveryDay(day(MONDAY), 0)).toBeNull();
    expect(nextDeliveryDay(day(MONDAY), 0b1000_0000)).toBeNull();
  });
});

describe('deliveryWindow', () => {
  describe('standard', () => {
    it('counts the lead time in working days across the weekend; the window spans 3 more working days', () => {
      expect(windowFor({ leadTimeDays: 2 }, 'standard', THURSDAY)).toEqual({
        earliest: NEXT_MONDAY,
        latest: '2025-06-12',
      });
      expect(windowFor({ leadTimeDays: 3 }, 'standard', MONDAY)).toEqual({
        earliest: THURSDAY,
        latest: '2025-06-10',
      });
    });

    it('moves both ends past a holiday', () => {
      expect(windowFor({ leadTimeDays: 2 }, 'standard', THURSDAY, { isHoliday: whitMonday })).toEqual({
        earliest: '2025-06-10',
        latest: '2025-06-13',
      });
      expect(windowFor({ leadTimeDays: 3 }, 'standard', MONDAY, { isHoliday: whitMonday })).toEqual({
        earliest: THURSDAY,
        latest: '2025-06-11',
      });
    });

    it('moves the earliest date to the next delivery weekday, a Saturday if the branch delivers then', () => {
      expect(windowFor({ deliveryWeekdays: WEEKDAYS_MON_FRI }, 'standard', WEDNESDAY)).toEqual({
        earliest: FRIDAY,
        latest: '2025-06-11',
      });
      expect(windowFor({ deliveryWeekdays: WEEKDAYS_TUE_THU_SAT }, 'standard', WEDNESDAY)).toEqual({
        earliest: SATURDAY,
        latest: '2025-06-11',
      });
      expect(windowFor({ deliveryWeekdays: WEEKDAYS_TUE_THU }, 'standard', MONDAY)).toEqual({
        earliest: THURSDAY,
        latest: '2025-06-10',
      });
    });

    it('counts from a weekend day like from the Friday before it', () => {
      expect(windowFor({ leadTimeDays: 1 }, 'standard', SATURDAY)).toEqual(
        windowFor({ leadTimeDays: 1 }, 'standard', FRIDAY),
      );
    });
  });

  describe('express', () => {
    it('delivers 48 h orders two working days later, whatever the lead time', () => {
      expect(windowFor({ leadTimeDays: 10 }, 'express48', MONDAY)).toEqual({
        earliest: WEDNESDAY,
        latest: WEDNESDAY,
      });
      expect(windowFor({}, 'express48', THURSDAY)).toEqual({ earliest: NEXT_MONDAY, latest: NEXT_MONDAY });
      expect(windowFor({}, 'express48', FRIDAY)).toEqual({ earliest: '2025-06-10', latest: '2025-06-10' });
    });

    it('delivers 24 h orders the next working day', () => {
      expect(windowFor({ leadTimeDays: 10 }, 'express24', MONDAY)).toEqual({
        earliest: TUESDAY,
        latest: TUESDAY,
      });
      expect(windowFor({}, 'express24', FRIDAY)).toEqual({ earliest: NEXT_MONDAY, latest: NEXT_MONDAY });
      expect(windowFor({}, 'express24', FRIDAY, { isHoliday: whitMonday })).toEqual({
        earliest: '2025-06-10',
        latest: '2025-06-10',
      });
    });

    it('moves express dates to the next delivery weekday too', () => {
      expect(windowFor({ deliveryWeekdays: WEEKDAYS_TUE_THU_SAT }, 'express48', WEDNESDAY)).toEqual({
        earliest: SATURDAY,
        latest: SATURDAY,
      });
      expect(windowFor({ deliveryWeekdays: WEEKDAYS_TUE_THU_SAT }, 'express24', TUESDAY)).toEqual({
        earliest: THURSDAY,
        latest: THURSDAY,
      });
    });
  });

  describe('desired date', () => {
    it('accepts a delivery day from the express 48 h date on', () => {
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: WEDNESDAY })).toEqual({
        earliest: WEDNESDAY,
        latest: WEDNESDAY,
      });
      expect(windowFor({ leadTimeDays: 10 }, 'desiredDate', MONDAY, { desiredDate: '2025-07-15' })).toEqual({
        earliest: '2025-07-15',
        latest: '2025-07-15',
      });
    });

    it('refuses a date before the express 48 h date', () => {
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: TUESDAY })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: MONDAY })).toBe('DESIRED_DATE_NOT_POSSIBLE');
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: '2025-05-30' })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
    });

    it('refuses a day the branch does not deliver on, and a holiday', () => {
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: SATURDAY })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: NEXT_MONDAY, isHoliday: whitMonday })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
      const saturdayBranch = { deliveryWeekdays: WEEKDAYS_TUE_THU_SAT };
      expect(windowFor(saturdayBranch, 'desiredDate', MONDAY, { desiredDate: SATURDAY })).toEqual({
        earliest: SATURDAY,
        latest: SATURDAY,
      });
      expect(windowFor(saturdayBranch, 'desiredDate', MONDAY, { desiredDate: WEDNESDAY })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
    });

    it('refuses a missing or impossible date', () => {
      expect(windowFor({}, 'desiredDate', MONDAY)).toBe('DESIRED_DATE_NOT_POSSIBLE');
      expect(windowFor({}, 'desiredDate', MONDAY, { desiredDate: '2025-06-31' })).toBe(
        'DESIRED_DATE_NOT_POSSIBLE',
      );
    });
  });

  it('reports NO_DELIVERY_DATE for a branch without delivery weekdays, whatever the mode', () => {
    for (const mode of ['standard', 'express48', 'express24', 'desiredDate'] as const) {
      expect(windowFor({ deliveryWeekdays: 0 }, mode, MONDAY, { desiredDate: FRIDAY })).toBe(
        'NO_DELIVERY_DATE',
      );
    }
  });
});
