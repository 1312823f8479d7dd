import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatDeliveryWindow } from './delivery-window.util.js';

describe('delivery window', () => {
  it('names one date when earliest equals latest, else both ends, as dd.mm.yyyy on every site', () => {
    expect(formatDeliveryWindow('2026-11-27', '2026-11-27', 'de')).toBe('27.11.2026');
    expect(formatDeliveryWindow('2026-11-27', '2026-12-02', 'at')).toBe('27.11.2026 bis 02.12.2026');
    expect(formatDeliveryWindow('2026-12-31', '2027-01-04', 'ch')).toBe('31.12.2026 bis 04.01.2027');
  });

  it('keeps the calendar day in every site time zone', () => {
    expect((['de', 'at', 'ch'] as const).map((site) => formatCalendarDay('2026-03-29', site))).toEqual([
      '29.03.2026',
      '29.03.2026',
      '29.03.2026',
    ]);
  });
});
