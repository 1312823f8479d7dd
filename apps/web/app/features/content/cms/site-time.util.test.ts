import { describe, expect, it } from 'vitest';
import { fromSiteLocalInput, toSiteLocalInput } from './site-time.util';

describe('site time of datetime-local fields', () => {
  it('reads the field as the site’s wall clock, in winter and in summer', () => {
    expect(fromSiteLocalInput('2026-12-01T06:00', 'de')).toBe('2026-12-01T05:00:00.000Z');
    expect(fromSiteLocalInput('2026-07-01T06:00', 'at')).toBe('2026-07-01T04:00:00.000Z');
    expect(fromSiteLocalInput('2026-07-01T06:00', 'ch')).toBe('2026-07-01T04:00:00.000Z');
  });

  it('takes a time the clocks skip an hour later and an ambiguous one once', () => {
    // 29 March 2026: 02:00 → 03:00 in Berlin.
    expect(fromSiteLocalInput('2026-03-29T02:30', 'de')).toBe('2026-03-29T01:30:00.000Z');
    expect(toSiteLocalInput('2026-03-29T01:30:00.000Z', 'de')).toBe('2026-03-29T03:30');
    // 25 October 2026: 02:30 happens twice; either instant is 02:30 on the site's clock.
    const ambiguous = fromSiteLocalInput('2026-10-25T02:30', 'de') ?? '';
    expect(toSiteLocalInput(ambiguous, 'de')).toBe('2026-10-25T02:30');
  });

  it('refuses what is no date and time', () => {
    for (const value of [
      '',
      '2026-02-30T10:00',
      '2026-12-01',
      '2026-12-01T24:00',
      '2026-12-01T10:60',
      'x',
      '2026-12-01T10:00Z',
    ])
      expect(fromSiteLocalInput(value, 'de')).toBeNull();
  });

  it('shows an instant on the site’s clock for the field', () => {
    expect(toSiteLocalInput('2026-12-01T05:00:00.000Z', 'de')).toBe('2026-12-01T06:00');
    expect(toSiteLocalInput('2026-07-01T22:30:00.000Z', 'ch')).toBe('2026-07-02T00:30');
    expect(toSiteLocalInput('kein Datum', 'de')).toBe('');
  });
});
