import { describe, expect, it } from '@jest/globals';
import { isKeysetCursor } from './keyset-page.js';

describe('isKeysetCursor', () => {
  it('takes the cursors the lists give out', () => {
    expect(isKeysetCursor('2026-11-24T05:33:48.123456Z_42', 'serial')).toBe(true);
    expect(isKeysetCursor('2028-02-29T23:59:59.999999Z_999999999999999', 'serial')).toBe(true);
    expect(isKeysetCursor('2026-11-24T05:33:48.123456Z_5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b', 'uuid')).toBe(
      true,
    );
  });

  it('refuses an instant that does not exist, the other key kind and other values', () => {
    for (const cursor of [
      '2026-13-45T25:61:61.000000Z_1',
      '2026-02-29T10:00:00.000000Z_1',
      '2026-11-24T24:00:00.000000Z_1',
      '2026-11-24T10:60:00.000000Z_1',
      '2026-11-24T10:00:60.000000Z_1',
      '2026-11-24T10:00:00.000Z_1',
      '2026-11-24T10:00:00.000000Z_5f0c1a2b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
      '',
    ]) {
      expect(isKeysetCursor(cursor, 'serial')).toBe(false);
    }
    expect(isKeysetCursor('2026-11-24T05:33:48.123456Z_42', 'uuid')).toBe(false);
    expect(isKeysetCursor(42, 'serial')).toBe(false);
  });
});
