import { describe, expect, it } from 'vitest';
import { siteToday } from './date.util.js';

describe('siteToday', () => {
  it('uses the site time zone, not UTC', () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(siteToday('de', lateEvening)).toBe('2026-11-23');
    expect(siteToday(3, lateEvening)).toBe('2026-11-23');
    expect(siteToday('at', new Date('2026-11-22T10:00:00Z'))).toBe('2026-11-22');
  });
});
