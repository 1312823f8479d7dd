import { describe, expect, it } from '@jest/globals';
import {
  afterFailedTransfer,
  MAX_TRANSFER_ATTEMPTS,
  transferRetryDelayMinutes,
} from './lead-transfer.policy.js';

describe('lead transfer policy', () => {
  it('waits 1, 5, 30 minutes, 2 and then 12 hours after each failure', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(transferRetryDelayMinutes)).toEqual([1, 5, 30, 120, 720, 720, 720]);
  });

  it('schedules the next attempt from now until the eighth attempt fails', () => {
    const now = new Date('2026-11-24T10:00:00Z');
    expect(afterFailedTransfer(1, now)).toEqual({
      status: 'pending',
      nextAt: new Date('2026-11-24T10:01:00Z'),
    });
    expect(afterFailedTransfer(4, now)).toEqual({
      status: 'pending',
      nextAt: new Date('2026-11-24T12:00:00Z'),
    });
    expect(afterFailedTransfer(MAX_TRANSFER_ATTEMPTS - 1, now)).toEqual({
      status: 'pending',
      nextAt: new Date('2026-11-24T22:00:00Z'),
    });
    expect(afterFailedTransfer(MAX_TRANSFER_ATTEMPTS, now)).toEqual({ status: 'failed' });
  });
});
