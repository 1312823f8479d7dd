import { describe, expect, it } from 'vitest';
import { dailyDates, siteToday } from './date.util.js';

describe('siteToday', () => {
  it('uses the site time zone, not UTC', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(siteToday('de', lateEvening)).toBe('2026-11-23');
    expect(siteToday(3, lateEvening)).toBe('2026-11-23');
    expect(siteToday('at', new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
});

describe('dailyDates', () => {
  it('lists days oldest first, across a leap day', () => {
    expect(dailyDates('2024-03-01', 3)).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(() => dailyDates('yesterday', 3)).toThrow(RangeError);
  });
});
