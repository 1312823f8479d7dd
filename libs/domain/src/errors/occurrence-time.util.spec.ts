import { describe, expect, it } from 'vitest';
import { occurrenceTime } from './occurrence-time.util.js';

const received = new Date('2026-11-24T12:00:00.000Z');
const earliest = new Date('2026-10-25T12:00:00.000Z');
const at = (reported: { time: string; timeStart: string }) =>
  occurrenceTime(reported, received, earliest).toISOString();

describe('occurrenceTime', () => {
  it("keeps the error's time within its page view", () => {
    expect(at({ time: '2026-11-24T11:58:00.000Z', timeStart: '2026-11-24T11:50:00.000Z' })).toBe(
      '2026-11-24T11:58:00.000Z',
    );
  });

  it('never dates it after the arrival, before the page view or before the retention period', () => {
    expect(at({ time: '2027-01-01T00:00:00.000Z', timeStart: '2026-11-24T11:50:00.000Z' })).toBe(
      '2026-11-24T12:00:00.000Z',
    );
    expect(at({ time: '2026-11-24T11:00:00.000Z', timeStart: '2026-11-24T11:50:00.000Z' })).toBe(
      '2026-11-24T11:50:00.000Z',
    );
    expect(at({ time: '2019-05-01T00:00:00.000Z', timeStart: '2019-05-01T00:00:00.000Z' })).toBe(
      '2026-10-25T12:00:00.000Z',
    );
    expect(at({ time: '2026-11-24T11:58:00.000Z', timeStart: '2027-01-01T00:00:00.000Z' })).toBe(
      '2026-11-24T12:00:00.000Z',
    );
  });

  it('takes the arrival for unreadable times', () => {
    expect(at({ time: 'gestern', timeStart: 'heute' })).toBe('2026-11-24T12:00:00.000Z');
  });
});
